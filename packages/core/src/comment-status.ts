// Plain values (no zod): the web's screens import them at run time without the contract's schemas.

/**
 * A comment's moderation statuses (decision 0023), as stored and sent: new comments are Criada (SPEC section 4);
 * staff move them to Em análise, Respondida (with a reply) or Arquivada. Open while Criada or Em análise (the quality
 * queue counts these). The one spelling of each value (decision 0052).
 */
export const COMMENT_STATUS = {
  created: 'Criada',
  underAnalysis: 'Em análise',
  answered: 'Respondida',
  archived: 'Arquivada',
} as const
export type CommentStatus = (typeof COMMENT_STATUS)[keyof typeof COMMENT_STATUS]

/** Every status, in the order the staff's selects list them. */
export const COMMENT_STATUSES = [
  COMMENT_STATUS.created,
  COMMENT_STATUS.underAnalysis,
  COMMENT_STATUS.answered,
  COMMENT_STATUS.archived,
] as const

/** Statuses of comments still waiting for staff (the quality queue's open comments). */
export const OPEN_COMMENT_STATUSES = [COMMENT_STATUS.created, COMMENT_STATUS.underAnalysis] as const

/** A staff reply holds at most this many characters (plain text). */
export const COMMENT_REPLY_MAX_LENGTH = 5000
