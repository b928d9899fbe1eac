import { ANSWER_KIND, QUESTION_STATUS } from '@gabarito/core'
import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'
import { answers, questions } from '../../db/schema/index.ts'
import { cardMismatches } from './aggregates.cards.ts'

export { cardMismatches }

import { CONCEPTS_RECOUNT } from './aggregates.concepts.ts'
import { recountSum } from './aggregates.generate.ts'
import { MOCK_RECOUNTS } from './aggregates.mocks.ts'
import { PROGRESS_RECOUNT } from './aggregates.progress.ts'
import { SUM_AGGREGATES } from './aggregates.service.ts'
import { TODAY_RECOUNT } from './aggregates.today.ts'

// The recount of every aggregate, generated from the same declarations as the fold's writes: the oracle
// of the tests (answer-rescore.test-helpers.ts) and of `npm run bench:faults` (decision 0030).

/** Rows as comparable strings, sorted: two queries agree when they hold the same rows. */
export async function rowsOf(db: Executor, query: SQL): Promise<string[]> {
  const rows = await parsedRows(db, query, z.record(z.string(), z.unknown()))
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
    sql`select ${answers.id}, ${answers.correct} from ${answers}`,
    sql`select a.id, ((q.status = ${QUESTION_STATUS.annulled} and a.kind = ${ANSWER_KIND.weekly})
              or a.alternative_id = q.correct_alternative_id) as correct
     from ${answers} a join ${questions} q on q.id = a.question_id`,
  ],
  ...SUM_AGGREGATES.map(recountSum),
  TODAY_RECOUNT,
  CONCEPTS_RECOUNT,
  ...MOCK_RECOUNTS,
  PROGRESS_RECOUNT,
]

/**
 * The aggregates that differ from their recount, with how many rows differ on either side, the review cards among
 * them; empty when all agree.
 */
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
  const cards = await cardMismatches(db)
  if (cards > 0) found.push({ name: 'question_progress cards', rows: cards })
  return found
}
