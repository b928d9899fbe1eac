// Plain values (no zod): the web's reader imports them at run time.

/**
 * The study material's kind the reader shows (SPEC: "tipo TEXTO"). No CHECK holds the column to it: material
 * brought from the old platform may carry other kinds, which the reader names as not shown here.
 */
export const STUDY_TEXT_KIND = { text: 'TEXTO' } as const
