import type { PersonalData } from '../../lib/personal-data.ts'

/** The person's summaries, those shared with them and whom they shared with (decision 0062). */
export const summariesPersonalData: PersonalData = {
  module: 'summaries',
  columns: [
    { table: 'summary_files', column: 'user_id', erasure: 'deleted', field: 'resumos' },
    { table: 'summary_shares', column: 'user_id', erasure: 'deleted', field: 'resumos_recebidos' },
    {
      table: 'summary_share_contacts',
      column: 'owner_id',
      erasure: 'deleted',
      field: 'contatos_de_compartilhamento',
    },
    {
      table: 'summary_share_contacts',
      column: 'recipient_id',
      erasure: 'deleted',
      field: 'contatos_de_compartilhamento',
    },
  ],
  exports: [],
}
