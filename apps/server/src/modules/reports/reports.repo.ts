import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'
import {
  conceptStats,
  courseStats,
  questions,
  questionTags,
  studentDayStats,
  studentHourStats,
  studentSubjectStats,
  subjects,
  tags,
  topicStats,
  topics,
} from '../../db/schema/index.ts'

// Every report reads aggregates kept on write (decisions 0015 and 0033), never `answers`: for the student, a few
// hundred rows at most, however many answers.

const tally = z.object({ answers: z.number(), hits: z.number() })
export type Tally = z.infer<typeof tally>

/** The student's answers and hits per São Paulo month (YYYY-MM-01) from `since` (a day) on. */
export function studentMonths(db: Executor, userId: number, courseId: number, since: string) {
  return parsedRows(
    db,
    sql`select to_char(date_trunc('month', day), 'YYYY-MM-DD') as month,
               sum(answers)::int as answers, sum(hits)::int as hits
        from ${studentDayStats}
        where user_id = ${userId} and course_id = ${courseId} and day >= ${since}::date
        group by 1`,
    tally.extend({ month: z.string() }),
  )
}

/** Everyone's answers and hits on the course per month from `since` (a month's first day) on. */
export function courseMonths(db: Executor, courseId: number, since: string) {
  return parsedRows(
    db,
    sql`select to_char(month, 'YYYY-MM-DD') as month, sum(answers)::float8 as answers, sum(hits)::float8 as hits
        from ${courseStats}
        where course_id = ${courseId} and month >= ${since}::date
        group by 1`,
    tally.extend({ month: z.string() }),
  )
}

/** The course's subjects shown to students, in order, with the student's answers and hits in each (zeros when none). */
export function studentSubjects(db: Executor, userId: number, courseId: number) {
  return parsedRows(
    db,
    sql`select s.id, s.name, coalesce(x.answers, 0)::int as answers, coalesce(x.hits, 0)::int as hits
        from ${subjects} s
        left join (
          select subject_id, answers, hits
          from ${studentSubjectStats} where user_id = ${userId} and course_id = ${courseId}
        ) x on x.subject_id = s.id
        where s.course_id = ${courseId} and s.visible
        order by s.position, s.id`,
    tally.extend({ id: z.number(), name: z.string() }),
  )
}

/** The course's subjects shown to students, in order, with everyone's answers and hits in each. */
export function courseSubjectTotals(db: Executor, courseId: number) {
  return parsedRows(
    db,
    sql`select s.id, s.name, coalesce(x.answers, 0)::float8 as answers, coalesce(x.hits, 0)::float8 as hits
        from ${subjects} s
        left join (
          select subject_id, sum(answers) as answers, sum(hits) as hits
          from ${courseStats} where course_id = ${courseId}
          group by subject_id
        ) x on x.subject_id = s.id
        where s.course_id = ${courseId} and s.visible
        order by s.position, s.id`,
    tally.extend({ id: z.number(), name: z.string() }),
  )
}

/** The student's answers and hits per weekday (0 Sunday to 6) of the São Paulo day. */
export function studentWeekdays(db: Executor, userId: number, courseId: number) {
  return parsedRows(
    db,
    sql`select extract(dow from day)::int as slot, sum(answers)::int as answers, sum(hits)::int as hits
        from ${studentDayStats} where user_id = ${userId} and course_id = ${courseId}
        group by 1`,
    tally.extend({ slot: z.number() }),
  )
}

/** The student's answers and hits per São Paulo hour (0 to 23). */
export function studentHours(db: Executor, userId: number, courseId: number) {
  return parsedRows(
    db,
    sql`select hour::int as slot, answers, hits
        from ${studentHourStats} where user_id = ${userId} and course_id = ${courseId}`,
    tally.extend({ slot: z.number() }),
  )
}

const examConcept = z.object({
  id: z.number(),
  name: z.string(),
  detailsHtml: z.string(),
  examQuestions: z.number(),
})
export type ExamConcept = z.infer<typeof examConcept>

/**
 * The concepts of the subject's (or topic's) past-exam questions, by how many of them each tags (at most 100).
 * Reads the question bank only, index-only over questions_exam_subject_idx and question_tags' key.
 */
export function examConcepts(db: Executor, subjectId: number, topicId: number | null) {
  return parsedRows(
    db,
    sql`select t.id, t.description as name, t.details_html as "detailsHtml", x.n::int as "examQuestions"
        from (
          select qt.tag_id, count(*) as n
          from ${questions} q join ${questionTags} qt on qt.question_id = q.id
          where q.subject_id = ${subjectId} and q.exam_id is not null
            and (${topicId}::int is null or q.topic_id = ${topicId}::int)
          group by qt.tag_id
          order by n desc
          limit 100
        ) x
        join ${tags} t on t.id = x.tag_id
        order by x.n desc, t.description collate pt_br_numeric, t.id`,
    examConcept,
  )
}

/** The student's answers and hits on questions with each of these concepts, in the course (one packed row). */
export function conceptTallies(db: Executor, userId: number, courseId: number, tagIds: number[]) {
  if (tagIds.length === 0) return Promise.resolve([])
  return parsedRows(
    db,
    sql`select u.tag_id as "tagId", u.answers, u.hits
        from ${conceptStats} c, unnest(c.tag_ids, c.answers, c.hits) as u(tag_id, answers, hits)
        where c.user_id = ${userId} and c.course_id = ${courseId}
          and u.tag_id in (${sql.join(
            tagIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    tally.extend({ tagId: z.number() }),
  )
}

const topicRow = tally.extend({
  id: z.number(),
  acronym: z.string(),
  name: z.string(),
  subjectId: z.number(),
  subjectName: z.string(),
})
export type TopicRow = z.infer<typeof topicRow>

/** The student's topics with at least `minAnswers` answers, lowest performance first; hidden ones left out. */
export function weakestTopics(
  db: Executor,
  userId: number,
  courseId: number,
  minAnswers: number,
  limit: number,
) {
  return parsedRows(
    db,
    sql`select t.id, t.acronym, t.name, s.id as "subjectId", s.name as "subjectName",
               ts.answers, ts.hits
        from ${topicStats} ts
        join ${topics} t on t.id = ts.topic_id
        join ${subjects} s on s.id = t.subject_id
        where ts.user_id = ${userId} and s.course_id = ${courseId} and ts.answers >= ${minAnswers}
          and t.visible and s.visible
        order by ts.hits::float8 / ts.answers, ts.answers desc, t.id
        limit ${limit}`,
    topicRow,
  )
}

/** Whether the subject (and the topic, when given) belongs to the course and is shown to students. */
export async function subjectOfCourse(
  db: Executor,
  courseId: number,
  subjectId: number,
  topicId: number | null,
) {
  const [row] = await parsedRows(
    db,
    sql`select exists (
          select 1 from ${subjects} s
          left join ${topics} t on t.subject_id = s.id and t.id = ${topicId}::int
          where s.id = ${subjectId} and s.course_id = ${courseId} and s.visible
            and (${topicId}::int is null or (t.id is not null and t.visible))
        ) as ok`,
    z.object({ ok: z.boolean() }),
  )
  return row?.ok === true
}

/** Every concept the student answered in the course, most answered first (the concepts PDF). */
export function studentConcepts(db: Executor, userId: number, courseId: number) {
  return parsedRows(
    db,
    sql`select t.description as name, u.answers, u.hits
        from ${conceptStats} c, unnest(c.tag_ids, c.answers, c.hits) as u(tag_id, answers, hits)
        join ${tags} t on t.id = u.tag_id
        where c.user_id = ${userId} and c.course_id = ${courseId}
        order by u.answers desc, t.description collate pt_br_numeric, t.id
        limit 200`,
    tally.extend({ name: z.string() }),
  )
}
