import { ANSWER_KIND, type MockKeyMode, QUESTION_STATUS } from '@gabarito/core'
import { and, desc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'
import { answers, mockQuestions, mocks, questions, subjects, topics } from '../../db/schema/index.ts'
import { sqlConstant } from '../../db/sql.ts'
import { type MockWindow, sealingMocksSql } from '../seal/seal.sql.ts'

/** The weekly mock's kind, written into the text: the partial index of mock answers must see it. */
const WEEKLY = sqlConstant(ANSWER_KIND.weekly)

export interface MockRow {
  id: number
  courseId: number
  name: string
  opensAt: Date
  closesAt: Date
  timeLimitMinutes: number | null
  keyMode: MockKeyMode
}

/** A mock's columns as MockRow has them. */
export const MOCK = {
  id: mocks.id,
  courseId: mocks.courseId,
  name: mocks.name,
  opensAt: mocks.opensAt,
  closesAt: mocks.closesAt,
  timeLimitMinutes: mocks.timeLimitMinutes,
  keyMode: mocks.keyMode,
}

/** The course's mock open at `at`: one made by staff wins over the automatic one (decision 0012). */
export async function findOpenMock(db: Executor, courseId: number, at: Date): Promise<MockRow | undefined> {
  const [row] = await db
    .select(MOCK)
    .from(mocks)
    .where(and(eq(mocks.courseId, courseId), sql`${mocks.opensAt} <= ${at} and ${mocks.closesAt} > ${at}`))
    .orderBy(sql`${mocks.autoWeek} is null desc`, desc(mocks.id))
    .limit(1)
  return row
}

export async function findMock(db: Executor, courseId: number, mockId: number): Promise<MockRow | undefined> {
  const [row] = await db
    .select(MOCK)
    .from(mocks)
    .where(and(eq(mocks.id, mockId), eq(mocks.courseId, courseId)))
  return row
}

export async function mockQuestionIds(db: Executor, mockId: number): Promise<number[]> {
  const rows = await db
    .select({ id: mockQuestions.questionId })
    .from(mockQuestions)
    .where(eq(mockQuestions.mockId, mockId))
    .orderBy(mockQuestions.position)
  return rows.map((r) => r.id)
}

/** The student's answers to a mock, through the mock's unique index (at most one per question). */
export function answersTo(db: Executor, userId: number, mockId: number) {
  return parsedRows(
    db,
    sql`select question_id as "questionId", alternative_id as "alternativeId", correct from ${answers}
        where user_id = ${userId} and kind = ${WEEKLY} and reference_id = ${mockId}
        order by answered_at`,
    z.object({ questionId: z.number(), alternativeId: z.number(), correct: z.boolean() }),
  )
}

/** A table of the course's mocks (the student's history, the staff's list): by name, the latest window first. */
export const courseMocksTable = (courseId: number) => ({
  where: eq(mocks.courseId, courseId),
  search: [mocks.name],
  defaultOrder: [desc(mocks.opensAt)],
  tieBreak: [desc(mocks.id)],
})

export interface NewMock {
  courseId: number
  name: string
  opensAt: Date
  closesAt: Date
  timeLimitMinutes: number | null
  /** year * 100 + week for an automatic mock; null for one made by staff. */
  autoWeek: number | null
  questionIds: number[]
  /** 'imediato' when left out (the automatic mock's). */
  keyMode?: MockKeyMode
}

/** Inserts a mock and its questions in order; null when the course already has the automatic mock of that week. */
export async function insertMock(db: Executor, mock: NewMock): Promise<number | null> {
  const [row] = await db
    .insert(mocks)
    .values({
      courseId: mock.courseId,
      name: mock.name,
      opensAt: mock.opensAt,
      closesAt: mock.closesAt,
      timeLimitMinutes: mock.timeLimitMinutes,
      autoWeek: mock.autoWeek,
      keyMode: mock.keyMode,
    })
    .onConflictDoNothing()
    .returning({ id: mocks.id })
  if (!row) return null
  if (mock.questionIds.length > 0)
    await db
      .insert(mockQuestions)
      .values(mock.questionIds.map((questionId, i) => ({ mockId: row.id, questionId, position: i + 1 })))
  return row.id
}

/** The course's published questions that exist, of those given (a staff mock's list is checked against it). */
export async function publishedQuestionIds(db: Executor, courseId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await parsedRows(
    db,
    sql`select id from ${questions} where course_id = ${courseId} and status = ${QUESTION_STATUS.published}
        and id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    z.object({ id: z.number() }),
  )
  return rows.map((r) => r.id)
}

/** How many questions to draw from a subject (a staff mock drawn by subject counts). */
export interface SubjectDraw {
  subjectId: number
  count: number
}

/**
 * The automatic mock's questions (decision 0012): `perSubject` published questions of each subject, in the
 * subjects' order (or the counts given, in their order: a staff mock drawn by subject); first those in none of
 * the course's last 4 mocks, then the least recently used; questions of past exams (PRO) after the others; at
 * random among equals. Never a question another mock may not share with this one (sealingMocksSql). `exceptMockId`,
 * a mock being redrawn, counts as none of those mocks. With each question, its subject.
 */
export async function composeQuestionIds(
  db: Executor,
  courseId: number,
  perSubject: number | SubjectDraw[],
  window: MockWindow,
  exceptMockId = 0,
) {
  const wanted = typeof perSubject === 'number' ? null : perSubject
  if (wanted?.length === 0) return []
  const pick = wanted
    ? sql`, wanted(subject_id, n, ord) as (values ${sql.join(
        wanted.map((w, i) => sql`(${w.subjectId}::int, ${w.count}::int, ${i}::int)`),
        sql`, `,
      )})
        select r.id, r.subject_id from ranked r join wanted w on w.subject_id = r.subject_id where r.n <= w.n
        order by w.ord, r.n`
    : sql`select id, subject_id from ranked where n <= ${perSubject} order by position, subject_id, n`
  const rows = await parsedRows(
    db,
    sql`with recent as (
          select id from ${mocks} where course_id = ${courseId}
            and opens_at < ${window.opensAt.toISOString()}::timestamptz and id <> ${exceptMockId}
          order by opens_at desc limit 4
        ),
        used as (
          select mq.question_id, max(m.opens_at) as last_used, bool_or(m.id in (select id from recent)) as recent
          from ${mockQuestions} mq join ${mocks} m on m.id = mq.mock_id
          where m.course_id = ${courseId} and m.id <> ${exceptMockId} group by mq.question_id
        ),
        sealing as (${sealingMocksSql(courseId, window, exceptMockId)}),
        ranked as (
          select q.id, s.position, s.id as subject_id,
                 row_number() over (
                   partition by q.subject_id
                   order by coalesce(u.recent, false), u.last_used nulls first, q.exam_id is not null, q.random_key
                 ) as n
          from ${questions} q join ${subjects} s on s.id = q.subject_id left join used u on u.question_id = q.id
          where q.course_id = ${courseId} and q.status = ${QUESTION_STATUS.published} and s.visible
            and not exists (select 1 from ${topics} t where t.id = q.topic_id and not t.visible)
            and not exists (select 1 from sealing x join ${mockQuestions} xq on xq.mock_id = x.id
                            where xq.question_id = q.id)
        )
        ${pick}`,
    z.object({ id: z.number(), subject_id: z.number() }),
  )
  return rows.map((r) => ({ id: r.id, subjectId: r.subject_id }))
}
