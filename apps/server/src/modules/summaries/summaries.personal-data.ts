import {
  summaryFiles as files,
  summaryShareMisses as misses,
  summaryShares as shares,
} from '../../db/schema/index.ts'
import type { PersonalData } from '../../lib/personal-data.ts'
import { personRows } from '../../lib/personal-data.ts'
import { contactsOf, eraseSummariesOf } from './summaries.repo.ts'

/**
 * The person's summaries, those shared with them, whom they shared with and today's tries at CPFs of nobody
 * (decision 0062).
 */
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
    {
      table: 'summary_share_misses',
      column: 'owner_id',
      erasure: 'deleted',
      field: 'compartilhamentos_sem_aluno',
    },
  ],
  erase: (tx, person) => eraseSummariesOf(tx, person.id),
  exports: [
    {
      // Names, courses and dates; the text is on the summaries' own screens and PDFs (decision 0026).
      field: 'resumos',
      read: personRows(
        files,
        files.userId,
        {
          id: files.id,
          nome: files.name,
          modulo_id: files.courseId,
          ativo: files.active,
          criado_em: files.createdAt,
          atualizado_em: files.updatedAt,
        },
        [files.id],
      ),
    },
    {
      // Which summary and since when: its name is its owner's.
      field: 'resumos_recebidos',
      read: personRows(
        shares,
        shares.userId,
        { resumo_id: shares.fileId, compartilhado_em: shares.createdAt },
        [shares.id],
      ),
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
    {
      // The share box's tries at a CPF that names no student, on their São Paulo day (issue 45).
      field: 'compartilhamentos_sem_aluno',
      read: personRows(misses, misses.ownerId, { dia: misses.day, tentativas: misses.misses }, [misses.day]),
    },
  ],
}
