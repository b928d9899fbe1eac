import type { PersonalData } from '../../lib/personal-data.ts'
import { staffActColumn } from '../../lib/personal-data.ts'

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
  exports: [],
}
