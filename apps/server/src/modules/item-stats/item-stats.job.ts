import type { Deps } from '../../deps.ts'
import { type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job.ts'
import { recalculateDueCourses } from './item-stats.service.ts'

/** How often the job looks for courses whose statistics are due. */
export const ITEM_STATS_TICK_MS = 10 * 60_000

/**
 * The periodic item statistics job (decision 0024): every ITEM_STATS_TICK_MS, off the answer path, the courses
 * whose statistics are older than ITEM_STATS_HOURS are computed again. Only the server process starts it (not the
 * tests, not the command-line tools); several instances share the work through the courses' run locks.
 */
export function startItemStatsJob(deps: Deps): PeriodicJob {
  return startPeriodicJob(
    'item statistics job',
    ITEM_STATS_TICK_MS,
    async () => {
      const courses = await recalculateDueCourses(deps, deps.config.ITEM_STATS_HOURS)
      if (courses.length > 0) deps.log.info({ courses }, 'item statistics recomputed')
    },
    deps.log,
  )
}
