import { answerKeyChange, isAnnulled, type QuestionStatus } from '@gabarito/core'
import type { Executor } from '../../db/client.ts'
import type { Caller } from '../../lib/caller.ts'
import { AppError, type FieldErrors, ValidationError } from '../../lib/errors.ts'
import { questionHasAnswers } from '../answers/answer-rescore.service.ts'
import { changeAnswerKeys, writeAnswerKeys } from './answer-key.service.ts'
import * as repo from './questions.staff.repo.ts'

const LETTERS = 'ABCDEFGHIJ'

/** An alternative the question has now: its id, letter and how many times it was chosen. */
interface CurrentAlternative {
  id: number
  letra: string
  respostas: number
}

/**
 * Writes the alternatives in the order sent and returns their ids in that order. One sent with an `id` keeps it
 * (so its answers and counts stay attached) and gets the new text, position and letter; one without is added;
 * one of the question's left out is removed, unless it was ever chosen (409: its answers would lose it).
 */
export async function writeAlternatives(
  tx: Executor,
  questionId: number,
  current: CurrentAlternative[],
  sent: { id?: number; texto: string }[],
): Promise<number[]> {
  const known = new Map(current.map((a) => [a.id, a]))
  const errors: FieldErrors = {}
  const seen = new Set<number>()
  for (const [i, a] of sent.entries()) {
    if (a.id === undefined) continue
    if (!known.has(a.id)) errors[`alternativas.${i}.id`] = ['Esta alternativa não é desta questão.']
    else if (seen.has(a.id)) errors[`alternativas.${i}.id`] = ['Esta alternativa aparece duas vezes.']
    seen.add(a.id)
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors)

  const removed = current.filter((a) => !seen.has(a.id))
  const answered = removed.filter((a) => a.respostas > 0)
  if (answered.length > 0) {
    const letters = answered.map((a) => a.letra).join(', ')
    throw new AppError(
      409,
      answered.length === 1
        ? `A alternativa ${letters} já foi respondida e não pode ser removida; altere o texto dela.`
        : `As alternativas ${letters} já foram respondidas e não podem ser removidas; altere o texto delas.`,
    )
  }
  await repo.deleteAlternatives(
    tx,
    removed.map((a) => a.id),
  )
  if (current.length > 0) await repo.parkAlternatives(tx, questionId)
  const ids: number[] = []
  for (const [position, a] of sent.entries()) {
    const values = { position, letter: LETTERS[position] as string, textHtml: a.texto }
    if (a.id === undefined) ids.push(await repo.insertAlternative(tx, { questionId, ...values }))
    else {
      await repo.updateAlternative(tx, a.id, values)
      ids.push(a.id)
    }
  }
  return ids
}

interface KeyAndStatus {
  questionId: number
  hasAnswers: boolean
  correct: { from: number | null; to: number }
  status: { from: QuestionStatus; to: QuestionStatus }
}

/**
 * Writes the right alternative and the status. For a question nobody answered yet both are written by the key's one
 * writer, writeAnswerKeys, with nothing to rescore.
 * For one with answers, a changed key or an (un)annulment changes the hits of those answers, the aggregates and
 * the mock rankings: the key's one writer, changeAnswerKeys, does it (and writes the key and the status itself),
 * in this transaction, with its own audit row saying how many answers changed.
 */
export async function applyKeyAndStatus(tx: Executor, caller: Caller, change: KeyAndStatus): Promise<void> {
  const moved = answerKeyChange(
    { correctAlternativeId: change.correct.from, annulled: isAnnulled(change.status.from) },
    { correctAlternativeId: change.correct.to, annulled: isAnnulled(change.status.to) },
  )
  // The staff's counts are the folded ones: answers still queued are asked of the answers themselves (the PATCH
  // holds the question's row, so none is being added).
  const answered =
    (moved.key || moved.annulment) && (change.hasAnswers || (await questionHasAnswers(tx, change.questionId)))
  if (!answered) {
    await writeAnswerKeys(tx, [
      { questionId: change.questionId, correctAlternativeId: change.correct.to, status: change.status.to },
    ])
    return
  }
  // RESCORE: the one place where the editor hands a key change or an (un)annulment of an answered question to
  // changeAnswerKeys (decision 0021). The key first (an annulled question stays annulled), then the annulment.
  const { questionId } = change
  if (moved.key)
    await changeAnswerKeys(tx, caller, [{ questionId, change: { correctAlternativeId: change.correct.to } }])
  if (moved.annulment)
    await changeAnswerKeys(tx, caller, [{ questionId, change: { annul: isAnnulled(change.status.to) } }])
  // Taken back from annulled, the rescoring publishes the question: a hidden one is then hidden again.
  if (!isAnnulled(change.status.to))
    await repo.updateQuestion(tx, change.questionId, { status: change.status.to })
}
