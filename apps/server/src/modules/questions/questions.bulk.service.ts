import { batches } from '../../db/batches.ts'
import type { Executor } from '../../db/client.ts'
import { ensureConcepts } from '../concepts/concepts.service.ts'
import { BY_IMPORT, changeAnswerKeys, writeAnswerKeys } from './answer-key.service.ts'
import * as repo from './questions.bulk.repo.ts'

// The questions module's bulk write (decision 0076): questions, their alternatives, keys and tags, set-based, for
// the question import, which finds or creates what they point to through their owners first.

export { ensureExams, examKey, type FoundExam } from './exams.bulk.repo.ts'
export { type ExistingQuestion, findQuestionsByRef, type QuestionValues } from './questions.bulk.repo.ts'

/** A question to write: its columns, its alternatives in order, the right one's position, its tags' names. */
export interface BulkQuestion {
  values: repo.QuestionValues
  alternatives: { letter: string; textHtml: string }[]
  correct: number
  tags: string[]
}

/**
 * Replaces the tags of the questions `replaced` with `rows` (a question's tags by name, the missing concepts
 * created by their owner): the editor tags one question, the import a file's.
 */
export async function tagQuestions(
  tx: Executor,
  replaced: number[],
  rows: { questionId: number; tags: string[] }[],
): Promise<void> {
  const tagIds = await ensureConcepts(tx, [...new Set(rows.flatMap((r) => r.tags))])
  await repo.replaceQuestionTags(
    tx,
    replaced,
    rows.flatMap((r) =>
      [...new Set(r.tags.map((tag) => tagIds.get(tag) as number))].map((tagId) => ({
        questionId: r.questionId,
        tagId,
      })),
    ),
  )
}

/**
 * Inserts the `fresh` questions and rewrites the `changed` ones in place (everything but the status): alternatives
 * by position, so answers stay attached; a new question gets its first key, a changed one's key moves through
 * changeAnswerKeys, which rescores its answers (decision 0021); the tags of both are replaced.
 */
export async function writeQuestionsInBulk(
  tx: Executor,
  courseId: number,
  fresh: BulkQuestion[],
  changed: (BulkQuestion & { id: number })[],
): Promise<void> {
  // The alternatives of every written question, by question id and position, to find the correct one.
  const alternativeIds = new Map<number, Map<number, number>>()
  const remember = (row: repo.AlternativeRow) => {
    const byPosition = alternativeIds.get(row.questionId) ?? new Map<number, number>()
    byPosition.set(row.position, row.id)
    alternativeIds.set(row.questionId, byPosition)
  }

  const newIds = await repo.insertQuestions(
    tx,
    courseId,
    fresh.map((q) => q.values),
  )
  const questionIdOf = new Map<BulkQuestion, number>()
  for (const q of fresh) questionIdOf.set(q, newIds.get(q.values.ref) as number)
  const newAlternatives = fresh.flatMap((q) =>
    q.alternatives.map((a, position) => ({
      questionId: questionIdOf.get(q) as number,
      position,
      letter: a.letter,
      textHtml: a.textHtml,
    })),
  )

  // Changed questions keep their alternatives' ids: rows are updated by position, added or removed at the end.
  await repo.updateQuestions(
    tx,
    changed.map((q) => ({ ...q.values, id: q.id })),
  )
  const current = await repo.listAlternatives(
    tx,
    changed.map((c) => c.id),
  )
  const currentByQuestion = new Map<number, Map<number, number>>()
  for (const row of current) {
    const byPosition = currentByQuestion.get(row.questionId) ?? new Map<number, number>()
    byPosition.set(row.position, row.id)
    currentByQuestion.set(row.questionId, byPosition)
  }
  const toUpdate: { id: number; letter: string; textHtml: string }[] = []
  const toDelete: number[] = []
  for (const q of changed) {
    const { id } = q
    questionIdOf.set(q, id)
    const byPosition = currentByQuestion.get(id) ?? new Map<number, number>()
    for (const [position, a] of q.alternatives.entries()) {
      const alternativeId = byPosition.get(position)
      if (alternativeId === undefined) {
        newAlternatives.push({ questionId: id, position, letter: a.letter, textHtml: a.textHtml })
      } else {
        toUpdate.push({ id: alternativeId, letter: a.letter, textHtml: a.textHtml })
        remember({ id: alternativeId, questionId: id, position })
      }
    }
    for (const [position, alternativeId] of byPosition) {
      if (position >= q.alternatives.length) toDelete.push(alternativeId)
    }
  }
  await repo.updateAlternatives(tx, toUpdate)
  await repo.deleteAlternatives(tx, toDelete)
  for (const row of await repo.insertAlternatives(tx, newAlternatives)) remember(row)

  const keyOf = (q: BulkQuestion) => {
    const questionId = questionIdOf.get(q) as number
    return { questionId, alternativeId: alternativeIds.get(questionId)?.get(q.correct) as number }
  }
  // A new question gets its first key from the key's one writer; a changed one's key moves through
  // changeAnswerKeys, which rescores the answers of each whose key moved (decision 0021): a few questions per turn
  // of the event loop, as each moved key rescores its answers in several statements.
  await writeAnswerKeys(
    tx,
    fresh.map(keyOf).map((k) => ({ questionId: k.questionId, correctAlternativeId: k.alternativeId })),
  )
  const newKeys = changed
    .map(keyOf)
    .sort((a, b) => a.questionId - b.questionId)
    .map(({ questionId, alternativeId }) => ({ questionId, change: { correctAlternativeId: alternativeId } }))
  for await (const batch of batches(newKeys, 20)) await changeAnswerKeys(tx, BY_IMPORT, batch)

  await tagQuestions(
    tx,
    changed.map((c) => c.id),
    [...fresh, ...changed].map((q) => ({ questionId: questionIdOf.get(q) as number, tags: q.tags })),
  )
}
