// bench:scale's measures beside the HTTP loads: one's own position in process, and the checks of the data set and of
// the fold (decision 0047): the product tables' size, the generation's time, the fold's lag during the answer runs
// and its queue emptied after them.
import type pg from 'pg'
import { type Database, openDatabase } from '../../apps/server/src/db/client.ts'
import { foldLagMs } from '../../apps/server/src/modules/aggregates/aggregates.fold.ts'
import { placeIn } from '../../apps/server/src/modules/mocks/mocks.service.ts'
import { foldDrained, log, timeCalls } from './harness.ts'
import type { Check, databaseSizes, Row } from './scale-report.ts'
import type { ScaleSizes } from './scale-sizes.ts'
import { TARGETS } from './scale-targets.ts'

const POSITION_SAMPLES = 3_000
const pick = (n: number) => Math.floor(Math.random() * n)

/** One's own position in the latest mock, in the service, beside the bare SELECT by key, one call at a time. */
export async function positionRows(url: string, db: pg.Client, S: ScaleSizes): Promise<Row[]> {
  const handle = await openDatabase({ url, poolSize: 2 })
  const bareKey = await timeCalls(POSITION_SAMPLES, () =>
    db.query('select * from mock_results where mock_id = $1 and user_id = $2', [
      S.mocks,
      1 + pick(S.students),
    ]),
  )
  const position = await timeCalls(POSITION_SAMPLES, () => placeIn(handle, S.mocks, 1 + pick(S.students)))
  await handle.close()
  const keyFloor: Row = { label: 'bare SELECT by key, in process (floor)', clients: 1, result: bareKey }
  return [
    keyFloor,
    {
      label: `own position at ${S.students.toLocaleString('en')} participants, in process`,
      clients: 1,
      result: position,
      floor: keyFloor,
      ratio: 'latency',
      target: TARGETS.position,
    },
  ]
}

const DRAIN_LIMIT_MS = 60_000
/**
 * Product tables on disk, in GB as PostgreSQL counts them (pg_size_pretty's GB, 2^30 bytes): the unit of the size
 * tables and of the issue's "about 30 GB" before (decision 0049).
 */
const MAX_PRODUCT_GB = 15
const GB = 2 ** 30
const MAX_GENERATION_MINUTES = 20

/** The product tables' size (the database less bench_bare, the floor's table) and the generation's time. */
export function dataSetChecks(
  sizes: Awaited<ReturnType<typeof databaseSizes>>,
  generatedMinutes: number | null,
): Check[] {
  const productBytes = sizes.total - (sizes.tables.find((t) => t.name === 'bench_bare')?.bytes ?? 0)
  const generation = { label: 'generating the data set', target: `at most ${MAX_GENERATION_MINUTES} minutes` }
  return [
    {
      label: 'product tables on disk (the database less bench_bare, the floor’s table)',
      value: `${(productBytes / GB).toFixed(2)} GB (${Math.round(productBytes / 2 ** 20).toLocaleString('en')} MiB)`,
      target: `at most ${MAX_PRODUCT_GB} GB`,
      met: productBytes <= MAX_PRODUCT_GB * GB,
    },
    generatedMinutes === null
      ? { ...generation, value: 'kept from an earlier run' }
      : {
          ...generation,
          value: `${generatedMinutes.toFixed(1)} minutes`,
          met: generatedMinutes <= MAX_GENERATION_MINUTES,
        },
  ]
}

/** Waits (DRAIN_LIMIT_MS at most) until the fold's queue is empty after `label`; how long it took, as a check. */
export async function drainCheck(db: pg.Client, label: string): Promise<Check> {
  const ms = await foldDrained(db, DRAIN_LIMIT_MS)
  log(`${label}: ${ms === null ? 'not drained' : `drained in ${(ms / 1000).toFixed(1)} s`}`)
  return {
    label: `fold queue emptied after the ${label}`,
    value: ms === null ? `not within ${DRAIN_LIMIT_MS / 1000} s` : `${(ms / 1000).toFixed(1)} s`,
    target: `within ${DRAIN_LIMIT_MS / 1000} s`,
    met: ms !== null,
  }
}

/** Runs `work` while sampling the fold's lag (the oldest queued answer's age, 0 when none) every 100 ms into `lags`. */
export async function sampleFoldLag<T>(db: Database, lags: number[], work: () => Promise<T>): Promise<T> {
  let running = true
  const sampler = (async () => {
    while (running) {
      const t0 = performance.now()
      lags.push(await foldLagMs(db))
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 100 - (performance.now() - t0))))
    }
  })()
  sampler.catch(() => {}) // rethrown by the await below
  try {
    return await work()
  } finally {
    running = false
    await sampler
  }
}
