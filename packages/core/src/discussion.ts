// Plain values (no zod): the web's screens import them at run time without the contract's schemas.

/**
 * A discussion comment's moderation (issue 31, decision 0058): shown to other students only once approved. A
 * reported approved comment stays shown until the staff hide it; the queue lists pending and reported ones.
 */
export const DISCUSSION_STATUS = {
  pending: 'pendente',
  approved: 'aprovado',
  hidden: 'oculto',
} as const
export type DiscussionStatus = (typeof DISCUSSION_STATUS)[keyof typeof DISCUSSION_STATUS]
export const DISCUSSION_STATUSES = [
  DISCUSSION_STATUS.pending,
  DISCUSSION_STATUS.approved,
  DISCUSSION_STATUS.hidden,
] as const

/** A discussion comment holds at most this many characters (plain text with line breaks). */
export const DISCUSSION_TEXT_MAX = 1500
/** Comments a student may post in an hour. */
export const DISCUSSION_HOURLY_LIMIT = 20
/** Comments per page of a question's discussion. */
export const DISCUSSION_PAGE_SIZE = 20

/** Cadernos (issue 31): at most this many per student, of at most this many questions each. */
export const NOTEBOOK_LIMIT = 50
export const NOTEBOOK_QUESTION_LIMIT = 2000
