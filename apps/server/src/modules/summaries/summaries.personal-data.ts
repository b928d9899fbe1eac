import type { PersonalData } from '../../lib/personal-data.ts'
import { contactsOf, eraseSummariesOf, sharesWith, summariesOf } from './summaries.repo.ts'

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
  erase: (tx, person) => eraseSummariesOf(tx, person.id),
  exports: [
    {
      // Names, courses and dates; the text is on the summaries' own screens and PDFs (decision 0026).
      field: 'resumos',
      read: async (db, userId) =>
        (await summariesOf(db, userId)).map((s) => ({
          id: s.id,
          nome: s.name,
          modulo_id: s.courseId,
          ativo: s.active,
          criado_em: s.createdAt.toISOString(),
          atualizado_em: s.updatedAt.toISOString(),
        })),
    },
    {
      field: 'resumos_recebidos',
      read: async (db, userId) =>
        (await sharesWith(db, userId)).map((s) => ({
          resumo_id: s.fileId,
          compartilhado_em: s.createdAt.toISOString(),
        })),
    },
    {
      field: 'contatos_de_compartilhamento',
      read: async (db, userId) =>
        (await contactsOf(db, userId)).map((c) => ({
          de_usuario_id: c.ownerId,
          para_usuario_id: c.recipientId,
          primeiro_compartilhamento: c.createdAt.toISOString(),
        })),
    },
  ],
}
