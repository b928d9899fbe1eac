import type { Deps } from '../../deps.ts'
import { recalculateDueCourses } from './item-stats.service.ts'

/** How often the job looks for courses whose statistics are due. */
export const ITEM_STATS_TICK_MS = 10 * 60_000

export interface ItemStatsJob {
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>
}

/**
 * The periodic item statistics job (decision 0024): every ITEM_STATS_TICK_MS, off the answer path, the courses
 * whose statistics are older than ITEM_STATS_HOURS are computed again. Only the server process starts it (not the
 * tests, not the command-line tools); several instances share the work through the courses' run locks.
 */
export function startItemStatsJob(deps: Deps): ItemStatsJob {
  let running: Promise<void> | null = null
  const tick = () => {
    if (running) return
    running = recalculateDueCourses(deps, deps.config.ITEM_STATS_HOURS)
      .then((courses) => {
        if (courses.length > 0) deps.log.info({ courses }, 'item statistics recomputed')
      })
      .catch((err) => deps.log.error({ err }, 'item statistics job failed'))
      .finally(() => {
        running = null
      })
  }
  const timer = setInterval(tick, ITEM_STATS_TICK_MS)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
