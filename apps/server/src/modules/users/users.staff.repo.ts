import { ROLES, type Role } from '@gabarito/core'
import { and, asc, count, desc, eq, isNull, max, or, type SQL, sql, sum } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import {
  comments,
  deletionRequests,
  practiceDayScores,
  studentDayStats,
  users,
} from '../../db/schema/index.ts'
import { containsPattern, type DataTableBody } from '../../lib/datatables.ts'
import { byName } from '../../lib/name-order.ts'
import { foldColumn, foldSearch, pageQuery } from '../../lib/page-query.ts'
import { notSimulatedCandidate } from './simulated-candidates.ts'

/** The shortest search term that lists anyone (decision 0026): fewer characters list nobody. */
export const MIN_SEARCH = 3

/** Users whose CPF (digits, with or without dots and dash), name or e-mail contains the term. */
function searchWhere(term: string): SQL {
  const trimmed = term.trim()
  if (trimmed.length < MIN_SEARCH) return sql`false`
  const folded = containsPattern(foldSearch(trimmed))
  const byText = or(
    sql`${foldColumn(users.name)} like ${folded}`,
    sql`${foldColumn(users.email)} like ${folded}`,
  ) as SQL
  const digits = trimmed.replace(/[.\-\s]/g, '')
  if (!/^\d{3,11}$/.test(digits)) return byText
  return or(byText, sql`${users.cpf} like ${containsPattern(digits)}`) as SQL
}

/** `GET /admin/usuarios`: the users the term finds, newest first unless the request orders otherwise. */
export function pageUsers(db: Executor, request: DataTableBody, term: string) {
  return pageQuery(db, request, {
    rows: () =>
      db
        .select({
          id: users.id,
          name: users.name,
          nickname: users.nickname,
          email: users.email,
          cpf: users.cpf,
          roles: users.roles,
          blockedAt: users.blockedAt,
          deletedAt: users.deletedAt,
          createdAt: users.createdAt,
        })
        .from(users)
        .$dynamic(),
    // The demo's simulated candidates (decision 0070) are nobody the staff look after.
    where: and(searchWhere(term), notSimulatedCandidate(users.email)) as SQL,
    search: [users.name, users.email, users.cpf],
    order: {
      id: users.id,
      nome: byName(users.name),
      email: users.email,
      cpf: users.cpf,
      criado_em: users.createdAt,
    },
    defaultOrder: [desc(users.id)],
    tieBreak: [desc(users.id)],
  })
}

/**
 * Answers (the days' sums) and the last answer's São Paulo day and hour (the subjects' latest), and the comments'
 * count: no answer read.
 */
export async function activityOf(db: Executor, userId: number) {
  const [[stats], [last], [commentCount]] = await Promise.all([
    db
      .select({ answers: sum(studentDayStats.answers).mapWith(Number) })
      .from(studentDayStats)
      .where(eq(studentDayStats.userId, userId)),
    db
      .select({
        at: max(
          sql<string>`date_trunc('hour', ${practiceDayScores.lastAt} at time zone 'America/Sao_Paulo')::text`,
        ),
      })
      .from(practiceDayScores)
      .where(eq(practiceDayScores.userId, userId)),
    db.select({ n: count() }).from(comments).where(eq(comments.userId, userId)),
  ])
  return { answers: stats?.answers ?? 0, lastAt: last?.at ?? null, comments: commentCount?.n ?? 0 }
}

export async function findOpenDeletionRequest(db: Executor, userId: number) {
  const [row] = await db
    .select()
    .from(deletionRequests)
    .where(and(eq(deletionRequests.userId, userId), isNull(deletionRequests.doneAt)))
    .limit(1)
  return row
}

/** The user row locked until the transaction ends. */
export async function lockUser(db: Executor, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update').limit(1)
  return row
}

/** The ids of every Admin, their rows locked: two Admins taking each other's role cannot both pass the check. */
export async function lockAdmins(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${ROLES.admin} = any(${users.roles})`)
    .orderBy(asc(users.id))
    .for('update')
  return rows.map((r) => r.id)
}

export async function saveRoles(db: Executor, id: number, roles: Role[]) {
  await db.update(users).set({ roles, updatedAt: new Date() }).where(eq(users.id, id))
}

/**
 * Blocks (a date) or unblocks (null) the account. Blocking also raises the token version, so its tokens stay
 * refused after an unblock: the student logs in again.
 */
export async function saveBlocked(db: Executor, id: number, blockedAt: Date | null) {
  await db
    .update(users)
    .set({
      blockedAt,
      updatedAt: new Date(),
      ...(blockedAt ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
    })
    .where(eq(users.id, id))
}
