// Plain values (no zod): the web's staff screens import them at run time without the contract's schemas.

/** A question's status: published (in practice), hidden, or annulled (out of practice, right for everyone in a mock). */
export const QUESTION_STATUSES = ['PUBLICADA', 'OCULTA', 'ANULADA'] as const
export type QuestionStatus = (typeof QUESTION_STATUSES)[number]

/** The pt-BR label staff read for each status. */
export const QUESTION_STATUS_LABELS: Record<QuestionStatus, string> = {
  PUBLICADA: 'Ativa',
  OCULTA: 'Oculta',
  ANULADA: 'Anulada',
}

/** Alternatives a question has in the back office's editor (the importer takes up to 10). */
export const STAFF_ALTERNATIVES = { min: 2, max: 6 } as const
