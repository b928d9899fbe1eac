import type { Database, Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { requirePermission } from '../access/access.service.ts'
import { insertAuditRow, pageAuditLog } from './audit.repo.ts'

/**
 * One staff change (decision 0016). `entity` names the kind of record in pt-BR as staff read it ('curso',
 * 'pergunta', 'simulado', 'texto_do_site', …), `action` what was done ('criar', 'alterar', 'ocultar',
 * 'excluir', 'anular', 'importar', …); `before` and `after` are the record as JSON (null on create and delete).
 * The staff screen reads each pair as a phrase (apps/web/src/features/staff-audit/audit-words.ts, decision 0042):
 * a new entity or action gets its words there.
 */
export interface AuditChange {
  action: string
  entity: string
  entityId: number | string | null
  before?: unknown
  after?: unknown
}

/**
 * Writes the change to the audit log. Call it with the transaction that makes the change, so both happen or
 * neither does.
 */
export async function recordAudit(
  db: Executor,
  caller: Pick<Caller, 'id' | 'nome'>,
  change: AuditChange,
): Promise<void> {
  await insertAuditRow(db, {
    actorId: caller.id,
    actorName: caller.nome,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId === null ? null : String(change.entityId),
    before: jsonOf(change.before),
    after: jsonOf(change.after),
  })
}

/** What a change did, for its audit row (`action`, `before`, `after`), and what the change answers (`result`). */
export interface AuditedOutcome<T> {
  action: string
  before?: unknown
  after?: unknown
  result: T
}

/**
 * Runs `change` on record `entity`/`entityId` in one transaction with its audit row: both happen or neither does.
 * The change says what it did and what to answer.
 */
export function auditedChange<T>(
  db: Database,
  caller: Pick<Caller, 'id' | 'nome'>,
  record: { entity: string; entityId: number },
  change: (tx: Executor) => Promise<AuditedOutcome<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, ...audit } = await change(tx)
    await recordAudit(tx, caller, { ...audit, ...record })
    return result
  })
}

/** Deletes a record (`remove`) and writes its 'excluir' row, the record as it was, in one transaction. */
export function deleteAudited(
  db: Database,
  caller: Pick<Caller, 'id' | 'nome'>,
  record: { entity: string; id: number; before: unknown },
  remove: (tx: Executor) => Promise<unknown>,
): Promise<void> {
  return auditedChange(db, caller, { entity: record.entity, entityId: record.id }, async (tx) => {
    await remove(tx)
    return { action: 'excluir', before: record.before, result: undefined }
  })
}

/** Dates become ISO strings and undefined fields vanish, as the API would send the record. */
const jsonOf = (value: unknown) => (value === undefined ? null : JSON.parse(JSON.stringify(value)))

/** The audit log as a table; Admin only. */
export async function auditTable(
  deps: Pick<Deps, 'replica'>,
  caller: Caller,
  request: DataTableBody,
  filter: { entidade?: string; registro?: string },
) {
  requirePermission(caller, 'audit.read')
  const page = await pageAuditLog(deps.replica, request, {
    entity: filter.entidade,
    entityId: filter.registro,
  })
  return {
    ...page,
    data: page.data.map((row) => ({
      id: row.id,
      data: row.createdAt.toISOString(),
      usuario: { id: row.actorId, nome: row.actorName },
      acao: row.action,
      entidade: row.entity,
      registro: row.entityId,
      antes: row.before,
      depois: row.after,
    })),
  }
}
