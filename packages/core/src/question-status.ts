// Plain values (no zod): the web's staff screens import them at run time without the contract's schemas.

/**
 * A question's status: only published questions are served in practice and past exams; a hidden one is kept out;
 * an annulled one has left practice and counts as right for everyone who answered it in a weekly mock (decision 0021).
 * The one spelling of each value (decision 0052): the database's column and CHECK, the server and the web read it.
 */
export const QUESTION_STATUS = { published: 'PUBLICADA', hidden: 'OCULTA', annulled: 'ANULADA' } as const
export type QuestionStatus = (typeof QUESTION_STATUS)[keyof typeof QUESTION_STATUS]
/** Every status, in the order the staff's selects list them. */
export const QUESTION_STATUSES = [
  QUESTION_STATUS.published,
  QUESTION_STATUS.hidden,
  QUESTION_STATUS.annulled,
] as const

/** The pt-BR label staff read for each status. */
export const QUESTION_STATUS_LABELS: Record<QuestionStatus, string> = {
  PUBLICADA: 'Ativa',
  OCULTA: 'Oculta',
  ANULADA: 'Anulada',
}

/** Alternatives a question has in the back office's editor (the importer takes up to 10). */
export const STAFF_ALTERNATIVES = { min: 2, max: 6 } as const
