import type { CommentStatus } from '@gabarito/core'
import { and, desc, eq, gte, lt, ne, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import { comments, courses, questions, subjects, users } from '../../db/schema/index.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { byName } from '../../lib/name-order.ts'
import { pageQuery } from '../../lib/page-query.ts'

export interface CommentFilter {
  courseId?: number
  subjectId?: number
  status?: CommentStatus
  /** Comments written at or after this instant. */
  from?: Date
  /** Comments written before this instant. */
  until?: Date
}

const replier = alias(users, 'replier')

/** One comment with what the staff table shows of its student, course, question and reply. */
const staffRow = (db: Executor) =>
  db
    .select({
      id: comments.id,
      text: comments.text,
      status: comments.status,
      createdAt: comments.createdAt,
      updatedAt: comments.updatedAt,
      userId: users.id,
      userName: users.name,
      userNickname: users.nickname,
      courseId: courses.id,
      courseName: courses.name,
      questionId: questions.id,
      questionHtml: questions.textHtml,
      subjectId: subjects.id,
      subjectName: subjects.name,
      replyText: comments.replyText,
      repliedAt: comments.repliedAt,
      repliedById: replier.id,
      repliedByName: replier.name,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .innerJoin(courses, eq(courses.id, comments.courseId))
    .innerJoin(questions, eq(questions.id, comments.questionId))
    .innerJoin(subjects, eq(subjects.id, questions.subjectId))
    .leftJoin(replier, eq(replier.id, comments.repliedBy))
    .$dynamic()

export type StaffCommentRecord = Awaited<ReturnType<ReturnType<typeof staffRow>['execute']>>[number]

/** The back office's comment table: newest first; optionally one course, subject, status and period. */
export function pageComments(db: Executor, request: DataTableBody, filter: CommentFilter) {
  return pageQuery(db, request, {
    rows: () => staffRow(db),
    where: and(
      filter.courseId === undefined ? undefined : eq(comments.courseId, filter.courseId),
      filter.subjectId === undefined ? undefined : eq(questions.subjectId, filter.subjectId),
      filter.status === undefined ? undefined : eq(comments.status, filter.status),
      filter.from === undefined ? undefined : gte(comments.createdAt, filter.from),
      filter.until === undefined ? undefined : lt(comments.createdAt, filter.until),
    ),
    search: [
      comments.text,
      comments.replyText,
      users.name,
      users.nickname,
      sql`${questions.id}::text`,
      questions.textHtml,
    ],
    order: {
      id: comments.id,
      data: comments.createdAt,
      status: comments.status,
      modulo: byName(courses.name),
      usuario: byName(users.name),
      atualizado_em: comments.updatedAt,
    },
    defaultOrder: [desc(comments.createdAt)],
    tieBreak: [desc(comments.id)],
  })
}

export async function findStaffComment(db: Executor, id: number): Promise<StaffCommentRecord | undefined> {
  const [row] = await staffRow(db).where(eq(comments.id, id)).limit(1)
  return row
}

/** The other comments on a question, newest first (at most 50: the screen shows them beside the question). */
export function otherCommentsOnQuestion(db: Executor, questionId: number, exceptId: number) {
  return staffRow(db)
    .where(and(eq(comments.questionId, questionId), ne(comments.id, exceptId)))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(50)
}

/** The comment's moderation fields, locked until the transaction ends (two staff replying at once queue up). */
export async function lockComment(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: comments.id,
      status: comments.status,
      replyText: comments.replyText,
      repliedBy: comments.repliedBy,
      repliedAt: comments.repliedAt,
    })
    .from(comments)
    .where(eq(comments.id, id))
    .for('update')
  return row
}

export type CommentModeration = Partial<
  Pick<typeof comments.$inferInsert, 'status' | 'replyText' | 'repliedBy' | 'repliedAt'>
> & { updatedAt: Date }

export async function updateComment(db: Executor, id: number, values: CommentModeration): Promise<void> {
  await db.update(comments).set(values).where(eq(comments.id, id))
}
