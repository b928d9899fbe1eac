import type { QuestionStatus } from '@gabarito/core'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { batches } from '../../db/batches.ts'
import type { Executor } from '../../db/client.ts'
import { alternatives, questions } from '../../db/schema/index.ts'
import { sqlConstant } from '../../db/sql.ts'
import { takeFoldLock } from '../aggregates/aggregates.lock.ts'

const keyColumns = {
  id: questions.id,
  status: questions.status,
  correctAlternativeId: questions.correctAlternativeId,
}
export type LockedQuestion = Pick<typeof questions.$inferSelect, keyof typeof keyColumns>

/** How long a staff key change waits for the answers being recorded to the question (then a 503). */
export const RESCORE_LOCK_TIMEOUT = '3s'
/** How long a staff key change waits for a fold in progress (decision 0047): a batch, seconds at most. */
const FOLD_LOCK_TIMEOUT = '30s'

/**
 * The questions, their rows locked against answers (the answer statement reads the key `for key share`): answers
 * being recorded to them finish first, later ones wait for this transaction and read the new key. The fold's lock
 * (decision 0047) is taken before any question's: a fold checks its progress rows' questions (their foreign key),
 * so a key change holding a question and then waiting for the fold would wait for a fold waiting for it; holding
 * the fold's lock first, the key change folds what is queued itself and no fold runs beside it. With `timeouts`
 * (a staff member waiting), every lock the transaction takes from here on waits at most RESCORE_LOCK_TIMEOUT.
 */
export async function lockKeys(
  tx: Executor,
  questionIds: number[],
  timeouts: boolean,
): Promise<LockedQuestion[]> {
  if (questionIds.length === 0) return []
  // SET takes no parameters: the timeouts are constants, written in by drizzle.
  if (timeouts) await tx.execute(sql`set local lock_timeout = ${sqlConstant(FOLD_LOCK_TIMEOUT)}`)
  await takeFoldLock(tx)
  if (timeouts) await tx.execute(sql`set local lock_timeout = ${sqlConstant(RESCORE_LOCK_TIMEOUT)}`)
  return tx
    .select(keyColumns)
    .from(questions)
    .where(inArray(questions.id, questionIds))
    .orderBy(asc(questions.id))
    .for('update')
}

/** Gives back the session's lock timeout, for what the caller's transaction does next. */
export async function releaseLockTimeout(tx: Executor): Promise<void> {
  await tx.execute(sql`set local lock_timeout to default`)
}

export async function findQuestion(db: Executor, questionId: number): Promise<LockedQuestion | undefined> {
  const [row] = await db.select(keyColumns).from(questions).where(eq(questions.id, questionId))
  return row
}

export async function isAlternativeOf(
  db: Executor,
  questionId: number,
  alternativeId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: alternatives.id })
    .from(alternatives)
    .where(and(eq(alternatives.id, alternativeId), eq(alternatives.questionId, questionId)))
  return rows.length > 0
}

/** A question's key to write, and its status when that changes with it. */
export interface KeyRow {
  questionId: number
  correctAlternativeId: number | null
  status?: QuestionStatus
}

/**
 * THE one statement that writes `questions.correct_alternative_id` (decision 0021): a few hundred questions per
 * statement, each with its key and (when given) its status. Called through writeAnswerKeys only.
 */
export async function writeKeys(tx: Executor, rows: KeyRow[]): Promise<void> {
  for await (const batch of batches(rows, 250)) {
    const values = sql.join(
      batch.map(
        (r) => sql`(${r.questionId}::int, ${r.correctAlternativeId}::int, ${r.status ?? null}::varchar)`,
      ),
      sql`, `,
    )
    await tx.execute(sql`
      update ${questions} set correct_alternative_id = v.alternative_id,
        status = coalesce(v.status, ${questions.status}), updated_at = now()
      from (values ${values}) as v(question_id, alternative_id, status)
      where ${questions.id} = v.question_id`)
  }
}
