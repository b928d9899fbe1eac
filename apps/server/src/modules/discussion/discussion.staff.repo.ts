import { DISCUSSION_STATUS } from '@gabarito/core'
import { asc, eq, gt, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { discussionBlocks, discussionComments, discussionReports, users } from '../../db/schema/index.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { byName } from '../../lib/name-order.ts'
import { pageQuery } from '../../lib/page-query.ts'

const c = discussionComments

/** The queue's row: the comment, its author (nickname, name, blocked) and the reasons of its open reports. */
const queueRow = (db: Executor) =>
  db
    .select({
      id: c.id,
      questionId: c.questionId,
      parentId: c.parentId,
      text: c.text,
      status: c.status,
      pinned: c.pinned,
      team: c.team,
      reports: c.reports,
      createdAt: c.createdAt,
      userId: users.id,
      nickname: users.nickname,
      name: users.name,
      blocked: sql<boolean>`${discussionBlocks.userId} is not null`,
      // Reasons given since the staff last decided on the comment, oldest first.
      reasons: sql<string[] | null>`(select array_agg(r.reason order by r.created_at, r.user_id)
        from ${discussionReports} r
        where r.comment_id = ${c.id} and r.reason is not null
          and (${c.moderatedAt} is null or r.created_at > ${c.moderatedAt}))`,
    })
    .from(c)
    .innerJoin(users, eq(users.id, c.userId))
    .leftJoin(discussionBlocks, eq(discussionBlocks.userId, c.userId))
    .$dynamic()

export type QueueRecord = Awaited<ReturnType<ReturnType<typeof queueRow>['execute']>>[number]

/** One comment as the queue shows it (the team's comment just written). */
export async function findQueueRow(db: Executor, id: number): Promise<QueueRecord | undefined> {
  const [row] = await queueRow(db).where(eq(c.id, id)).limit(1)
  return row
}

/** The moderation queue (DataTables): pending or reported comments, oldest first; or every comment of a question. */
export function pageQueue(db: Executor, request: DataTableBody, questionId?: number) {
  return pageQuery(db, request, {
    rows: () => queueRow(db),
    where:
      questionId === undefined
        ? or(eq(c.status, DISCUSSION_STATUS.pending), gt(c.reports, 0))
        : eq(c.questionId, questionId),
    search: [c.text, users.nickname, users.name, sql`${c.questionId}::text`],
    order: {
      id: c.id,
      criado_em: c.createdAt,
      denuncias: c.reports,
      autor: byName(users.name),
      pergunta_id: c.questionId,
    },
    defaultOrder: [asc(c.createdAt)],
    tieBreak: [asc(c.id)],
  })
}

export type Moderation = Partial<
  Pick<typeof c.$inferInsert, 'status' | 'pinned' | 'reports' | 'moderatedBy' | 'moderatedAt'>
> & { updatedAt: Date }

export async function updateModeration(db: Executor, id: number, values: Moderation) {
  const [row] = await db
    .update(c)
    .set(values)
    .where(eq(c.id, id))
    .returning({ id: c.id, status: c.status, pinned: c.pinned, reports: c.reports })
  return row
}

export async function userExists(db: Executor, userId: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1)
  return rows.length > 0
}

/** Blocks the user from commenting; false when they already were. */
export async function insertBlock(
  db: Executor,
  userId: number,
  blockedBy: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(discussionBlocks)
    .values({ userId, blockedBy, createdAt: at })
    .onConflictDoNothing()
    .returning({ userId: discussionBlocks.userId })
  return rows.length > 0
}

/** Lets the user comment again; false when they were not blocked. */
export async function deleteBlock(db: Executor, userId: number): Promise<boolean> {
  const rows = await db
    .delete(discussionBlocks)
    .where(eq(discussionBlocks.userId, userId))
    .returning({ userId: discussionBlocks.userId })
  return rows.length > 0
}
