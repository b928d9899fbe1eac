import type { Deps } from '../../deps.ts'
import { type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job.ts'
import { releaseHeldAnswers } from '../aggregates/aggregates.service.ts'
import { unreleasedMocksClosedBy } from '../seal/seal.service.ts'

/**
 * How long after a modo-prova mock's close its held answers go to the fold (decision 0056): an answer statement
 * that started before the close has committed by then, so the release finds every answer the mock took.
 */
export const RELEASE_GRACE_MS = 60_000
/** How often the server looks for modo-prova mocks to release. */
export const RELEASE_TICK_MS = 15_000

/**
 * Releases every modo-prova mock closed at least RELEASE_GRACE_MS ago: its answers go to the fold, and its
 * questions answer in practice again. Instances may run it side by side: a mock is released once (the seal's mark,
 * set in the statement that queues its answers). Returns the mocks released.
 */
export async function releaseClosedMocks(deps: Pick<Deps, 'db' | 'clock' | 'fold'>): Promise<number[]> {
  const now = deps.clock()
  const due = await unreleasedMocksClosedBy(deps.db, new Date(now.getTime() - RELEASE_GRACE_MS))
  const released: number[] = []
  for (const { id } of due) {
    const queued = await deps.db.transaction((tx) => releaseHeldAnswers(tx, id, now))
    if (queued !== null) released.push(id)
  }
  if (released.length > 0) await deps.fold.answered()
  return released
}

/** Runs releaseClosedMocks every RELEASE_TICK_MS in the server process (not in the tests or the command-line tools). */
export function startMockReleaseJob(deps: Deps): PeriodicJob {
  return startPeriodicJob(
    'mock release',
    RELEASE_TICK_MS,
    async () => {
      const released = await releaseClosedMocks(deps)
      if (released.length > 0) deps.log.info({ mocks: released }, 'modo-prova mocks released')
    },
    deps.log,
  )
}
