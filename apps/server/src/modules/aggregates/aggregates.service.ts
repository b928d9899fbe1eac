import { type SQL, sql, type Table } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import {
  aggregateFoldQueue,
  answers,
  conceptStats,
  mockResults,
  mockScoreCounts,
  practiceDayScores,
  questionProgress,
} from '../../db/schema/index.ts'
import { heldAnswerOf } from '../seal/seal.sql.ts'
import { cardsRelationSql, type PairCard, rebuildCards } from './aggregates.cards.ts'
import { bulkConceptsSql, differenceConceptsSql } from './aggregates.concepts.ts'
import { bulkSumSql, differenceSumSql } from './aggregates.generate.ts'
import { bulkMockSql, differenceMockSql, LIVE_MOCK_RESULTS, liveMockSql } from './aggregates.mocks.ts'
import { bulkProgressSql, differenceProgressSql } from './aggregates.progress.ts'
import { queueAnswersSql, queuedAnswersSql } from './aggregates.queue.ts'
import {
  ALTERNATIVE_COUNTS,
  COURSE_STATS,
  QUESTION_COUNTS,
  STUDENT_DAY_STATS,
  STUDENT_HOUR_STATS,
  STUDENT_SUBJECT_STATS,
  type SumAggregate,
  TOPIC_STATS,
} from './aggregates.sums.ts'
import { list, of, type StoredAnswers } from './aggregates.terms.ts'
import { bulkTodaySql, differenceTodaySql } from './aggregates.today.ts'

/**
 * The owner of every table derived from answers (decision 0043): no other module writes them. Each is declared once
 * (aggregates.sums.ts, and by hand for progress and the mock's ranking pair) and every path is generated here: in
 * bulk (stored answers: what the fold runs, aggregates.fold.ts), as a key change's difference, and as a recount
 * (aggregates.recount.ts). Only the mock's ranking pair is also written live, in the answer statement (decision 0047).
 */

export { cardColumns, rebuildAllCards, rebuildCards, storedCard } from './aggregates.cards.ts'
export { moveProgressToSubject, recordSkip } from './aggregates.progress.ts'
export { queuedSql } from './aggregates.queue.ts'
export { releaseHeldAnswers } from './aggregates.release.ts'
export { LIVE_MOCK_RESULTS }

/** The sum aggregates, in the order the fold and a key change write them. */
export const SUM_AGGREGATES: SumAggregate[] = [
  ALTERNATIVE_COUNTS,
  QUESTION_COUNTS,
  STUDENT_DAY_STATS,
  STUDENT_SUBJECT_STATS,
  STUDENT_HOUR_STATS,
  TOPIC_STATS,
  COURSE_STATS,
]

/** The tables the fold writes (foldStatement), in its order. */
export const FOLDED_TABLES: Table[] = [
  ...SUM_AGGREGATES.map((a) => a.table),
  practiceDayScores,
  conceptStats,
  questionProgress,
]

/** Every table this module owns: no other module writes them (aggregates-owner.test.ts). */
export const OWNED_TABLES: Table[] = [...FOLDED_TABLES, mockResults, mockScoreCounts, aggregateFoldQueue]

/** Empties every aggregate, for a data set generated again from nothing (the benchmarks). */
export function emptyAggregatesSql(): SQL {
  return sql`truncate ${list(OWNED_TABLES.map((table) => sql`${table}`))}`
}

/**
 * The answer statement's CTEs (comma-separated, for its `with`) for the answers it recorded: each queued for the fold
 * (decision 0047) unless a modo-prova mock holds it back (decision 0056), and the mock's ranking pair, which the
 * student sees at once (their place). `recorded` has one row per recorded answer, at most one per student: id,
 * user_id, correct, at, mock_id (null outside a mock) and held. The CTE LIVE_MOCK_RESULTS holds the mock
 * participants' new results (mock_id, user_id, hits, created).
 */
export function liveAggregatesSql(recorded: SQL): SQL {
  return sql`queued as (${queueAnswersSql(recorded, sql`not src.held`)}),
  ${liveMockSql(recorded)}`
}

/** The statements adding the stored answers to every aggregate the fold keeps (all but the mock's ranking pair). */
function foldedStatements(stored: StoredAnswers, cards?: SQL): SQL[] {
  return [
    ...SUM_AGGREGATES.map((a) => bulkSumSql(a, stored)),
    bulkTodaySql(stored),
    bulkConceptsSql(stored),
    bulkProgressSql(stored, cards),
  ]
}

/**
 * The fold's one statement for a batch of queued answers (`ids`, one bigint[] parameter): the queue's copies read
 * once, then added to every folded aggregate, each insert a CTE over them, the progress rows with the review cards
 * the batch's answers give (`cards`, foldedCards). Returns how many answers it read.
 */
export function foldStatement(ids: number[], cards: PairCard[]): SQL {
  const stored = { relation: sql`fold_batch`, where: sql`true`, empty: false }
  return sql`with fold_batch as materialized (${queuedAnswersSql(ids)}),
  fold_cards as (${cardsRelationSql(cards)}),
  ${list(
    foldedStatements(stored, sql`fold_cards`).map(
      (statement, i) => sql`${sql.identifier(`folded_${i}`)} as (${statement})`,
    ),
    sql`,\n  `,
  )}
  select count(*)::int as n from fold_batch`
}

/**
 * The statements adding the stored answers matching `where` (an SQL condition on `answers a`) to every aggregate, the
 * mock's pair included, as if each had been answered and folded: for answers stored in bulk (the demo's mock
 * participants, the benchmarks' data sets). Each answer must be added once. `empty`: the tables are empty and keyless
 * (a bulk load, which builds the folded tables' keys after; FOLDED_TABLES), so rows are inserted without looking for
 * one to add to.
 */
export function bulkAggregateStatements(where: SQL, empty = false): SQL[] {
  return [...foldedStatements({ relation: sql`${answers}`, where, empty }), bulkMockSql(where)]
}

/** Runs bulkAggregateStatements in the caller's transaction, and makes the answered pairs' review cards. */
export async function addStoredAnswers(db: Executor, where: SQL): Promise<void> {
  for (const statement of bulkAggregateStatements(where)) await db.execute(statement)
  await rebuildCards(db, where)
}

/**
 * What a key change's `changed` CTE (an `update answers a ... returning`) must return: the answers' columns with
 * their new hit, and `d`, the hit's difference (+1 or -1).
 */
export const CHANGED_ANSWER_COLUMNS = sql`${list(
  [
    answers.id,
    answers.userId,
    answers.courseId,
    answers.subjectId,
    answers.questionId,
    answers.alternativeId,
    answers.kind,
    answers.referenceId,
    answers.answeredAt,
    answers.correct,
  ].map((column) => of('a', column)),
)}, case when a.correct then 1 else -1 end as d, ${heldAnswerOf('a')} as held`

/**
 * The CTEs (comma-separated, after `changed`) moving every aggregate by the difference of the answers to
 * `questionId` rescored in `changed`, grouped per row. The caller has folded every queued answer first (decision
 * 0047), so the difference applies to answers already counted: all but those a modo-prova mock holds back, which
 * move only its live ranking pair (decision 0056). The topic and concepts are the question's now.
 */
export function aggregateDifferencesSql(changed: SQL, questionId: number): SQL {
  const folded = sql`folded_changed`
  return list(
    [
      sql`${folded} as (select * from ${changed} where not held)`,
      ...SUM_AGGREGATES.map((a) => differenceSumSql(a, folded)),
      differenceTodaySql(folded),
      differenceConceptsSql(folded),
      differenceProgressSql(folded, questionId),
      differenceMockSql(changed),
    ].filter((cte) => cte !== null),
    sql`,\n  `,
  )
}
