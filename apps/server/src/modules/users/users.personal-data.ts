import type { PersonalData } from '../../lib/personal-data.ts'
import { staffActColumn } from '../../lib/personal-data.ts'

/** The account row, its reset links, the mails kept for its address and its deletion requests (decision 0062). */
export const usersPersonalData: PersonalData = {
  module: 'users',
  columns: [
    {
      table: 'users',
      column: 'id',
      erasure: 'blanked',
      why: 'the anonymous row every kept row points to: "Participante removido", no CPF, e-mail nor password',
      field: 'conta',
    },
    { table: 'password_resets', column: 'user_id', erasure: 'deleted', field: 'redefinicoes_de_senha' },
    {
      table: 'mail_outbox',
      column: 'recipient',
      erasure: 'deleted',
      field: null,
      whyNot: 'the platform’s own mails, kept only without SMTP; a reset mail holds a live link',
    },
    {
      table: 'deletion_requests',
      column: 'user_id',
      erasure: 'kept',
      why: 'the proof the request was carried out, when and by whom: dates and ids only',
      field: 'pedidos_de_exclusao',
    },
    staffActColumn('deletion_requests', 'done_by'),
  ],
  exports: [],
}
