import { QUESTION_STATUS } from './question-status.ts'

/**
 * What a question's answers are scored against (decision 0021): its right alternative (undefined for one the
 * staff editor has not saved yet) and whether it is annulled.
 */
export interface AnswerKey {
  correctAlternativeId: number | null | undefined
  annulled: boolean
}

/** Whether a question of this status is annulled (right for every mock answer, out of practice). */
export const isAnnulled = (status: string): boolean => status === QUESTION_STATUS.annulled

/**
 * Did the key or the annulment change from `before` to `after`: the one test of "this edit rescores answers",
 * which the server applies before it rescores and the staff editor before it asks to confirm.
 */
export function answerKeyChange(before: AnswerKey, after: AnswerKey): { key: boolean; annulment: boolean } {
  return {
    key: before.correctAlternativeId !== after.correctAlternativeId,
    annulment: before.annulled !== after.annulled,
  }
}
