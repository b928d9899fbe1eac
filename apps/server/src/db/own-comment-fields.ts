import { comments } from './schema/index.ts'

/**
 * The columns of a student's own comment that questions' ownCommentJson reads (never who replied): practice reads
 * them with each question, "Meus comentários" with its table and comments' part of the LGPD export with the
 * course. In db/ as two modules at different layers (decision 0011) select them.
 */
export const ownCommentFields = {
  id: comments.id,
  questionId: comments.questionId,
  text: comments.text,
  status: comments.status,
  createdAt: comments.createdAt,
  replyText: comments.replyText,
  repliedAt: comments.repliedAt,
}
