import { PROGRESS, QUESTION_STATUS } from '@gabarito/core'
import { and, asc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'
import {
  notebookQuestions,
  notebooks,
  questionProgress,
  questions,
  subjects,
  topics,
} from '../../db/schema/index.ts'
import { sqlConstant } from '../../db/sql.ts'
import { unfoldedQuestionsSql } from '../questions/bank-filter.sql.ts'

// The student's cadernos (issue 31, decision 0058): named saved filters and named lists of questions.

export type NotebookRow = typeof notebooks.$inferSelect

const idRow = z.object({ id: z.number() })
const countRow = z.object({ total: z.number() })

export function listNotebooks(db: Executor, userId: number, courseId: number) {
  return db
    .select()
    .from(notebooks)
    .where(and(eq(notebooks.userId, userId), eq(notebooks.courseId, courseId)))
    .orderBy(asc(notebooks.createdAt), asc(notebooks.id))
}

export async function findNotebook(db: Executor, notebookId: number) {
  const [row] = await db.select().from(notebooks).where(eq(notebooks.id, notebookId)).limit(1)
  return row
}

/** Every caderno the student has, in any course: the limit counts them all. */
export async function countNotebooks(db: Executor, userId: number) {
  const [row] = await parsedRows(
    db,
    sql`select count(*)::int as total from ${notebooks} where user_id = ${userId}`,
    countRow,
  )
  return row?.total ?? 0
}

export async function insertNotebook(db: Executor, values: typeof notebooks.$inferInsert) {
  const [row] = await db.insert(notebooks).values(values).returning()
  return row as NotebookRow
}

export async function renameNotebook(db: Executor, notebookId: number, name: string, at: Date) {
  const [row] = await db
    .update(notebooks)
    .set({ name, updatedAt: at })
    .where(eq(notebooks.id, notebookId))
    .returning()
  return row as NotebookRow
}

export async function deleteNotebook(db: Executor, notebookId: number) {
  await db.delete(notebooks).where(eq(notebooks.id, notebookId))
}

/** Adds the question to the list once; false when it was there already. */
export async function insertNotebookQuestion(db: Executor, notebookId: number, questionId: number) {
  const rows = await db
    .insert(notebookQuestions)
    .values({ notebookId, questionId })
    .onConflictDoNothing()
    .returning({ id: notebookQuestions.questionId })
  return rows.length > 0
}

export async function deleteNotebookQuestion(db: Executor, notebookId: number, questionId: number) {
  const rows = await db
    .delete(notebookQuestions)
    .where(and(eq(notebookQuestions.notebookId, notebookId), eq(notebookQuestions.questionId, questionId)))
    .returning({ id: notebookQuestions.questionId })
  return rows.length > 0
}

/**
 * Moves the list's count by `delta` and returns the caderno, or nothing when adding would pass `limit`: the check and
 * the count are one row update, so two adds at once cannot both take the last place.
 */
export async function moveQuestionCount(
  db: Executor,
  notebookId: number,
  delta: 1 | -1,
  limit: number,
  at: Date,
) {
  const [row] = await db
    .update(notebooks)
    .set({ questionCount: sql`${notebooks.questionCount} + ${delta}`, updatedAt: at })
    .where(and(eq(notebooks.id, notebookId), sql`${notebooks.questionCount} + ${delta} <= ${limit}`))
    .returning()
  return row
}

/** The question when it is the course's, published and shown. */
export async function findCourseQuestion(db: Executor, questionId: number, courseId: number) {
  const [row] = await parsedRows(
    db,
    sql`select q.id from ${questions} q
        where q.id = ${questionId} and q.course_id = ${courseId} and q.status = ${QUESTION_STATUS.published}`,
    idRow,
  )
  return row
}

const RIGHT = sqlConstant(PROGRESS.right)

/**
 * The next questions of a list for the student, with subject practice's rules: never answered first (in random
 * order), then errors and skips, then right answers, longest ago first. Only published questions of shown subjects
 * and topics; past-exam questions only with access; none the student answered seconds ago (not folded yet).
 */
export async function listBatchIds(
  db: Executor,
  notebookId: number,
  userId: number,
  withExamQuestions: boolean,
  limit: number,
) {
  const rows = await parsedRows(
    db,
    sql`select q.id from ${notebookQuestions} nq join ${questions} q on q.id = nq.question_id
        left join ${questionProgress} p on p.user_id = ${userId} and p.subject_id = q.subject_id and p.question_id = q.id
        where nq.notebook_id = ${notebookId} and q.status = ${QUESTION_STATUS.published}
          ${withExamQuestions ? sql`` : sql`and q.exam_id is null`}
          and not exists (select 1 from ${subjects} hs where hs.id = q.subject_id and not hs.visible)
          and not exists (select 1 from ${topics} ht where ht.id = q.topic_id and not ht.visible)
          and q.id not in (${unfoldedQuestionsSql(userId)})
        order by p.question_id is not null, (case when p.state = ${RIGHT} then 1 else 0 end), p.last_at, random()
        limit ${limit}`,
    idRow,
  )
  return rows.map((r) => r.id)
}

/** The LGPD export (decision 0062): the person's cadernos, each list with its questions in the order added. */
export async function notebooksOf(db: Executor, userId: number) {
  const rows = await db
    .select()
    .from(notebooks)
    .where(eq(notebooks.userId, userId))
    .orderBy(asc(notebooks.id))
  const held = await db
    .select({ notebookId: notebookQuestions.notebookId, questionId: notebookQuestions.questionId })
    .from(notebookQuestions)
    .innerJoin(notebooks, eq(notebooks.id, notebookQuestions.notebookId))
    .where(eq(notebooks.userId, userId))
    .orderBy(asc(notebookQuestions.addedAt), asc(notebookQuestions.questionId))
  return rows.map((n) => ({
    ...n,
    questionIds: held.filter((q) => q.notebookId === n.id).map((q) => q.questionId),
  }))
}

/** The erasure (decision 0062): the person's cadernos go, their questions with them. */
export async function deleteNotebooksOf(db: Executor, userId: number) {
  await db.delete(notebooks).where(eq(notebooks.userId, userId))
}
