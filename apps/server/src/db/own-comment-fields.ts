import { comments } from './schema/index.ts'

/**
 * The columns of a student's own comment that questions' ownCommentJson reads (never who replied): "Meus
 * comentários" with its table and comments' part of the LGPD export with the course; practice reads the same columns
 * with each question in a prepared statement of its own (questions.repo's ownCommentsOn). In db/ as two modules at
 * different layers (decision 0011) read them.
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
