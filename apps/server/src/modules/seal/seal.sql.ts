import { ANSWER_KIND, MOCK_KEY_MODE, type MockKeyMode } from '@gabarito/core'
import { type SQL, sql } from 'drizzle-orm'
import { mockQuestions, mocks } from '../../db/schema/index.ts'
import { sqlConstant } from '../../db/sql.ts'

// The modo-prova seal in SQL (decisions 0056 and 0073): the only place a statement spells the mode "ao encerrar" or
// the release's mark (mocks.released_at). The statements of every other module ask these fragments, inline, so the
// answer statement stays one round trip.

const AT_CLOSE = sqlConstant(MOCK_KEY_MODE.atClose)
const WEEKLY = sqlConstant(ANSWER_KIND.weekly)

/**
 * Whether the question `questionId` sits in a modo-prova mock that opened by `now` and was not released yet (decision
 * 0056), other than `answeredIn` (the mock being answered, when it is one): answered anywhere else (practice, a past
 * exam, another mock), it would give the mock's key away. A lookup through the mock questions' question index, as
 * the questions of a course are in few mocks.
 */
export function sealedQuestionSql(questionId: SQL, now: SQL, answeredIn: SQL = sql`null::int`): SQL {
  return sql`exists (select 1 from ${mockQuestions} sq join ${mocks} sm on sm.id = sq.mock_id
    where sq.question_id = ${questionId} and sm.key_mode = ${AT_CLOSE}
      and sm.released_at is null and sm.opens_at <= ${now} and sm.id is distinct from ${answeredIn})`
}

/**
 * Whether an open modo-prova mock holds the question `questionId` at `now`: opened and not yet closed. Its discussion
 * opens at the close, when the review shows its key to every student (decision 0067), not at the release a minute
 * later.
 */
export const inOpenExamModeMockSql = (questionId: SQL, now: string) =>
  sql<boolean>`exists (select 1 from ${mockQuestions} sq join ${mocks} sm on sm.id = sq.mock_id
    where sq.question_id = ${questionId} and sm.key_mode = ${AT_CLOSE}
      and sm.opens_at <= ${now}::timestamptz and sm.closes_at > ${now}::timestamptz)`

// While a mock whose key shows at its close is open, its answers stay out of the fold, so that no report, counter or
// progress a student can read moves with a hit. Its ranking pair (mock_results and the histogram) is kept live as
// for any mock: nothing shows it before the close. The release, after the close, hands the held answers to the fold.

/** Whether the mock `mockId` (an SQL expression) holds its answers back: modo prova, not released yet. */
export function heldMockSql(mockId: SQL): SQL {
  return sql`exists (select 1 from ${mocks} hm where hm.id = ${mockId}
    and hm.key_mode = ${AT_CLOSE} and hm.released_at is null)`
}

/** Whether a stored answer (its `kind` and `reference_id`, as SQL) is held back from the fold. */
export function heldAnswerSql(kind: SQL, referenceId: SQL): SQL {
  return sql`(${kind} = ${WEEKLY} and ${heldMockSql(referenceId)})`
}

/** heldAnswerSql of the answer aliased `alias` in the query. */
export const heldAnswerOf = (alias: 'a' | 'c') =>
  heldAnswerSql(sql`${sql.identifier(alias)}.kind`, sql`${sql.identifier(alias)}.reference_id`)

/**
 * The release's mark: the modo-prova mock `mockId` released at `at`, once (a mock released already, or not in modo
 * prova, is left as it is). An update returning the id of the mock it released, for the statement that queues the
 * mock's held answers for the fold in the same step (aggregates' releaseHeldAnswers).
 */
export function markReleasedSql(mockId: number, at: Date): SQL {
  return sql`update ${mocks} set released_at = ${at.toISOString()}::timestamptz
          where id = ${mockId} and key_mode = ${AT_CLOSE} and released_at is null returning id`
}

/** The window and key mode of a mock being composed or changed. */
export interface MockWindow {
  opensAt: Date
  closesAt: Date
  keyMode: MockKeyMode
}

/**
 * The course's other mocks (not `exceptMockId`) that may not share a question with a mock of `window` (decision
 * 0056): those open at some instant of it, when the one or the other is in modo prova and the modo-prova one is not
 * released. A question in both would answer, key and all in an immediate mock, while modo prova seals it.
 */
export function sealingMocksSql(courseId: number, window: MockWindow, exceptMockId: number): SQL {
  return sql`select sm.id, sm.name, sm.opens_at, sm.closes_at from ${mocks} sm
    where sm.course_id = ${courseId} and sm.id <> ${exceptMockId}
      and sm.opens_at < ${window.closesAt.toISOString()}::timestamptz
      and sm.closes_at > ${window.opensAt.toISOString()}::timestamptz
      and (${window.keyMode === MOCK_KEY_MODE.atClose} or (sm.key_mode = ${AT_CLOSE} and sm.released_at is null))`
}
