import { deletionRequests as requests, passwordResets as resets } from '../../db/schema/index.ts'
import { notFound } from '../../lib/errors.ts'
import type { PersonalData } from '../../lib/personal-data.ts'
import { iso, personRows, staffActColumn } from '../../lib/personal-data.ts'
import { accountOf, eraseAccountRow } from './account-deletion.repo.ts'

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
  erase: (tx, person) => eraseAccountRow(tx, person.id, person.now, person.email),
  exports: [
    {
      field: 'conta',
      read: async (db, userId) => {
        const user = await accountOf(db, userId)
        if (!user) throw notFound('Usuário não encontrado.')
        return {
          id: user.id,
          cpf: user.cpf,
          nome: user.name,
          apelido: user.nickname,
          email: user.email,
          perfis: user.roles,
          criado_em: user.createdAt.toISOString(),
          ultimo_acesso: iso(user.lastLoginAt),
        }
      },
    },
    {
      field: 'redefinicoes_de_senha',
      read: personRows(
        resets,
        resets.userId,
        { pedida_em: resets.createdAt, expira_em: resets.expiresAt, usada_em: resets.usedAt },
        [resets.id],
      ),
    },
    {
      field: 'pedidos_de_exclusao',
      read: personRows(
        requests,
        requests.userId,
        { criado_em: requests.createdAt, concluido_em: requests.doneAt },
        [requests.id],
      ),
    },
  ],
}
