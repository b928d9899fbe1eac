import { workerHost } from '../../lib/worker-host.ts'
import type { CalibrationInput, CalibrationOutput } from './ability.job.ts'

// The server's side of the ability worker (ability.worker.mjs): the calibration runs on a thread of its own while
// this thread's event loop keeps answering requests.

type Reply =
  | { id: number; output: CalibrationOutput }
  | { id: number; failed: { message: string; stack?: string } }

const calibrate = workerHost<CalibrationInput, Reply, CalibrationOutput>(
  new URL('./ability.worker.mjs', import.meta.url),
  (reply) => {
    if ('output' in reply) return reply.output
    const error = new Error(reply.failed.message)
    if (reply.failed.stack) error.stack = reply.failed.stack
    throw error
  },
)

/** Calibrates in the worker; the input's arrays are moved to it, not copied. */
export function calibrateInWorker(input: CalibrationInput): Promise<CalibrationOutput> {
  const transfer = [input.personStart, input.item, input.hit, input.c, input.subject, input.userIds].map(
    (array) => array.buffer as ArrayBuffer,
  )
  return calibrate(input, transfer)
}
