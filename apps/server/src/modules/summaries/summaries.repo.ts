import { and, asc, count, eq, gte, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import {
  summaryFiles,
  summaryShareContacts,
  summaryShareMisses,
  summaryShares,
  users,
} from '../../db/schema/index.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { byName } from '../../lib/name-order.ts'
import { foldColumn, pageQuery } from '../../lib/page-query.ts'

const LISTED = {
  id: summaryFiles.id,
  name: summaryFiles.name,
  userId: summaryFiles.userId,
  ownerName: users.name,
  active: summaryFiles.active,
}

/** The course's summaries the user owns, and the active ones shared with the user: by name. */
export function pageSummaries(db: Executor, userId: number, courseId: number, request: DataTableBody) {
  return pageQuery(db, request, {
    rows: () =>
      db.select(LISTED).from(summaryFiles).innerJoin(users, eq(users.id, summaryFiles.userId)).$dynamic(),
    // Two index lookups (the user's own by (user, course), the shares by user) instead of an OR that scans every
    // summary of the course: 385 ms a page at 100,000 summaries (bench:scale).
    where: sql`${summaryFiles.id} in (
      select f.id from ${summaryFiles} f where f.user_id = ${userId} and f.course_id = ${courseId}
      union all
      select f.id from ${summaryShares} s join ${summaryFiles} f on f.id = s.file_id
      where s.user_id = ${userId} and f.course_id = ${courseId} and f.active)`,
    search: [summaryFiles.name],
    // By name as a reader expects it: "Álgebra" with the A's, "Resumo 2" before "Resumo 10" (decision 0042).
    order: {
      id: summaryFiles.id,
      nome: byName(summaryFiles.name),
      'usuario.nome': byName(users.name),
    },
    defaultOrder: [asc(byName(summaryFiles.name))],
    tieBreak: [asc(summaryFiles.id)],
  })
}

export async function countOwned(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(summaryFiles).where(eq(summaryFiles.userId, userId))
  return row?.n ?? 0
}

/** Takes the user's row lock, so two creations at once cannot both pass the limit. */
export async function lockUser(db: Executor, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}

export async function insertSummary(db: Executor, values: typeof summaryFiles.$inferInsert) {
  const [row] = await db.insert(summaryFiles).values(values).returning({ id: summaryFiles.id })
  return row?.id as number
}

export async function findSummary(db: Executor, id: number) {
  const [row] = await db
    .select({
      ...LISTED,
      courseId: summaryFiles.courseId,
      contentHtml: summaryFiles.contentHtml,
      createdAt: summaryFiles.createdAt,
      updatedAt: summaryFiles.updatedAt,
    })
    .from(summaryFiles)
    .innerJoin(users, eq(users.id, summaryFiles.userId))
    .where(eq(summaryFiles.id, id))
    .limit(1)
  return row
}

export type SummaryRecord = NonNullable<Awaited<ReturnType<typeof findSummary>>>

export async function isSharedWith(db: Executor, fileId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: summaryShares.id })
    .from(summaryShares)
    .where(and(eq(summaryShares.fileId, fileId), eq(summaryShares.userId, userId)))
    .limit(1)
  return row !== undefined
}

export async function updateSummary(
  db: Executor,
  id: number,
  values: Partial<Pick<typeof summaryFiles.$inferInsert, 'name' | 'contentHtml' | 'active'>>,
) {
  await db
    .update(summaryFiles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(summaryFiles.id, id))
}

export async function deleteSummary(db: Executor, id: number) {
  await db.delete(summaryFiles).where(eq(summaryFiles.id, id))
}

/** Adds a share; false when it was already there. */
export async function insertShare(db: Executor, fileId: number, userId: number): Promise<boolean> {
  const rows = await db
    .insert(summaryShares)
    .values({ fileId, userId })
    .onConflictDoNothing()
    .returning({ id: summaryShares.id })
  return rows.length > 0
}

/** Removes a share; false when there was none. */
export async function deleteShare(db: Executor, fileId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(summaryShares)
    .where(and(eq(summaryShares.fileId, fileId), eq(summaryShares.userId, userId)))
    .returning({ id: summaryShares.id })
  return rows.length > 0
}

/** Whether the owner has shared some summary with the recipient before (the share may be gone since). */
export async function isContact(db: Executor, ownerId: number, recipientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: summaryShareContacts.recipientId })
    .from(summaryShareContacts)
    .where(and(eq(summaryShareContacts.ownerId, ownerId), eq(summaryShareContacts.recipientId, recipientId)))
    .limit(1)
  return row !== undefined
}

/** How many people the owner shared with for the first time since `since`. */
export async function countContactsSince(db: Executor, ownerId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(summaryShareContacts)
    .where(and(eq(summaryShareContacts.ownerId, ownerId), gte(summaryShareContacts.createdAt, since)))
  return row?.n ?? 0
}

export async function insertContact(db: Executor, ownerId: number, recipientId: number, at: Date) {
  await db.insert(summaryShareContacts).values({ ownerId, recipientId, createdAt: at }).onConflictDoNothing()
}

/** The owner's tries on `day` (São Paulo, YYYY-MM-DD) at a CPF that names no student. */
export async function countMissesOn(db: Executor, ownerId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ misses: summaryShareMisses.misses })
    .from(summaryShareMisses)
    .where(and(eq(summaryShareMisses.ownerId, ownerId), eq(summaryShareMisses.day, day)))
  return row?.misses ?? 0
}

/** One more try on `day` at a CPF that names no student; a try of an earlier day is forgotten. */
export async function addMiss(db: Executor, ownerId: number, day: string): Promise<void> {
  await db
    .insert(summaryShareMisses)
    .values({ ownerId, day, misses: 1 })
    .onConflictDoUpdate({
      target: summaryShareMisses.ownerId,
      set: {
        misses: sql`case when ${summaryShareMisses.day} = excluded.day then ${summaryShareMisses.misses} + 1 else 1 end`,
        day: sql`excluded.day`,
      },
    })
}

/** Whom a summary is shared with, in the order it was shared. */
export function pageShares(db: Executor, fileId: number, request: DataTableBody) {
  return pageQuery(db, request, {
    rows: () =>
      db
        .select({
          shareId: summaryShares.id,
          userId: users.id,
          cpf: users.cpf,
          name: users.name,
          roles: users.roles,
        })
        .from(summaryShares)
        .innerJoin(users, eq(users.id, summaryShares.userId))
        .$dynamic(),
    where: eq(summaryShares.fileId, fileId),
    // By the CPF the owner typed; not by the name, which the list shows shortened (issue 25).
    search: [users.cpf],
    // By the first name, the part of it the list shows in full.
    order: { id: summaryShares.id, nome: foldColumn(sql`split_part(${users.name}, ' ', 1)`), cpf: users.cpf },
    defaultOrder: [asc(summaryShares.id)],
    tieBreak: [asc(summaryShares.id)],
  })
}

/** Adds HTML at the end of a summary's content, in one statement, unless the content would pass `maxBytes`. */
export async function appendContent(
  db: Executor,
  id: number,
  html: string,
  maxBytes: number,
): Promise<boolean> {
  const rows = await db
    .update(summaryFiles)
    .set({ contentHtml: sql`${summaryFiles.contentHtml} || ${html}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(summaryFiles.id, id),
        sql`octet_length(${summaryFiles.contentHtml}) + octet_length(${html}) <= ${maxBytes}`,
      ),
    )
    .returning({ id: summaryFiles.id })
  return rows.length > 0
}

// LGPD (decisions 0026 and 0062): the export's reads and the erasure, each naming the person's id.

/** Whom the person shared with and who shared with them, by id. */
export function contactsOf(db: Executor, userId: number) {
  const c = summaryShareContacts
  return db
    .select({ ownerId: c.ownerId, recipientId: c.recipientId, createdAt: c.createdAt })
    .from(c)
    .where(or(eq(c.ownerId, userId), eq(c.recipientId, userId)))
    .orderBy(asc(c.createdAt), asc(c.ownerId), asc(c.recipientId))
}

/**
 * The person's summaries (their shares go with them), the shares with them, their contacts either way and their
 * tries at CPFs of nobody.
 */
export async function eraseSummariesOf(db: Executor, userId: number) {
  await db.delete(summaryFiles).where(eq(summaryFiles.userId, userId))
  await db.delete(summaryShares).where(eq(summaryShares.userId, userId))
  const c = summaryShareContacts
  await db.delete(c).where(or(eq(c.ownerId, userId), eq(c.recipientId, userId)))
  await db.delete(summaryShareMisses).where(eq(summaryShareMisses.ownerId, userId))
}
