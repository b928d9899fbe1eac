import { type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { queryRows } from '../../db/rows.ts'
import { ANSWER_KIND, QUESTION_STATUS } from '../../db/schema/index.ts'
import { CONCEPTS_RECOUNT } from './aggregates.concepts.ts'
import { recountSum } from './aggregates.generate.ts'
import { MOCK_RECOUNTS } from './aggregates.mocks.ts'
import { PROGRESS_RECOUNT } from './aggregates.progress.ts'
import { SUM_AGGREGATES } from './aggregates.service.ts'
import { TODAY_RECOUNT } from './aggregates.today.ts'

// The recount of every aggregate, generated from the same declarations as the fold's writes: the oracle
// of the tests (answer-rescore.test-helpers.ts) and of `npm run bench:faults` (decision 0030).

type Row = Record<string, unknown>

/** Rows as comparable strings, sorted: two queries agree when they hold the same rows. */
export async function rowsOf(db: Executor, query: SQL): Promise<string[]> {
  const rows = await queryRows<Row>(db, query)
  return rows.map((r) => JSON.stringify(r, (_k, v) => (typeof v === 'bigint' ? Number(v) : v))).sort()
}

/**
 * Every aggregate as kept, beside the same numbers recounted from the answers (and the answers' own hit flag
 * recomputed from the questions' keys and statuses, decision 0021). The topic and the concepts are the questions' as
 * they are now; shards are summed; empty rows and buckets are left out.
 */
export const AGGREGATE_RECOUNTS: [name: string, kept: SQL, recounted: SQL][] = [
  [
    'answers.correct',
    `select a.id, a.correct from answers a`,
    `select a.id, ((q.status = '${QUESTION_STATUS.annulled}' and a.kind = '${ANSWER_KIND.weekly}')
              or a.alternative_id = q.correct_alternative_id) as correct
     from answers a join questions q on q.id = a.question_id`,
  ] as [string, string, string],
  ...SUM_AGGREGATES.map(recountSum),
  TODAY_RECOUNT,
  CONCEPTS_RECOUNT,
  ...MOCK_RECOUNTS,
  PROGRESS_RECOUNT,
].map(([name, kept, recounted]) => [name, sql.raw(kept), sql.raw(recounted)])

/** The aggregates that differ from their recount, with how many rows differ on either side; empty when all agree. */
export async function aggregateMismatches(db: Executor): Promise<{ name: string; rows: number }[]> {
  const found = []
  for (const [name, kept, recounted] of AGGREGATE_RECOUNTS) {
    const a = await rowsOf(db, kept)
    const b = await rowsOf(db, recounted)
    const inA = new Set(a)
    const inB = new Set(b)
    const rows = a.filter((r) => !inB.has(r)).length + b.filter((r) => !inA.has(r)).length
    if (rows > 0) found.push({ name, rows })
  }
  return found
}
