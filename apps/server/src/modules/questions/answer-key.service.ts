import { answerKeyChange, isAnnulled, QUESTION_STATUS, type QuestionStatus } from '@gabarito/core'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import { AppError, fieldError, notFound } from '../../lib/errors.ts'
import { requirePermission } from '../access/access.service.ts'
import {
  type AnswerKey,
  countAnswersChangedBy,
  rescoreAnswersUnder,
} from '../answers/answer-rescore.service.ts'
import { recordAudit } from '../audit/audit.service.ts'
import {
  findQuestion,
  isAlternativeOf,
  type KeyRow,
  type LockedQuestion,
  lockKeys,
  releaseLockTimeout,
  writeKeys,
} from './answer-key.repo.ts'

/** A new answer key (the right alternative, one of the question's), or the question annulled or back in use. */
export type KeyChange = { correctAlternativeId: number } | { annul: boolean }

/**
 * Who changes keys: a staff member (permission checked, each change audited, a question busy with answers a 503
 * within RESCORE_LOCK_TIMEOUT) or the question import (it audits the import as a whole, and waits its turn).
 */
export const BY_IMPORT = 'import'
export type KeyChanger = Caller | typeof BY_IMPORT

export const QUESTION_NOT_FOUND = 'Questão não encontrada.'
export const RESCORE_BUSY =
  'Esta questão está recebendo respostas agora. Tente novamente em instantes; nada foi alterado.'
export const NOT_AN_ALTERNATIVE = 'Escolha uma das alternativas desta questão.'
export const CHOOSE_A_CHANGE = 'Informe a nova alternativa correta ou se a questão fica anulada.'

export interface KeyChangeOutcome {
  id: number
  correctAlternativeId: number | null
  status: QuestionStatus
  annulled: boolean
  /** Answers whose hit changed (right to wrong or back). */
  changed: number
}

const keyOf = (q: Pick<LockedQuestion, 'correctAlternativeId' | 'status'>): AnswerKey => ({
  correctAlternativeId: q.correctAlternativeId,
  annulled: isAnnulled(q.status),
})

/** The key and status the question has after `change`; 422 for an alternative of another question. */
async function target(db: Executor, question: LockedQuestion, change: KeyChange) {
  const annulled = isAnnulled(question.status)
  if ('annul' in change) {
    // Back in use, an annulled question is published again; any other status is kept.
    const status = change.annul
      ? QUESTION_STATUS.annulled
      : annulled
        ? QUESTION_STATUS.published
        : question.status
    return { key: { correctAlternativeId: question.correctAlternativeId, annulled: change.annul }, status }
  }
  if (!(await isAlternativeOf(db, question.id, change.correctAlternativeId)))
    throw fieldError('correta', NOT_AN_ALTERNATIVE)
  return { key: { correctAlternativeId: change.correctAlternativeId, annulled }, status: question.status }
}

const isLockFailure = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: string }
    // lock_not_available (the lock timeout), deadlock_detected
    if (code === '55P03' || code === '40P01') return true
  }
  return false
}

/**
 * THE writer of the answer key (decisions 0021 and 0076): the only function that writes a question's
 * `correct_alternative_id`, set-based. changeAnswerKeys calls it for a key that moves under answers (and rescores
 * them); the staff editor and the question import call it for a key nobody answered yet (a new question's first
 * key, or an unanswered question's), where there is nothing to rescore.
 */
export async function writeAnswerKeys(tx: Executor, rows: KeyRow[]): Promise<void> {
  await writeKeys(tx, rows)
}

const actionOf = (change: KeyChange) =>
  'annul' in change ? (change.annul ? 'anular' : 'desanular') : 'alterar_gabarito'

/**
 * THE way a question's answer key changes or it is annulled (or taken back), decisions 0011 and 0021: the staff
 * editor's PATCH and the question import both call it, inside their own transaction `tx`. Locks the questions (the
 * fold's lock first), writes each new key and status that differs (answerKeyChange, the test the staff editor
 * applies too), then has the answers module rescore their answers with every aggregate, and audits each change made
 * by a staff member. Changes one question once per call. A lock not had in time (or a deadlock) is a 503 for a
 * staff member, and the caller's transaction must roll back.
 */
export async function changeAnswerKeys(
  tx: Executor,
  by: KeyChanger,
  changes: { questionId: number; change: KeyChange }[],
): Promise<KeyChangeOutcome[]> {
  const staff = by !== BY_IMPORT
  if (staff) requirePermission(by, 'questions.edit')
  try {
    const ids = [...new Set(changes.map((c) => c.questionId))].sort((a, b) => a - b)
    const locked = new Map((await lockKeys(tx, ids, staff)).map((q) => [q.id, q]))
    const moved: { question: LockedQuestion; change: KeyChange; key: AnswerKey; status: QuestionStatus }[] =
      []
    const outcomes = new Map<number, KeyChangeOutcome>()
    /** The keys to write, by question (the rows are locked: written together before the rescore reads them). */
    const written = new Map<number, KeyRow>()
    for (const { questionId, change } of changes) {
      const question = locked.get(questionId)
      if (!question) throw notFound(QUESTION_NOT_FOUND)
      const { key, status } = await target(tx, question, change)
      outcomes.set(questionId, { id: questionId, ...key, status, changed: 0 })
      const changed = answerKeyChange(keyOf(question), key)
      if (!changed.key && !changed.annulment) continue
      written.set(questionId, { questionId, correctAlternativeId: key.correctAlternativeId, status })
      moved.push({ question, change, key, status })
    }
    await writeAnswerKeys(tx, [...written.values()])
    const counts = await rescoreAnswersUnder(
      tx,
      moved.map((m) => ({ questionId: m.question.id, key: m.key })),
    )
    for (const [i, { question, change, key, status }] of moved.entries()) {
      const changed = counts[i] ?? 0
      ;(outcomes.get(question.id) as KeyChangeOutcome).changed = changed
      if (!staff) continue
      await recordAudit(tx, by, {
        action: actionOf(change),
        entity: 'pergunta',
        entityId: question.id,
        before: { correta: question.correctAlternativeId, status: question.status },
        after: { correta: key.correctAlternativeId, status, respostas_alteradas: changed },
      })
    }
    if (staff) await releaseLockTimeout(tx)
    return changes.map((c) => outcomes.get(c.questionId) as KeyChangeOutcome)
  } catch (error) {
    if (staff && isLockFailure(error)) throw new AppError(503, RESCORE_BUSY)
    throw error
  }
}

/**
 * For a writer that locks the question's row itself before it may change the key (the editor's PATCH): takes the
 * fold's lock and then the question's (decision 0047), as changeAnswerKeys does, so that no fold waits for the
 * question while the writer waits for the fold; a question held by answers beyond RESCORE_LOCK_TIMEOUT is a 503.
 */
export async function lockForKeyChange(tx: Executor, questionId: number): Promise<void> {
  try {
    await lockKeys(tx, [questionId], true)
  } catch (error) {
    if (isLockFailure(error)) throw new AppError(503, RESCORE_BUSY)
    throw error
  }
  await releaseLockTimeout(tx)
}

/** How many answers to the question would change their hit under `change`, and how many it has (nothing written). */
export async function countRescoredAnswers(db: Executor, questionId: number, change: KeyChange) {
  const question = await findQuestion(db, questionId)
  if (!question) throw notFound(QUESTION_NOT_FOUND)
  const { key } = await target(db, question, change)
  return countAnswersChangedBy(db, questionId, key)
}

/** `GET /admin/perguntas/{id}/impacto`: how many answers a new key (or an annulment) would change. */
export async function answerKeyImpact(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  questionId: number,
  query: { correta?: number; anulada?: boolean },
) {
  requirePermission(caller, 'questions.edit')
  const { changed, total } = await countRescoredAnswers(deps.db, questionId, changeOf(query))
  return { respostas_alteradas: changed, respostas_total: total }
}

function changeOf(query: { correta?: number; anulada?: boolean }): KeyChange {
  if (query.correta !== undefined) return { correctAlternativeId: query.correta }
  if (query.anulada !== undefined) return { annul: query.anulada }
  throw fieldError('correta', CHOOSE_A_CHANGE)
}
