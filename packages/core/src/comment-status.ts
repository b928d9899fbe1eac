// Plain values (no zod): the web's screens import them at run time without the contract's schemas.

/**
 * A comment's moderation statuses (decision 0023), as stored and sent: new comments are Criada (SPEC section 4);
 * staff move them to Em análise, Respondida (with a reply) or Arquivada. The server's `COMMENT_STATUS` spells the
 * same four.
 */
export const COMMENT_STATUSES = ['Criada', 'Em análise', 'Respondida', 'Arquivada'] as const
export type CommentStatusName = (typeof COMMENT_STATUSES)[number]

/** A staff reply holds at most this many characters (plain text). */
export const COMMENT_REPLY_MAX_LENGTH = 5000
