import type { DeletionRequestPage, MyDeletionRequest } from '@gabarito/core/contract'
import { holdsStaffRole } from '@gabarito/core/permissions'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import { requirePermission } from '../access/access.service.ts'
import { recordAudit } from '../audit/audit.service.ts'
import {
  lockDeletionRequest,
  markDeletionRequestDone,
  openDeletionRequest,
  pageDeletionRequests,
} from './account-deletion.repo.ts'
import { findOpenDeletionRequest, lockUser } from './users.staff.repo.ts'

export { REMOVED_NAME } from './account-deletion.repo.ts'

export const REQUEST_NOT_FOUND = 'Pedido de exclusão não encontrado.'
export const REQUEST_DONE = 'Este pedido de exclusão já foi atendido.'
export const STAFF_ACCOUNT = 'Retire os perfis de Admin e Gerente desta conta antes de excluir os seus dados.'

const answer = (row: { createdAt: Date } | undefined): MyDeletionRequest => ({
  pedido: row ? { criado_em: row.createdAt.toISOString() } : null,
})

/** The caller's open request to delete the account, if any. */
export async function myDeletionRequest(deps: Pick<Deps, 'db'>, caller: Caller): Promise<MyDeletionRequest> {
  return answer(await findOpenDeletionRequest(deps.db, caller.id))
}

/** The student asks for the account's deletion (LGPD); asking again keeps the first request. */
export async function requestDeletion(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: Caller,
): Promise<MyDeletionRequest> {
  return answer(await openDeletionRequest(deps.db, caller.id, deps.clock()))
}

/** The deletion requests, open ones first. Admin only. */
export async function deletionRequestTable(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  request: DataTableBody,
): Promise<DeletionRequestPage> {
  requirePermission(caller, 'users.delete')
  const page = await pageDeletionRequests(deps.db, request)
  return {
    ...page,
    data: page.data.map((row) => ({
      id: row.id,
      usuario_id: row.userId,
      nome: row.name,
      email: row.email,
      criado_em: row.createdAt.toISOString(),
      concluido_em: row.doneAt ? row.doneAt.toISOString() : null,
    })),
  }
}

/**
 * The first step of carrying a deletion request out (decision 0026), in the caller's transaction: the request and
 * its user locked, and refused when the request is unknown (404), done (409) or the account still holds a staff role
 * (422). Returns the account to erase; modules/personal-data erases it and calls closeDeletionRequest.
 */
export async function takeDeletionRequest(tx: Executor, requestId: number) {
  const request = await lockDeletionRequest(tx, requestId)
  if (!request) throw notFound(REQUEST_NOT_FOUND)
  if (request.doneAt) throw new AppError(409, REQUEST_DONE)
  const user = await lockUser(tx, request.userId)
  if (!user) throw notFound(REQUEST_NOT_FOUND)
  if (holdsStaffRole(user.roles)) throw new AppError(422, STAFF_ACCOUNT)
  return { id: user.id, email: user.email }
}

/** The last step, in the same transaction: the request closed by the caller, and the audit row (ids only). */
export async function closeDeletionRequest(
  tx: Executor,
  caller: Caller,
  requestId: number,
  userId: number,
  now: Date,
) {
  await markDeletionRequestDone(tx, requestId, caller.id, now)
  await recordAudit(tx, caller, {
    action: 'excluir_dados',
    entity: 'usuario',
    entityId: userId,
    after: { pedido_id: requestId, excluido_em: now },
  })
}
