import { ANSWER_KIND } from '@gabarito/core'
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'
import { answers } from '../../db/schema/index.ts'
import { aggregateDifferencesSql, CHANGED_ANSWER_COLUMNS } from '../aggregates/aggregates.service.ts'

/**
 * The answer key a question is scored against: its right alternative, and whether it is annulled. Its owner, the
 * questions module (answer-key.service.ts), writes it and then asks for the answers' rescore below.
 */
export interface AnswerKey {
  correctAlternativeId: number | null
  annulled: boolean
}

/**
 * Whether an answer `a` is right under `key` (decision 0021): an annulled question is right for every answer given
 * in a weekly mock; otherwise, and outside mocks, the chosen alternative must be the key.
 */
function rightUnder(key: AnswerKey) {
  return sql`((${key.annulled}::boolean and a.kind = ${ANSWER_KIND.weekly})
    or coalesce(a.alternative_id = ${key.correctAlternativeId}::int, false))`
}

/** Whether anyone answered the question, folded or still queued (the staff's counts show only what was folded). */
export async function hasAnswers(db: Executor, questionId: number): Promise<boolean> {
  const rows = await db
    .select({ id: answers.id })
    .from(answers)
    .where(eq(answers.questionId, questionId))
    .limit(1)
  return rows.length > 0
}

/** How many answers to the question `key` would turn from right to wrong or back, and how many there are. */
export async function countChanged(db: Executor, questionId: number, key: AnswerKey) {
  const [row] = await parsedRows(
    db,
    sql`select (count(*) filter (where a.correct <> ${rightUnder(key)}))::int as changed, count(*)::int as total
        from ${answers} a where a.question_id = ${questionId}`,
    z.object({ changed: z.number(), total: z.number() }),
  )
  return row ?? { changed: 0, total: 0 }
}

/**
 * Rescores every answer to the question under `key` in ONE statement, set-based: flips the answers whose hit
 * changes, and the aggregates' owner (modules/aggregates, decision 0043) moves each aggregate by the difference,
 * grouped per row. A difference applies only to answers already counted: the caller folds what is queued first, in
 * the same transaction (decision 0047). Returns how many answers changed.
 */
export async function rescoreAnswers(tx: Executor, questionId: number, key: AnswerKey): Promise<number> {
  const [row] = await parsedRows(
    tx,
    sql`with
  changed as (
    update ${answers} a set correct = not a.correct
    where a.question_id = ${questionId} and a.correct <> ${rightUnder(key)}
    returning ${CHANGED_ANSWER_COLUMNS}
  ),
  ${aggregateDifferencesSql(sql`changed`, questionId)}
select count(*)::int as changed from changed`,
    z.object({ changed: z.number() }),
  )
  return row?.changed ?? 0
}
