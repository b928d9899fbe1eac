import { QUESTION_STATUS, saoPauloDayEnd } from '@gabarito/core'
import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database, Executor } from '../../db/client.ts'
import { parsedRows, runPrepared } from '../../db/rows.ts'
import { examDates, questionProgress as p, questions, subjects, topics } from '../../db/schema/index.ts'
import { preparedStatement, sqlConstant } from '../../db/sql.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { byName } from '../../lib/name-order.ts'
import { pageQuery } from '../../lib/page-query.ts'
import { effectiveDueSql, examCte } from '../access/exam-day.sql.ts'
import { sealedQuestionSql } from '../seal/seal.sql.ts'

const PUBLISHED = sqlConstant(QUESTION_STATUS.published)

/**
 * The caller's cards in the course: progress rows with a card, of the course's subjects (an array computed once, so
 * that a scan of the cards' index keeps its order).
 */
const cardsOf = (userId: SQL, courseId: SQL) =>
  sql`${p.userId} = ${userId} and ${p.due} is not null
    and ${p.subjectId} = any(array(select ${subjects.id} from ${subjects} where ${subjects.courseId} = ${courseId}))`

const instantSql = (date: Date) => sql`${date.toISOString()}::timestamptz`
// Row schemas made once: zod compiles each schema's parser on its first use.
const examDays = z.object({ day: z.string().nullable(), own: z.string().nullable() })
const examDayRow = z.object({ day: z.string().nullable() })
const idRow = z.object({ id: z.number() })
const oneRow = z.object({ one: z.number() })
const countsRow = examDays.extend({
  late_before_today: z.number(),
  pending: z.number(),
  late: z.number(),
  coming: z.array(z.number()),
})
/** The caller, course and moment as values of a statement built each time. */
const values = (userId: number, courseId: number, at: Date) =>
  [sql`${userId}::int`, sql`${courseId}::int`, instantSql(at)] as const
/** The same as placeholders of a statement prepared by name (decision 0053): its plan is made once per connection. */
const USER = sql`${sql.placeholder('user')}::int`
const COURSE = sql`${sql.placeholder('course')}::int`
const AT = sql`${sql.placeholder('at')}::timestamptz`
/** The end of today in São Paulo: a card is due from the start of its due day (FSRS counts days, as Anki does). */
const UNTIL = sql`${sql.placeholder('until')}::timestamptz`

/** The exam day that counts now ('YYYY-MM-DD' or null). */
export async function readExamDay(db: Executor, userId: number, courseId: number, at: Date) {
  const [row] = await parsedRows(
    db,
    sql`with ${examCte(...values(userId, courseId, at))} select day from exam`,
    examDayRow,
  )
  return row?.day ?? null
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

/**
 * The caller's questions of the course due by the end of today (published ones, none sealed, at `at`), most overdue
 * first. Two ordered reads of the
 * cards' index, each a few entries long: the cards due before the exam day by their own moment, and those the exam
 * pulls to its eve (all due once the eve has come, by their last review); only their first few are checked as
 * published.
 */
const DUE_QUESTIONS = preparedStatement(
  'review_due_questions',
  sql`with ${examCte(USER, COURSE, AT)}
      select c.id from (
        (select ${p.questionId} as id, ${p.due} as due from ${p}
          where ${cardsOf(USER, COURSE)} and ${p.due} < ${UNTIL} and ${p.due} < (select start from exam)
          order by ${p.due} limit ${sql.placeholder('limit')}::int * 3)
        union all
        (select ${p.questionId}, greatest((select eve from exam), ${p.reviewedAt}) from ${p}
          where ${cardsOf(USER, COURSE)} and ${p.due} >= (select start from exam) and (select eve from exam) < ${UNTIL}
          order by 2 limit ${sql.placeholder('limit')}::int * 3)
      ) c
      where exists (select 1 from ${questions} q where q.id = c.id and q.status = ${PUBLISHED})
        -- A question of an open modo-prova mock waits for its release (decision 0056).
        and not ${sealedQuestionSql(sql`c.id`, AT)}
      order by c.due, c.id limit ${sql.placeholder('limit')}::int`,
)

export async function dueQuestionIds(
  db: Database,
  userId: number,
  courseId: number,
  now: Date,
  limit: number,
): Promise<number[]> {
  const rows = await runPrepared(
    db,
    DUE_QUESTIONS,
    {
      user: userId,
      course: courseId,
      at: now.toISOString(),
      until: saoPauloDayEnd(now).toISOString(),
      limit,
    },
    idRow,
  )
  return rows.map((row) => row.id)
}

/** Whether the caller has a card for the question in the course (a review answer needs one). */
export async function hasCard(db: Executor, userId: number, courseId: number, questionId: number) {
  const rows = await parsedRows(
    db,
    sql`select 1 as one from ${p}
        where ${cardsOf(sql`${userId}::int`, sql`${courseId}::int`)} and ${p.questionId} = ${questionId}`,
    oneRow,
  )
  return rows.length > 0
}

/** Cumulative counts for the 7 days from today: dayStarts holds today's start and the 7 next days' starts. */
const DAYS_COMING = 7
const DAY_STARTS = sql`${sql.placeholder('dayStarts')}::timestamptz[]`
const TODAY = sql`(${DAY_STARTS})[1]`
/** Tomorrow's start, the end of today: what is due before it is pending today. */
const TOMORROW = sql`(${DAY_STARTS})[2]`
const WEEK_END = sql`(${DAY_STARTS})[${sqlConstant(DAYS_COMING + 1)}]`
/**
 * The summary's counts in one statement, reading as few index entries as it can with as little work per entry: the
 * cards due before today (and before the exam day) are only counted, in one range; the cards due from today to the
 * week's end, and those the exam pulls to its eve (few: FSRS's moment is after the exam), are compared with each
 * day's start.
 */
const DUE_COUNTS = preparedStatement(
  'review_due_counts',
  sql`with ${examCte(USER, COURSE, AT)},
      course_cards as (select array(select ${subjects.id} from ${subjects} where ${subjects.courseId} = ${COURSE}) as subjects)
      select exam.day, exam.own,
        (select count(*) from ${p} where ${p.userId} = ${USER} and ${p.due} < least(${TODAY}, exam.start)
           and ${p.subjectId} = any(course_cards.subjects))::int as late_before_today,
        week.*
      from exam, course_cards, lateral (
        select (count(*) filter (where due < ${TOMORROW}))::int as pending,
          (count(*) filter (where due < ${TODAY}))::int as late,
          array[${sql.join(
            Array.from(
              { length: DAYS_COMING },
              (_, k) =>
                sql`(count(*) filter (where due >= ${TOMORROW} and due < (${DAY_STARTS})[${sqlConstant(k + 2)}]))::int`,
            ),
            sql`, `,
          )}] as coming
        from (
          select ${p.due} as due from ${p}
          where ${p.userId} = ${USER} and ${p.due} >= least(${TODAY}, exam.start) and ${p.due} < least(${WEEK_END}, exam.start)
            and ${p.subjectId} = any(course_cards.subjects)
          union all
          select greatest(exam.eve, ${p.reviewedAt}) from ${p}
          where ${p.userId} = ${USER} and ${p.due} >= exam.start and ${p.subjectId} = any(course_cards.subjects)
        ) cards
      ) week`,
)

/**
 * The caller's cards of the course: how many are due by the end of today (`dayStarts[1]`), how many of those were due
 * before today (`dayStarts[0]`), how many come due before each of `dayStarts[2..]` (cumulative, from tomorrow), and
 * the exam day that counts with the one the student set.
 */
export async function dueCounts(
  db: Database,
  userId: number,
  courseId: number,
  times: { now: Date; dayStarts: Date[] },
) {
  if (times.dayStarts.length !== DAYS_COMING + 1) throw new Error('dueCounts: today and the 7 next days')
  const [row] = await runPrepared(
    db,
    DUE_COUNTS,
    {
      user: userId,
      course: courseId,
      at: times.now.toISOString(),
      dayStarts: times.dayStarts.map((day) => day.toISOString()),
    },
    countsRow,
  )
  if (!row) throw new Error('dueCounts: the statement returns one row')
  return {
    ...row,
    pending: row.late_before_today + row.pending,
    late: row.late_before_today + row.late,
  }
}

/** "Caderno de erros": the caller's cards of the course, with the question, its subject and topic (DataTables). */
export function pageMistakes(
  db: Executor,
  userId: number,
  courseId: number,
  request: DataTableBody,
  filter: {
    subjectId: number | undefined
    topicId: number | undefined
    exam: { start: Date; eve: Date } | null
  },
) {
  const infinity = sql`'infinity'::timestamptz`
  const exam = filter.exam
  const due = exam
    ? effectiveDueSql(instantSql(exam.start), instantSql(exam.eve))
    : effectiveDueSql(infinity, infinity)
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

export async function deleteExamDaysOf(db: Executor, userId: number) {
  await db.delete(examDates).where(eq(examDates.userId, userId))
}
