import { sql, type Table } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { mockResults, mockScoreCounts, questionProgress } from '../../db/schema/index.ts'
import { bulkSumSql, differenceSumSql, liveSumSql } from './aggregates.generate.ts'
import { bulkMockSql, differenceMockSql, LIVE_MOCK_RESULTS, liveMockSql } from './aggregates.mocks.ts'
import { bulkProgressSql, differenceProgressSql, liveProgressSql } from './aggregates.progress.ts'
import {
  ALTERNATIVE_COUNTS,
  ANSWER_STATS,
  CONCEPT_STATS,
  COURSE_STATS,
  STUDENT_DAY_STATS,
  STUDENT_SUBJECT_HOUR_STATS,
  type SumAggregate,
  TOPIC_STATS,
} from './aggregates.sums.ts'
import { tableName } from './aggregates.terms.ts'

/**
 * The owner of every table derived from answers (decision 0043): no other module writes them. Each is declared once
 * (aggregates.sums.ts, and by hand for progress and the mock's ranking pair) and every path is generated here: live
 * (in the answer statement), in bulk (stored answers), as a key change's difference, and as a recount
 * (aggregates.recount.ts).
 */

export { moveProgressToSubject, recordSkip } from './aggregates.progress.ts'
export { LIVE_MOCK_RESULTS }

/** The sum aggregates, in the order the answer statement writes them (alternative counts first, as before). */
export const SUM_AGGREGATES: SumAggregate[] = [
  ALTERNATIVE_COUNTS,
  ANSWER_STATS,
  STUDENT_DAY_STATS,
  STUDENT_SUBJECT_HOUR_STATS,
  TOPIC_STATS,
  CONCEPT_STATS,
  COURSE_STATS,
]

/** Every table this module owns: no other module writes them (aggregates-owner.test.ts). */
export const OWNED_TABLES: Table[] = [
  ...SUM_AGGREGATES.map((a) => a.table),
  questionProgress,
  mockResults,
  mockScoreCounts,
]

/** Empties every aggregate, for a data set generated again from nothing (the benchmarks). */
export function emptyAggregatesSql(): string {
  return `truncate ${OWNED_TABLES.map(tableName).join(', ')}`
}

const [counts, answerStats, ...reports] = SUM_AGGREGATES as [SumAggregate, SumAggregate, ...SumAggregate[]]

/**
 * The answer statement's CTEs (comma-separated, for its `with`) adding the answers recorded now to every aggregate.
 * `recorded` has one row per recorded answer, at most one per student: user_id, course_id, question_id,
 * alternative_id, subject_id, topic_id, correct, at, day, hour (São Paulo) and mock_id (null outside a mock). Tables
 * are written in one order, rows in key order, so statements side by side never deadlock. The CTE
 * LIVE_MOCK_RESULTS holds the mock participants' new results (mock_id, user_id, hits, created).
 */
export function liveAggregatesSql(recorded: string): string {
  return [
    liveSumSql(counts, recorded),
    liveSumSql(answerStats, recorded),
    liveProgressSql(recorded),
    ...reports.map((a) => liveSumSql(a, recorded)),
    liveMockSql(recorded),
  ].join(',\n  ')
}

/**
 * The statements adding the stored answers matching `where` (an SQL condition on `answers a`) to every aggregate,
 * as the answer statement would have one by one: for answers stored in bulk (the demo's mock participants, the
 * benchmarks' data sets). Each answer must be added once.
 */
export function bulkAggregateStatements(where: string): string[] {
  return [
    bulkSumSql(counts, where),
    bulkSumSql(answerStats, where),
    bulkProgressSql(where),
    ...reports.map((a) => bulkSumSql(a, where)),
    bulkMockSql(where),
  ]
}

/** Runs bulkAggregateStatements in the caller's transaction. */
export async function addStoredAnswers(db: Executor, where: string): Promise<void> {
  for (const statement of bulkAggregateStatements(where)) await db.execute(sql.raw(statement))
}

/**
 * What a key change's `changed` CTE (an `update answers a ... returning`) must return: the answers' columns with
 * their new hit, and `d`, the hit's difference (+1 or -1).
 */
export const CHANGED_ANSWER_COLUMNS = `a.id, a.user_id, a.course_id, a.subject_id, a.question_id, a.alternative_id,
  a.kind, a.reference_id, a.answered_at, a.correct, case when a.correct then 1 else -1 end as d`

/**
 * The CTEs (comma-separated, after `changed`) moving every aggregate by the difference of the answers to
 * `questionId` rescored in `changed`, grouped per row, in the answer statement's table order and key order, so a
 * rescore and an answer cannot lock each other in a circle. The topic and concepts are the question's now.
 */
export function aggregateDifferencesSql(changed: string, questionId: number): string {
  return [
    differenceSumSql(answerStats, changed),
    differenceProgressSql(changed, questionId),
    ...reports.map((a) => differenceSumSql(a, changed)),
    differenceMockSql(changed),
  ]
    .filter((cte) => cte !== null)
    .join(',\n  ')
}
