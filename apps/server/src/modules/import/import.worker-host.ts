import { setImmediate as nextTurn } from 'node:timers/promises'
import { workerHost } from '../../lib/worker-host.ts'
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

const check = workerHost<ImportJob, JobMessage, Checked>(
  new URL('./import.worker.mjs', import.meta.url),
  (reply, earlier) => {
    if ('prepared' in reply) return undefined
    if ('failed' in reply) throw errorOf(reply.failed)
    const batches = earlier.flatMap((r) => ('prepared' in r ? [r.prepared] : []))
    return parseBatches(batches).then((prepared) => ({ courseName: reply.done.courseName, prepared }))
  },
  // Node's default stack for the main thread (about 1 MB; a worker's is 4 MB), so text nested too deep for the
  // Markdown converter is refused the same way wherever the check runs.
  { resourceLimits: { stackSizeMb: 1 } },
)

/**
 * Checks a question file in the import worker: its questions ready to be written, or the same errors the
 * checking throws in this thread (ImportError, ImportFileError, ImportZipError). What `transfer` lists is moved to
 * the worker instead of copied (a 50 MB upload would take this thread tens of milliseconds to copy).
 */
export function checkInWorker(job: ImportJob, transfer: ArrayBuffer[] = []): Promise<Checked> {
  return check(job, transfer)
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
