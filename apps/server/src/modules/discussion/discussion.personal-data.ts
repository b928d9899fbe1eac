import {
  discussionBlocks as b,
  discussionComments as c,
  discussionReports as r,
  discussionVotes as v,
} from '../../db/schema/index.ts'
import type { PersonalData } from '../../lib/personal-data.ts'
import { personRows, REMOVED_COMMENT, staffActColumn } from '../../lib/personal-data.ts'
import { eraseDiscussionOf } from './discussion.repo.ts'

/** The person's comments and replies in the discussions, their votes, reports and block (decision 0062). */
export const discussionPersonalData: PersonalData = {
  module: 'discussion',
  columns: [
    {
      table: 'discussion_comments',
      column: 'user_id',
      erasure: 'blanked',
      why: 'the text is replaced; the row keeps the others’ replies under it and their votes in place',
      field: 'discussao',
    },
    staffActColumn('discussion_comments', 'moderated_by'),
    {
      table: 'discussion_votes',
      column: 'user_id',
      erasure: 'kept',
      why: 'a vote holds no text; the comment’s "útil" count, kept with each vote, stays as the others saw it',
      field: 'discussao_votos',
    },
    {
      table: 'discussion_reports',
      column: 'user_id',
      erasure: 'blanked',
      why: 'the reason is cleared; the report stays counted on the comment until the staff decide on it',
      field: 'discussao_denuncias',
    },
    { table: 'discussion_blocks', column: 'user_id', erasure: 'deleted', field: 'discussao_bloqueio' },
    staffActColumn('discussion_blocks', 'blocked_by'),
  ],
  erase: (tx, person) => eraseDiscussionOf(tx, person.id, REMOVED_COMMENT, person.now),
  exports: [
    {
      field: 'discussao',
      read: personRows(
        c,
        c.userId,
        {
          id: c.id,
          pergunta_id: c.questionId,
          modulo_id: c.courseId,
          resposta_a: c.parentId,
          texto: c.text,
          status: c.status,
          fixado: c.pinned,
          uteis: c.useful,
          criado_em: c.createdAt,
          atualizado_em: c.updatedAt,
        },
        [c.id],
      ),
    },
    {
      field: 'discussao_votos',
      read: personRows(v, v.userId, { comentario_id: v.commentId, criado_em: v.createdAt }, [
        v.createdAt,
        v.commentId,
      ]),
    },
    {
      field: 'discussao_denuncias',
      read: personRows(
        r,
        r.userId,
        { comentario_id: r.commentId, motivo: r.reason, criado_em: r.createdAt },
        [r.createdAt, r.commentId],
      ),
    },
    {
      field: 'discussao_bloqueio',
      read: personRows(b, b.userId, { bloqueado_em: b.createdAt }, [b.createdAt]),
    },
  ],
}
