import type { FastifyBaseLogger } from 'fastify'

export interface PeriodicJob {
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>
}

/**
 * Runs `pass` every `everyMs` in the server process, one pass at a time (a tick during a pass is skipped), logging
 * a failure instead of throwing: the server's background jobs (item statistics, the modo-prova release).
 */
export function startPeriodicJob(
  name: string,
  everyMs: number,
  pass: () => Promise<void>,
  log: FastifyBaseLogger,
): PeriodicJob {
  let running: Promise<void> | null = null
  const tick = () => {
    if (running) return
    running = pass()
      .catch((err) => log.error({ err }, `${name} failed`))
      .finally(() => {
        running = null
      })
  }
  const timer = setInterval(tick, everyMs)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
