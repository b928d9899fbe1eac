// bench:scale's targets, for the full run (40 million answers) and for its dry run (BENCH_SCALE_DRY=1, 300,000
// answers). The dry run's milliseconds are not the full run's, but its ratios to the floors measured beside them are
// comparable: the guard a change to the answer path, the fold, the aggregates or the batches runs first (decision
// 0064 says how its thresholds were chosen).
import type { Row } from './scale-report.ts'

export const DRY = process.env.BENCH_SCALE_DRY === '1'

type Target = NonNullable<Row['target']>
type Result = Row['result']

/** At least `share` of the floor's requests a second, without an error. */
const throughput = (share: number): Target => ({
  text: `≥ ${Math.round(share * 100)}% of the floor`,
  met: (r, floor) =>
    r.errors === 0 && (r.perSecond ?? 0) >= share * (floor?.perSecond ?? Number.POSITIVE_INFINITY),
})
/** A p99 at most `times` the floor's p99. */
const p99Within = (times: number): Target => ({
  text: `p99 ≤ ${times}× the floor's p99`,
  met: (r, floor) => r.p99 <= times * (floor?.p99 ?? 0),
})
const p99Under = (ms: number): Target => ({ text: `p99 < ${ms} ms`, met: (r: Result) => r.p99 < ms })
const p95Under = (ms: number): Target => ({ text: `p95 < ${ms} ms`, met: (r: Result) => r.p95 < ms })

type Targets = Record<
  'answer' | 'foldLag' | 'nextBatch' | 'report' | 'ranking' | 'position' | 'thirdWave',
  Target | undefined
>

/** The full run's (issues 15, 27, 46). */
const FULL: Targets = {
  answer: throughput(0.7),
  foldLag: { text: 'p99 < 2 s', met: (r) => r.p99 < 2000 },
  nextBatch: p99Under(30),
  report: p95Under(50),
  ranking: p95Under(30),
  position: p95Under(10),
  thirdWave: p99Under(30),
}

/**
 * The dry run's: the ratios alone, each from dry runs on this 2-core machine (decision 0064) with room for its noise.
 * The reports, the ranking and one's own position read the aggregates by key and are left to the full run.
 */
const DRY_TARGETS: Targets = {
  answer: throughput(0.5),
  foldLag: FULL.foldLag,
  nextBatch: p99Within(4),
  report: undefined,
  ranking: undefined,
  position: undefined,
  thirdWave: p99Within(6),
}

export const TARGETS = DRY ? DRY_TARGETS : FULL
