import { setImmediate as nextTurn } from 'node:timers/promises'
import { Worker } from 'node:worker_threads'
import type { Checked } from './import.check.ts'
import { ImportFileError } from './import.file.ts'
import type { ImportJob, JobFailure, JobMessage } from './import.job.ts'
import { ImportError, type ImportProblem } from './import.problems.ts'
import type { Prepared } from './import.write.ts'
import { ImportZipError } from './import.zip.ts'

/**
 * The server's side of the import worker (import.worker.mjs): one thread, started at the first import and stopped
 * after a minute without one, that checks files while this thread's event loop keeps answering requests.
 */

const WORKER_FILE = new URL('./import.worker.mjs', import.meta.url)
const IDLE_MS = 60_000

interface Pending {
  batches: string[]
  resolve(checked: Checked): void
  reject(error: Error): void
}

let worker: Worker | undefined
let idleTimer: NodeJS.Timeout | undefined
let lastId = 0
const pending = new Map<number, Pending>()

/**
 * Checks a question file in the import worker: its questions ready to be written, or the same errors the
 * checking throws in this thread (ImportError, ImportFileError, ImportZipError). What `transfer` lists is moved to
 * the worker instead of copied (a 50 MB upload would take this thread tens of milliseconds to copy).
 */
export function checkInWorker(job: ImportJob, transfer: ArrayBuffer[] = []): Promise<Checked> {
  clearTimeout(idleTimer)
  const current = worker ?? startWorker()
  current.ref()
  const id = ++lastId
  return new Promise<Checked>((resolve, reject) => {
    pending.set(id, { batches: [], resolve, reject })
    try {
      current.postMessage({ id, job }, transfer)
    } catch (error) {
      pending.delete(id)
      reject(error)
    }
  }).finally(() => {
    if (pending.size > 0 || worker !== current) return
    current.unref()
    idleTimer = setTimeout(() => {
      if (worker === current && pending.size === 0) {
        worker = undefined
        void current.terminate()
      }
    }, IDLE_MS).unref()
  })
}

function startWorker(): Worker {
  // Node's default stack for the main thread (about 1 MB; a worker's is 4 MB), so text nested too deep for the
  // Markdown converter is refused the same way wherever the check runs.
  const started = new Worker(WORKER_FILE, { resourceLimits: { stackSizeMb: 1 } })
  started.on('message', (message: JobMessage) => receive(message))
  started.on('error', (error) => stopped(started, error))
  started.on('exit', (code) => stopped(started, new Error(`The import worker stopped (exit code ${code})`)))
  worker = started
  return started
}

/** The worker died: every job it had fails with that error; the next import starts another worker. */
function stopped(which: Worker, error: Error): void {
  if (worker !== which) return
  worker = undefined
  for (const job of pending.values()) job.reject(error)
  pending.clear()
}

function receive(message: JobMessage): void {
  const job = pending.get(message.id)
  if (!job) return
  if ('prepared' in message) {
    job.batches.push(message.prepared)
    return
  }
  pending.delete(message.id)
  if ('failed' in message) job.reject(errorOf(message.failed))
  else {
    const { courseName } = message.done
    parseBatches(job.batches).then((prepared) => job.resolve({ courseName, prepared }), job.reject)
  }
}

/** The questions, a batch (about a megabyte) per turn of the event loop. */
async function parseBatches(batches: string[]): Promise<Prepared[]> {
  const prepared: Prepared[] = []
  for (const batch of batches) {
    await nextTurn()
    for (const p of JSON.parse(batch) as Prepared[]) prepared.push(p)
  }
  return prepared
}

function errorOf(failure: JobFailure): Error {
  switch (failure.kind) {
    case 'import':
      return new ImportError(JSON.parse(failure.problems) as ImportProblem[])
    case 'file':
      return new ImportFileError(failure.message)
    case 'zip':
      return new ImportZipError(failure.message)
    default: {
      const error = new Error(failure.message)
      if (failure.stack) error.stack = failure.stack
      return error
    }
  }
}
