import { and, desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { auditLog } from '../../db/schema/index.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { byName } from '../../lib/name-order.ts'
import { pageQuery } from '../../lib/page-query.ts'

export type AuditRow = typeof auditLog.$inferInsert

export async function insertAuditRow(db: Executor, row: AuditRow): Promise<void> {
  await db.insert(auditLog).values(row)
}

/** The log, newest first unless the request orders otherwise; optionally one kind of record (and one record). */
export function pageAuditLog(
  db: Executor,
  request: DataTableBody,
  filter: { entity?: string; entityId?: string },
) {
  return pageQuery(db, request, {
    rows: () =>
      db
        .select({
          id: auditLog.id,
          actorId: auditLog.actorId,
          actorName: auditLog.actorName,
          action: auditLog.action,
          entity: auditLog.entity,
          entityId: auditLog.entityId,
          before: auditLog.before,
          after: auditLog.after,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .$dynamic(),
    where: and(
      filter.entity === undefined ? undefined : eq(auditLog.entity, filter.entity),
      filter.entityId === undefined ? undefined : eq(auditLog.entityId, filter.entityId),
    ),
    search: [auditLog.actorName, auditLog.action, auditLog.entity, auditLog.entityId],
    order: {
      id: auditLog.id,
      data: auditLog.createdAt,
      usuario: byName(auditLog.actorName),
      acao: auditLog.action,
      entidade: auditLog.entity,
    },
    defaultOrder: [desc(auditLog.id)],
    tieBreak: [desc(auditLog.id)],
  })
}
