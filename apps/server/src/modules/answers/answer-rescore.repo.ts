import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { queryRows } from '../../db/rows.ts'
import { ANSWER_KIND, QUESTION_STATUS } from '../../db/schema/index.ts'
import { takeFoldLock } from '../aggregates/aggregates.lock.ts'
import { aggregateDifferencesSql, CHANGED_ANSWER_COLUMNS } from '../aggregates/aggregates.service.ts'

/** The answer key a question is scored against: its right alternative, and whether it is annulled. */
export interface AnswerKey {
  correctAlternativeId: number | null
  annulled: boolean
}

export interface LockedQuestion {
  id: number
  status: string
  correctAlternativeId: number | null
}

/** How long a key change waits for the answers being recorded to the question (then a 503). */
export const RESCORE_LOCK_TIMEOUT = '3s'
/** How long a key change waits for a fold in progress (decision 0047): a batch, seconds at most. */
const FOLD_LOCK_TIMEOUT = '30s'

/**
 * Takes the fold's lock (decision 0047) before any question's: a fold checks its progress rows' questions (their
 * foreign key), so a key change holding a question and then waiting for the fold would wait for a fold waiting for
 * it. Holding the fold's lock first, the key change folds what is queued itself and no fold runs beside it.
 */
async function lockFoldFirst(tx: Executor) {
  await tx.execute(sql.raw(`set local lock_timeout = '${FOLD_LOCK_TIMEOUT}'`))
  await takeFoldLock(tx)
  await tx.execute(sql.raw(`set local lock_timeout = '${RESCORE_LOCK_TIMEOUT}'`))
}

/**
 * Whether an answer `a` is right under `key` (decision 0021): an annulled question is right for every answer given
 * in a weekly mock; otherwise, and outside mocks, the chosen alternative must be the key.
 */
function rightUnder(key: AnswerKey) {
  return sql`((${key.annulled}::boolean and a.kind = ${ANSWER_KIND.weekly})
    or coalesce(a.alternative_id = ${key.correctAlternativeId}::int, false))`
}

/**
 * The question, its row locked against answers (the answer statement reads the key `for key share`): answers
 * being recorded to it finish first, later ones wait for this transaction and read the new key. Waits at most
 * RESCORE_LOCK_TIMEOUT, for this lock and every other one the transaction takes afterwards.
 */
export async function lockQuestion(tx: Executor, questionId: number): Promise<LockedQuestion | undefined> {
  await lockFoldFirst(tx)
  const [row] = await queryRows<LockedQuestion>(
    tx,
    sql`select id, status, correct_alternative_id as "correctAlternativeId" from questions
        where id = ${questionId} for update`,
  )
  return row
}

/** The keys of these questions, their rows locked against answers (answers to them wait for the caller's change). */
export async function lockedKeys(tx: Executor, questionIds: number[]): Promise<Map<number, AnswerKey>> {
  if (questionIds.length === 0) return new Map()
  await takeFoldLock(tx)
  const rows = await queryRows<{ id: number; correct_alternative_id: number | null; status: string }>(
    tx,
    sql`select id, correct_alternative_id, status from questions
        where id in (${sql.join(
          questionIds.map((id) => sql`${id}`),
          sql`, `,
        )}) order by id for update`,
  )
  return new Map(
    rows.map((r) => [
      r.id,
      { correctAlternativeId: r.correct_alternative_id, annulled: r.status === QUESTION_STATUS.annulled },
    ]),
  )
}

/** Gives back the session's lock timeout, for what the caller's transaction does next. */
export async function releaseLockTimeout(tx: Executor): Promise<void> {
  await tx.execute(sql.raw('set local lock_timeout to default'))
}

export async function findQuestion(db: Executor, questionId: number): Promise<LockedQuestion | undefined> {
  const [row] = await queryRows<LockedQuestion>(
    db,
    sql`select id, status, correct_alternative_id as "correctAlternativeId" from questions where id = ${questionId}`,
  )
  return row
}

export async function isAlternativeOf(
  db: Executor,
  questionId: number,
  alternativeId: number,
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from alternatives where id = ${alternativeId} and question_id = ${questionId}`,
  )
  return rows.length > 0
}

/** How many answers to the question `key` would turn from right to wrong or back, and how many there are. */
export async function countChanged(db: Executor, questionId: number, key: AnswerKey) {
  const [row] = await queryRows<{ changed: number; total: number }>(
    db,
    sql`select (count(*) filter (where a.correct <> ${rightUnder(key)}))::int as changed, count(*)::int as total
        from answers a where a.question_id = ${questionId}`,
  )
  return row ?? { changed: 0, total: 0 }
}

export async function writeKey(
  tx: Executor,
  questionId: number,
  correctAlternativeId: number | null,
  status: string,
) {
  await tx.execute(
    sql`update questions set correct_alternative_id = ${correctAlternativeId}, status = ${status}, updated_at = now()
        where id = ${questionId}`,
  )
}

/**
 * Rescores every answer to the question under `key` in ONE statement, set-based: flips the answers whose hit
 * changes, and the aggregates' owner (modules/aggregates, decision 0043) moves each aggregate by the difference,
 * grouped per row. A difference applies only to answers already counted: the caller folds what is queued first, in
 * the same transaction (decision 0047). Returns how many answers changed.
 */
export async function rescoreAnswers(tx: Executor, questionId: number, key: AnswerKey): Promise<number> {
  const [row] = await queryRows<{ changed: number }>(
    tx,
    sql`with
  changed as (
    update answers a set correct = not a.correct
    where a.question_id = ${questionId} and a.correct <> ${rightUnder(key)}
    returning ${sql.raw(CHANGED_ANSWER_COLUMNS)}
  ),
  ${sql.raw(aggregateDifferencesSql('changed', questionId))}
select count(*)::int as changed from changed`,
  )
  return row?.changed ?? 0
}
