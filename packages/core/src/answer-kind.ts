// Plain values (no zod): the web sends them as an answer's `tipo` without the contract's schemas.

/**
 * How an answer was given (`answers.kind`): subject practice, a past exam, or the weekly mock. The exam's and the
 * mock's are also the `tipo` the web sends with those answers. The one spelling of each value (decision 0052).
 */
export const ANSWER_KIND = {
  practice: 'TREINAMENTO',
  exam: 'CONCURSO',
  weekly: 'Semanal',
  review: 'REVISAO',
} as const
export type AnswerKind = (typeof ANSWER_KIND)[keyof typeof ANSWER_KIND]
export const ANSWER_KINDS = [
  ANSWER_KIND.practice,
  ANSWER_KIND.exam,
  ANSWER_KIND.weekly,
  ANSWER_KIND.review,
] as const

/**
 * Where a student stands with a question (`question_progress.state`, a PostgreSQL enum since decision 0049): last
 * answered right, wrong, or skipped; the next batch is chosen from these.
 */
export const PROGRESS = { right: 'right', wrong: 'wrong', skipped: 'skipped' } as const
export type ProgressState = (typeof PROGRESS)[keyof typeof PROGRESS]
export const PROGRESS_STATES = [PROGRESS.right, PROGRESS.wrong, PROGRESS.skipped] as const
