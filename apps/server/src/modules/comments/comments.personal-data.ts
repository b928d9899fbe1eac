import type { PersonalData } from '../../lib/personal-data.ts'
import { iso, REMOVED_COMMENT, staffActColumn } from '../../lib/personal-data.ts'
import { blankCommentsOf, commentsOf } from './comments.repo.ts'

/** The person's comments to the staff (decisions 0026 and 0062). */
export const commentsPersonalData: PersonalData = {
  module: 'comments',
  columns: [
    {
      table: 'comments',
      column: 'user_id',
      erasure: 'blanked',
      why: 'the text is replaced; the row keeps the question’s comment counts and the staff’s reply in place',
      field: 'comentarios',
    },
    staffActColumn('comments', 'replied_by'),
  ],
  erase: (tx, person) => blankCommentsOf(tx, person.id, REMOVED_COMMENT, person.now),
  exports: [
    {
      field: 'comentarios',
      read: async (db, userId) =>
        (await commentsOf(db, userId)).map((c) => ({
          id: c.id,
          pergunta_id: c.questionId,
          modulo_id: c.courseId,
          texto: c.text,
          status: c.status,
          criado_em: c.createdAt.toISOString(),
          resposta: c.replyText,
          respondido_em: iso(c.repliedAt),
        })),
    },
  ],
}
