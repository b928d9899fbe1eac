import type { Executor } from '../../db/client.ts'
import { QUESTION_STATUS, ROLES } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import { AppError, fieldError, notFound } from '../../lib/errors.ts'
import { requireRole } from '../access/access.service.ts'
import { foldAllQueued } from '../aggregates/aggregates.fold.ts'
import { recordAudit } from '../audit/audit.service.ts'
import {
  type AnswerKey,
  countChanged,
  findQuestion,
  isAlternativeOf,
  type LockedQuestion,
  lockedKeys,
  lockQuestion,
  releaseLockTimeout,
  rescoreAnswers,
  writeKey,
} from './answer-rescore.repo.ts'
import { QUESTION_NOT_FOUND } from './answers.service.ts'

/** A new answer key (the right alternative, one of the question's), or the question annulled or back in use. */
export type KeyChange = { correctAlternativeId: number } | { annul: boolean }

export const RESCORE_BUSY =
  'Esta questão está recebendo respostas agora. Tente novamente em instantes; nada foi alterado.'
export const NOT_AN_ALTERNATIVE = 'Escolha uma das alternativas desta questão.'
export const CHOOSE_A_CHANGE = 'Informe a nova alternativa correta ou se a questão fica anulada.'

export interface RescoreOutcome {
  id: number
  correctAlternativeId: number | null
  status: string
  annulled: boolean
  /** Answers whose hit changed (right to wrong or back). */
  changed: number
}

/** The key and status the question has after `change`; 422 for an alternative of another question. */
async function target(db: Executor, question: LockedQuestion, change: KeyChange) {
  const annulled = question.status === QUESTION_STATUS.annulled
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

/** How many answers to the question would change their hit under `change` (nothing is written). */
export async function countRescoredAnswers(
  db: Executor,
  questionId: number,
  change: KeyChange,
): Promise<number> {
  return (await impactOf(db, questionId, change)).changed
}

async function impactOf(db: Executor, questionId: number, change: KeyChange) {
  const question = await findQuestion(db, questionId)
  if (!question) throw notFound(QUESTION_NOT_FOUND)
  const { key } = await target(db, question, change)
  return countChanged(db, questionId, key)
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
 * Changes the question's answer key or annuls it (or takes it back) inside the caller's transaction `tx`, and
 * rescores every answer to it with every aggregate derived from answers (decision 0021), with an audit row.
 * The question's row is locked first, so answers to it being recorded finish before and later ones wait and read
 * the new key; a lock not had within RESCORE_LOCK_TIMEOUT (or a deadlock) is a 503 and the caller's transaction
 * must roll back. Writes the key and the status itself: callers (the question editor) must not.
 */
export async function rescoreQuestion(
  tx: Executor,
  caller: Caller,
  questionId: number,
  change: KeyChange,
): Promise<RescoreOutcome> {
  requireRole(caller, ROLES.admin, ROLES.manager)
  try {
    const question = await lockQuestion(tx, questionId)
    if (!question) throw notFound(QUESTION_NOT_FOUND)
    const { key, status } = await target(tx, question, change)
    const outcome = {
      id: questionId,
      correctAlternativeId: key.correctAlternativeId,
      status,
      annulled: key.annulled,
    }
    if (key.correctAlternativeId === question.correctAlternativeId && status === question.status) {
      await releaseLockTimeout(tx)
      return { ...outcome, changed: 0 }
    }
    await writeKey(tx, questionId, key.correctAlternativeId, status)
    await foldAllQueued(tx)
    const changed = await rescoreAnswers(tx, questionId, key)
    await recordAudit(tx, caller, {
      action: actionOf(change),
      entity: 'pergunta',
      entityId: questionId,
      before: { correta: question.correctAlternativeId, status: question.status },
      after: { correta: key.correctAlternativeId, status, respostas_alteradas: changed },
    })
    await releaseLockTimeout(tx)
    return { ...outcome, changed }
  } catch (error) {
    if (isLockFailure(error)) throw new AppError(503, RESCORE_BUSY)
    throw error
  }
}

/**
 * For a writer that rewrites questions' keys itself (the question import, which audits the import as a whole):
 * locks the questions and returns their keys as they are; `rescoreRewrittenKeys` with that result, once the new
 * keys are written in the same transaction, rescores the answers of every question whose key changed.
 */
export function keysBeforeRewrite(tx: Executor, questionIds: number[]): Promise<Map<number, AnswerKey>> {
  return lockedKeys(
    tx,
    [...questionIds].sort((a, b) => a - b),
  )
}

export async function rescoreRewrittenKeys(tx: Executor, before: Map<number, AnswerKey>): Promise<number> {
  const after = await lockedKeys(
    tx,
    [...before.keys()].sort((a, b) => a - b),
  )
  const rewritten = [...after].filter(([questionId, key]) => {
    const old = before.get(questionId)
    return old?.correctAlternativeId !== key.correctAlternativeId || old.annulled !== key.annulled
  })
  if (rewritten.length === 0) return 0
  await foldAllQueued(tx)
  let changed = 0
  for (const [questionId, key] of rewritten) changed += await rescoreAnswers(tx, questionId, key)
  return changed
}

const actionOf = (change: KeyChange) =>
  'annul' in change ? (change.annul ? 'anular' : 'desanular') : 'alterar_gabarito'

const outcomeJson = (o: RescoreOutcome) => ({
  id: o.id,
  correta: o.correctAlternativeId,
  status: o.status,
  anulada: o.annulled,
  respostas_alteradas: o.changed,
})

/** `GET /admin/perguntas/{id}/impacto`: how many answers a new key (or an annulment) would change. */
export async function answerKeyImpact(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  questionId: number,
  query: { correta?: number; anulada?: boolean },
) {
  requireRole(caller, ROLES.admin, ROLES.manager)
  const change = changeOf(query)
  const { changed, total } = await impactOf(deps.db, questionId, change)
  return { respostas_alteradas: changed, respostas_total: total }
}

function changeOf(query: { correta?: number; anulada?: boolean }): KeyChange {
  if (query.correta !== undefined) return { correctAlternativeId: query.correta }
  if (query.anulada !== undefined) return { annul: query.anulada }
  throw fieldError('correta', CHOOSE_A_CHANGE)
}

/** `POST /admin/perguntas/{id}/gabarito` and `/anular`: the change and the rescore in one transaction. */
export async function changeAnswerKey(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  questionId: number,
  change: KeyChange,
) {
  requireRole(caller, ROLES.admin, ROLES.manager)
  return outcomeJson(await deps.db.transaction((tx) => rescoreQuestion(tx, caller, questionId, change)))
}
