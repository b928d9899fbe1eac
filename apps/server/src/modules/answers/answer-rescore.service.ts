import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { foldAllQueued } from '../aggregates/aggregates.fold.ts'
import { rebuildCards } from '../aggregates/aggregates.service.ts'
import { type AnswerKey, countChanged, hasAnswers, rescoreAnswers } from './answer-rescore.repo.ts'

export type { AnswerKey }

/** Whether anyone answered the question, the answers still queued for the fold included. */
export function questionHasAnswers(db: Executor, questionId: number): Promise<boolean> {
  return hasAnswers(db, questionId)
}

/** How many answers to the question would change their hit under `key`, and how many there are (nothing written). */
export function countAnswersChangedBy(db: Executor, questionId: number, key: AnswerKey) {
  return countChanged(db, questionId, key)
}

/**
 * The answers' side of a key change (decision 0021), asked by the key's owner (questions/answer-key.service.ts) in
 * its transaction once the new keys are written and the questions locked: folds what is queued, once (a difference
 * applies only to answers already counted, decision 0047), then rescores each question's answers with every
 * aggregate derived from them. Returns how many answers changed their hit, per question in the order given.
 */
export async function rescoreAnswersUnder(
  tx: Executor,
  keys: { questionId: number; key: AnswerKey }[],
): Promise<number[]> {
  if (keys.length === 0) return []
  await foldAllQueued(tx)
  const changed: number[] = []
  for (const { questionId, key } of keys) {
    const count = await rescoreAnswers(tx, questionId, key)
    // The review cards follow the answers' new hits from their first answer (decision 0057).
    if (count > 0) await rebuildCards(tx, sql`a.question_id = ${questionId}`)
    changed.push(count)
  }
  return changed
}
