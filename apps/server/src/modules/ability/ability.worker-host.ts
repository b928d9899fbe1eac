import { Worker } from 'node:worker_threads'
import type { CalibrationInput, CalibrationOutput } from './ability.job.ts'

/**
 * The server's side of the ability worker (ability.worker.mjs), as the import worker's host does it: one thread,
 * started at the first calibration and stopped after a minute without one, that calibrates while this thread's
 * event loop keeps answering requests.
 */

const WORKER_FILE = new URL('./ability.worker.mjs', import.meta.url)
const IDLE_MS = 60_000

type Reply =
  | { id: number; output: CalibrationOutput }
  | { id: number; failed: { message: string; stack?: string } }

interface Pending {
  resolve(output: CalibrationOutput): void
  reject(error: Error): void
}

let worker: Worker | undefined
let idleTimer: NodeJS.Timeout | undefined
let lastId = 0
const pending = new Map<number, Pending>()

/** Calibrates in the worker; the input's arrays are moved to it, not copied. */
export function calibrateInWorker(input: CalibrationInput): Promise<CalibrationOutput> {
  clearTimeout(idleTimer)
  const current = worker ?? startWorker()
  current.ref()
  const id = ++lastId
  const transfer = [input.personStart, input.item, input.hit, input.c, input.subject, input.userIds].map(
    (array) => array.buffer as ArrayBuffer,
  )
  return new Promise<CalibrationOutput>((resolve, reject) => {
    pending.set(id, { resolve, reject })
    try {
      current.postMessage({ id, input }, transfer)
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
  const started = new Worker(WORKER_FILE)
  started.on('message', (message: Reply) => receive(message))
  started.on('error', (error) => stopped(started, error))
  started.on('exit', (code) => stopped(started, new Error(`The ability worker stopped (exit code ${code})`)))
  worker = started
  return started
}

/** The worker died: every calibration it had fails with that error; the next one starts another worker. */
function stopped(which: Worker, error: Error): void {
  if (worker !== which) return
  worker = undefined
  for (const job of pending.values()) job.reject(error)
  pending.clear()
}

function receive(message: Reply): void {
  const job = pending.get(message.id)
  if (!job) return
  pending.delete(message.id)
  if ('failed' in message) {
    const error = new Error(message.failed.message)
    if (message.failed.stack) error.stack = message.failed.stack
    job.reject(error)
  } else job.resolve(message.output)
}
