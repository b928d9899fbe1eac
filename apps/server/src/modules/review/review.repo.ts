import { QUESTION_STATUS } from '@gabarito/core'
import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'
import { examDates, questionProgress as p, questions, subjects, topics } from '../../db/schema/index.ts'
import { sqlConstant } from '../../db/sql.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { byName } from '../../lib/name-order.ts'
import { pageQuery } from '../../lib/page-query.ts'
import { examDayOfStudentSql } from '../access/exam-day.sql.ts'

const SAO_PAULO = sqlConstant('America/Sao_Paulo')
const PUBLISHED = sqlConstant(QUESTION_STATUS.published)

/** The exam that bounds the reviews: the start of its day and of the day before (São Paulo), or none. */
export interface ExamBound {
  start: Date
  eve: Date
}

/**
 * A card's due moment as the student sees it (decision 0057): FSRS's, or, when that falls on or after the exam day,
 * 00:00 of the day before, or the last review when that has passed. The stored `due` stays FSRS's, so a new exam
 * date moves every card at once.
 */
export function effectiveDueSql(exam: ExamBound | null): SQL {
  if (!exam) return sql`${p.due}`
  const start = sql`${exam.start.toISOString()}::timestamptz`
  return sql`(case when ${p.due} >= ${start}
    then greatest(${exam.eve.toISOString()}::timestamptz, ${p.reviewedAt}) else ${p.due} end)`
}

/** The caller's cards in the course: progress rows with a card, of the course's subjects. */
const cardsOf = (userId: number, courseId: number) =>
  sql`${p.userId} = ${userId} and ${p.due} is not null
    and ${p.subjectId} in (select ${subjects.id} from ${subjects} where ${subjects.courseId} = ${courseId})`

/** The exam day that counts now ('YYYY-MM-DD' or null), and the day the student set (past ones included). */
export async function readExamDay(db: Executor, userId: number, courseId: number, at: Date) {
  const [row] = await parsedRows(
    db,
    sql`select ${examDayOfStudentSql(sql`${userId}::int`, sql`${courseId}::int`, sql`${at.toISOString()}::timestamptz`)} as day,
          (select to_char(${examDates.day}, 'YYYY-MM-DD') from ${examDates}
            where ${examDates.userId} = ${userId} and ${examDates.courseId} = ${courseId}) as own`,
    z.object({ day: z.string().nullable(), own: z.string().nullable() }),
  )
  return { day: row?.day ?? null, own: row?.own ?? null }
}

export async function writeExamDay(db: Executor, userId: number, courseId: number, day: string | null) {
  if (day === null) {
    await db.delete(examDates).where(and(eq(examDates.userId, userId), eq(examDates.courseId, courseId)))
    return
  }
  await db
    .insert(examDates)
    .values({ userId, courseId, day })
    .onConflictDoUpdate({
      target: [examDates.userId, examDates.courseId],
      set: { day, updatedAt: sql`now()` },
    })
}

/** The caller's due questions of the course (published ones), most overdue first. */
export async function dueQuestionIds(
  db: Executor,
  userId: number,
  courseId: number,
  now: Date,
  exam: ExamBound | null,
  limit: number,
): Promise<number[]> {
  const due = effectiveDueSql(exam)
  const rows = await parsedRows(
    db,
    sql`select ${p.questionId} as id from ${p}
        where ${cardsOf(userId, courseId)} and ${due} <= ${now.toISOString()}::timestamptz
          and exists (select 1 from ${questions} q where q.id = ${p.questionId} and q.status = ${PUBLISHED})
        order by ${due}, ${p.questionId} limit ${limit}`,
    z.object({ id: z.number() }),
  )
  return rows.map((row) => row.id)
}

/** Whether the caller has a card for the question in the course (a review answer needs one). */
export async function hasCard(db: Executor, userId: number, courseId: number, questionId: number) {
  const rows = await parsedRows(
    db,
    sql`select 1 as one from ${p} where ${cardsOf(userId, courseId)} and ${p.questionId} = ${questionId}`,
    z.object({ one: z.number() }),
  )
  return rows.length > 0
}

/**
 * The caller's cards of the course due before `until`, per São Paulo day of their due moment: how many are due by
 * `now`, how many of those before `todayStart`, and how many are still to come.
 */
export function dueByDay(
  db: Executor,
  userId: number,
  courseId: number,
  times: { now: Date; todayStart: Date; until: Date },
  exam: ExamBound | null,
) {
  const due = effectiveDueSql(exam)
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`
  return parsedRows(
    db,
    sql`select to_char((due at time zone ${SAO_PAULO})::date, 'YYYY-MM-DD') as day,
          (count(*) filter (where due <= ${at(times.now)}))::int as pending,
          (count(*) filter (where due < ${at(times.todayStart)}))::int as late,
          (count(*) filter (where due > ${at(times.now)}))::int as coming
        from (select ${due} as due from ${p} where ${cardsOf(userId, courseId)}) cards
        where due < ${at(times.until)}
        group by 1`,
    z.object({ day: z.string(), pending: z.number(), late: z.number(), coming: z.number() }),
  )
}

/** "Caderno de erros": the caller's cards of the course, with the question, its subject and topic (DataTables). */
export function pageMistakes(
  db: Executor,
  userId: number,
  courseId: number,
  request: DataTableBody,
  filter: { subjectId: number | undefined; topicId: number | undefined; exam: ExamBound | null },
) {
  const due = effectiveDueSql(filter.exam)
  return pageQuery(db, request, {
    rows: () =>
      db
        .select({
          questionId: p.questionId,
          subject: subjects.name,
          topic: topics.name,
          textHtml: questions.textHtml,
          answers: p.answers,
          hits: p.hits,
          lastAt: p.reviewedAt,
          due: sql<Date>`${due}`.mapWith(p.due),
        })
        .from(p)
        .innerJoin(questions, eq(questions.id, p.questionId))
        .innerJoin(subjects, eq(subjects.id, p.subjectId))
        .leftJoin(topics, eq(topics.id, questions.topicId))
        .$dynamic(),
    where: and(
      eq(p.userId, userId),
      isNotNull(p.due),
      eq(subjects.courseId, courseId),
      filter.subjectId === undefined ? undefined : eq(p.subjectId, filter.subjectId),
      filter.topicId === undefined ? undefined : eq(questions.topicId, filter.topicId),
    ),
    search: [questions.textHtml, subjects.name, topics.name],
    order: {
      proxima_revisao: due,
      erros: sql`${p.answers} - ${p.hits}`,
      acertos: p.hits,
      ultima_resposta_em: p.reviewedAt,
      disciplina: byName(subjects.name),
    },
    defaultOrder: [asc(due)],
    tieBreak: [desc(p.questionId)],
  })
}
