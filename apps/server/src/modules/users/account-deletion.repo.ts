import { ROLES } from '@gabarito/core'
import { asc, desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { deletionRequests, mailOutbox, passwordResets, users } from '../../db/schema/index.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { pageQuery } from '../../lib/page-query.ts'
import { findOpenDeletionRequest } from './users.staff.repo.ts'

/** The name and nickname an erased account shows everywhere, rankings included (decision 0026). */
export const REMOVED_NAME = 'Participante removido'

/** Opens the user's deletion request; an open one is kept as it is (one per user). */
export async function openDeletionRequest(db: Executor, userId: number, now: Date) {
  await db.insert(deletionRequests).values({ userId, createdAt: now }).onConflictDoNothing()
  return findOpenDeletionRequest(db, userId)
}

/** `GET /admin/exclusoes`: open requests first (oldest first), then the ones carried out. */
export function pageDeletionRequests(db: Executor, request: DataTableBody) {
  return pageQuery(db, request, {
    rows: () =>
      db
        .select({
          id: deletionRequests.id,
          userId: deletionRequests.userId,
          name: users.name,
          email: users.email,
          createdAt: deletionRequests.createdAt,
          doneAt: deletionRequests.doneAt,
        })
        .from(deletionRequests)
        .innerJoin(users, eq(users.id, deletionRequests.userId))
        .$dynamic(),
    search: [users.name, users.email],
    order: {
      id: deletionRequests.id,
      criado_em: deletionRequests.createdAt,
      concluido_em: deletionRequests.doneAt,
    },
    defaultOrder: [sql`${deletionRequests.doneAt} is not null`, asc(deletionRequests.createdAt)],
    tieBreak: [desc(deletionRequests.id)],
  })
}

export async function lockDeletionRequest(db: Executor, id: number) {
  const [row] = await db.select().from(deletionRequests).where(eq(deletionRequests.id, id)).for('update')
  return row
}

export async function markDeletionRequestDone(db: Executor, id: number, doneBy: number, now: Date) {
  await db.update(deletionRequests).set({ doneAt: now, doneBy }).where(eq(deletionRequests.id, id))
}

/**
 * Erases the account row's personal data; the row stays, anonymous, for everything kept under it (decisions 0026 and
 * 0062). The CPF becomes a value no CPF can match ('X' and the id), the e-mail an address on the reserved `.invalid`
 * domain, the password a hash nothing verifies. Its reset links and the mails kept for its address go.
 */
export async function eraseAccountRow(db: Executor, userId: number, now: Date, email: string) {
  await db
    .update(users)
    .set({
      cpf: `X${String(userId).padStart(10, '0')}`,
      email: `removido-${userId}@removido.invalid`,
      name: REMOVED_NAME,
      nickname: REMOVED_NAME,
      passwordHash: '!',
      roles: [ROLES.student],
      tokenVersion: sql`${users.tokenVersion} + 1`,
      blockedAt: now,
      deletedAt: now,
      lastLoginAt: null,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
  await db.delete(passwordResets).where(eq(passwordResets.userId, userId))
  await db.delete(mailOutbox).where(sql`lower(${mailOutbox.recipient}) = lower(${email})`)
}

/** The LGPD export's account (decision 0026). */

export async function accountOf(db: Executor, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
  return row
}
