import { DISCUSSION_STATUS, DISCUSSION_STATUSES, QUESTION_STATUS } from '@gabarito/core'
import type { DiscussionOrder } from '@gabarito/core/contract'
import { and, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database, Executor } from '../../db/client.ts'
import { runPrepared } from '../../db/rows.ts'
import {
  discussionBlocks,
  discussionComments,
  discussionReports,
  discussionVotes,
  mockQuestions,
  mocks,
  questions,
  users,
} from '../../db/schema/index.ts'
import { preparedStatement, sqlConstant } from '../../db/sql.ts'
import { inOpenExamModeMockSql } from '../seal/seal.sql.ts'

const c = discussionComments

/**
 * The question's id qualified by its table: in the select list of a one-table query Drizzle writes a column bare
 * ("id"), which inside the subqueries below would name the mock's own id.
 */
const QUESTION_ID = sql`${questions}.${sql.identifier('id')}`

/** Whether a mock that opened by `now` served the question: every student of the course met it there. */
const servedByMock = (now: string) =>
  sql<boolean>`exists (select 1 from ${mockQuestions} mq join ${mocks} m on m.id = mq.mock_id
    where mq.question_id = ${QUESTION_ID} and m.opens_at <= ${now}::timestamptz)`

/**
 * A published question with its course and exam, whether an open modo-prova mock holds it at `at`, and whether a
 * mock served it: what the access rule of the discussion needs.
 */
export async function findPublishedQuestion(db: Executor, questionId: number, at: Date) {
  const now = at.toISOString()
  const [row] = await db
    .select({
      id: questions.id,
      courseId: questions.courseId,
      examId: questions.examId,
      sealed: inOpenExamModeMockSql(QUESTION_ID, now),
      inMock: servedByMock(now),
    })
    .from(questions)
    .where(and(eq(questions.id, questionId), eq(questions.status, QUESTION_STATUS.published)))
    .limit(1)
  return row
}

/**
 * What a student may see: approved comments, and their own pending or hidden ones (the author sees "Ocultado pela
 * moderação" rather than the comment vanishing; nobody else sees a hidden one).
 */
const shownTo = (viewerId: number) =>
  or(
    eq(c.status, DISCUSSION_STATUS.approved),
    and(inArray(c.status, [DISCUSSION_STATUS.pending, DISCUSSION_STATUS.hidden]), eq(c.userId, viewerId)),
  )

const shownFields = (viewerId: number) => ({
  id: c.id,
  parentId: c.parentId,
  userId: c.userId,
  text: c.text,
  status: c.status,
  pinned: c.pinned,
  team: c.team,
  useful: c.useful,
  createdAt: c.createdAt,
  nickname: users.nickname,
  voted: sql<boolean>`exists (select 1 from ${discussionVotes} v where v.comment_id = ${c.id} and v.user_id = ${viewerId})`,
})

export type ShownComment = z.output<typeof shownRow>

const VIEWER = sql`${sql.placeholder('viewer')}::int`
/** `shownTo` for the prepared statements below, on the comments as `c`. */
const SHOWN = sql`(c.status = ${sqlConstant(DISCUSSION_STATUS.approved)}
  or (c.status in (${sqlConstant(DISCUSSION_STATUS.pending)}, ${sqlConstant(DISCUSSION_STATUS.hidden)})
    and c.user_id = ${VIEWER}))`
/** `shownFields` for the prepared statements below, on the comments as `c` and their authors as `u`. */
const SHOWN_COLUMNS = sql`c.id, c.parent_id, c.user_id, c.text, c.status, c.pinned, c.team, c.useful, c.created_at,
  u.nickname, exists (select 1 from ${discussionVotes} v where v.comment_id = c.id and v.user_id = ${VIEWER}) as voted`
const shownRow = z
  .object({
    id: z.number(),
    parent_id: z.number().nullable(),
    user_id: z.number(),
    text: z.string(),
    status: z.enum(DISCUSSION_STATUSES),
    pinned: z.boolean(),
    team: z.boolean(),
    useful: z.number(),
    created_at: z.union([z.date(), z.string()]).transform((v) => new Date(v)),
    nickname: z.string(),
    voted: z.boolean(),
  })
  .transform(({ parent_id, user_id, created_at, ...row }) => ({
    ...row,
    parentId: parent_id,
    userId: user_id,
    createdAt: created_at,
  }))
const pageRow = z.intersection(shownRow, z.object({ total: z.number() }))

/**
 * A page of the question's top-level comments the viewer may see, the team's first, then the pinned, then most useful or newest, each
 * row with the count of them all (counted before the page is cut: no second scan). The page is cut from the comments
 * alone and only its rows are joined to their authors and the viewer's votes (a question with hundreds of comments
 * would otherwise look up every author to show twenty); prepared, as every student opening the tab reads it.
 */
const pageStatement = (order: DiscussionOrder) => {
  const by =
    order === 'uteis'
      ? sql`c.team desc, c.pinned desc, c.useful desc, c.created_at desc, c.id desc`
      : sql`c.team desc, c.pinned desc, c.created_at desc, c.id desc`
  return preparedStatement(
    `discussion_page_${order}`,
    sql`select ${SHOWN_COLUMNS}, page.total
        from (select c.id, (count(*) over ())::int as total from ${c} c
              where c.question_id = ${sql.placeholder('question')}::int and c.parent_id is null and ${SHOWN}
              order by ${by} limit ${sql.placeholder('limit')}::int offset ${sql.placeholder('offset')}::int) page
          join ${c} c on c.id = page.id
          join ${users} u on u.id = c.user_id
        order by ${by}`,
  )
}
const PAGE = { uteis: pageStatement('uteis'), recentes: pageStatement('recentes') } satisfies Record<
  DiscussionOrder,
  unknown
>

export function listTopLevel(
  db: Database,
  query: { questionId: number; viewerId: number; order: DiscussionOrder; offset: number; limit: number },
) {
  const { questionId: question, viewerId: viewer, offset, limit } = query
  return runPrepared(db, PAGE[query.order], { question, viewer, offset, limit }, pageRow)
}

/** How many top-level comments of the question the viewer may see (for a page past the last, which counts none). */
export async function countTopLevel(db: Executor, questionId: number, viewerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(c)
    .where(and(eq(c.questionId, questionId), isNull(c.parentId), shownTo(viewerId)))
  return row?.n ?? 0
}

const REPLIES = preparedStatement(
  'discussion_replies',
  sql`select ${SHOWN_COLUMNS} from ${c} c join ${users} u on u.id = c.user_id
      where c.parent_id = any(${sql.placeholder('parents')}::int[]) and ${SHOWN}
      order by c.created_at, c.id`,
)

/** The replies the viewer may see to these comments, oldest first. */
export function listReplies(db: Database, parentIds: number[], viewerId: number) {
  return runPrepared(db, REPLIES, { parents: parentIds, viewer: viewerId }, shownRow)
}

/** A comment's own fields (any status), with its question. */
const recordFields = {
  id: c.id,
  questionId: c.questionId,
  courseId: c.courseId,
  userId: c.userId,
  parentId: c.parentId,
  status: c.status,
  pinned: c.pinned,
  useful: c.useful,
  reports: c.reports,
}

/** One comment's own fields (any status), with its question. */
export async function findComment(db: Executor, id: number) {
  const [row] = await db.select(recordFields).from(c).where(eq(c.id, id)).limit(1)
  return row
}

export type CommentRecord = NonNullable<Awaited<ReturnType<typeof findComment>>>

/** The same, locked until the transaction ends (two staff deciding at once queue up). */
export async function lockComment(db: Executor, id: number): Promise<CommentRecord | undefined> {
  const [row] = await db.select(recordFields).from(c).where(eq(c.id, id)).for('update')
  return row
}

export async function isBlocked(db: Executor, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: discussionBlocks.userId })
    .from(discussionBlocks)
    .where(eq(discussionBlocks.userId, userId))
    .limit(1)
  return rows.length > 0
}

/** Takes the student's row lock: their comments are counted and written one at a time (the hourly limit). */
export async function lockAuthor(db: Executor, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}

/** The student's comments written after `since` (the (user_id, created_at) index). */
export async function countCommentsSince(db: Executor, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(c)
    .where(and(eq(c.userId, userId), gt(c.createdAt, since)))
  return row?.n ?? 0
}

export async function insertComment(db: Executor, values: typeof c.$inferInsert) {
  const [row] = await db.insert(c).values(values).returning({ id: c.id })
  return row?.id as number
}

/** The comment as the viewer sees it (after writing it or voting). */
export async function findShown(db: Executor, id: number, viewerId: number) {
  const [row] = await db
    .select(shownFields(viewerId))
    .from(c)
    .innerJoin(users, eq(users.id, c.userId))
    .where(eq(c.id, id))
    .limit(1)
  return row
}

/** Adds or removes the student's "útil" and keeps the comment's count in step; the count after it. */
export async function setVote(db: Executor, commentId: number, userId: number, on: boolean): Promise<number> {
  const changed = on
    ? await db
        .insert(discussionVotes)
        .values({ commentId, userId })
        .onConflictDoNothing()
        .returning({ id: discussionVotes.commentId })
    : await db
        .delete(discussionVotes)
        .where(and(eq(discussionVotes.commentId, commentId), eq(discussionVotes.userId, userId)))
        .returning({ id: discussionVotes.commentId })
  if (changed.length === 0) {
    const [row] = await db.select({ useful: c.useful }).from(c).where(eq(c.id, commentId))
    return row?.useful ?? 0
  }
  const [row] = await db
    .update(c)
    .set({ useful: on ? sql`${c.useful} + 1` : sql`greatest(${c.useful} - 1, 0)` })
    .where(eq(c.id, commentId))
    .returning({ useful: c.useful })
  return row?.useful ?? 0
}

/** The student's report, once: true when it is new (the comment's open reports grow by one). */
export async function addReport(
  db: Executor,
  commentId: number,
  userId: number,
  reason: string | null,
): Promise<boolean> {
  const added = await db
    .insert(discussionReports)
    .values({ commentId, userId, reason })
    .onConflictDoNothing()
    .returning({ id: discussionReports.commentId })
  if (added.length === 0) return false
  await db
    .update(c)
    .set({ reports: sql`${c.reports} + 1` })
    .where(eq(c.id, commentId))
  return true
}

// LGPD (decision 0062): the erasure; the export reads with personRows (discussion.personal-data.ts).

/**
 * The person's comments and replies keep their place with `text` instead of theirs (the others' replies and votes
 * stay where they were), their reports lose their reason, their block goes; their votes stay as they are.
 */
export async function eraseDiscussionOf(db: Executor, userId: number, text: string, now: Date) {
  await db.update(c).set({ text, updatedAt: now }).where(eq(c.userId, userId))
  await db.update(discussionReports).set({ reason: null }).where(eq(discussionReports.userId, userId))
  await db.delete(discussionBlocks).where(eq(discussionBlocks.userId, userId))
}
