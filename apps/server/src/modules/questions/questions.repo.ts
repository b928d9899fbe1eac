import { COMMENT_STATUSES, QUESTION_LEVELS, QUESTION_STATUS, QUESTION_STATUSES } from '@gabarito/core'
import { and, asc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database, Executor } from '../../db/client.ts'
import { parsedRows, runPrepared } from '../../db/rows.ts'
import {
  alternatives,
  comments,
  exams,
  practiceDayScores,
  questionCounts,
  questionProgress,
  questions,
  subjects,
  topics,
} from '../../db/schema/index.ts'
import { preparedStatement } from '../../db/sql.ts'

// Row schemas made once: zod compiles each schema's parser on its first use.
const idRow = z.object({ id: z.number() })
const oneRow = z.object({ one: z.number() })
const dayScoreRow = z.object({ answers: z.number(), hits: z.number() })

export interface BankFilter {
  subjectId: number
  topicId: number | null
  /** Past-exam questions are PRO: only callers with access to the course get them. */
  withExamQuestions: boolean
}

const examFilter = (filter: BankFilter) => (filter.withExamQuestions ? sql`` : sql`and q.exam_id is null`)

/** A question of a hidden topic leaves subject practice with it (a hidden subject or topic is a 404 before). */
const hiddenTopicFilter = (filter: BankFilter) =>
  filter.topicId === null
    ? sql`and (q.topic_id is null or q.topic_id not in (
        select t.id from ${topics} t where t.subject_id = ${filter.subjectId} and not t.visible))`
    : sql``

/** `q` is in no hidden subject nor topic (staff hide them instead of deleting them). */
const shownQuestion = sql`not exists (select 1 from ${subjects} hs where hs.id = q.subject_id and not hs.visible)
  and not exists (select 1 from ${topics} ht where ht.id = q.topic_id and not ht.visible)`

/** Questions to review, oldest first: answered wrong or skipped, then (when nothing else is left) answered right. */
export async function pickReview(
  db: Executor,
  userId: number,
  filter: BankFilter,
  states: string[],
  exclude: number[],
  limit: number,
) {
  const rows = await parsedRows(
    db,
    sql`select p.question_id as id from ${questionProgress} p
        join ${questions} q on q.id = p.question_id
        where p.user_id = ${userId} and p.subject_id = ${filter.subjectId}
          and p.state in (${sql.join(
            states.map((s) => sql`${s}`),
            sql`, `,
          )})
          ${filter.topicId === null ? sql`` : sql`and q.topic_id = ${filter.topicId}`}
          ${examFilter(filter)}
          ${hiddenTopicFilter(filter)}
          and q.status = ${QUESTION_STATUS.published}
          ${
            exclude.length
              ? sql`and p.question_id not in (${sql.join(
                  exclude.map((id) => sql`${id}`),
                  sql`, `,
                )})`
              : sql``
          }
        order by p.last_at asc limit ${limit}`,
    idRow,
  )
  return rows.map((r) => r.id)
}

/**
 * The student's answers and hits in a subject on one São Paulo day, read from `practice_day_scores` (the latest day's
 * counts, decision 0048): one row, whatever the history; none that day when its day is another.
 */
export async function subjectDayScore(
  db: Executor,
  userId: number,
  courseId: number,
  subjectId: number,
  day: string,
) {
  const [row] = await parsedRows(
    db,
    sql`select s.answers, s.hits from ${practiceDayScores} s
        where s.user_id = ${userId} and s.course_id = ${courseId} and s.subject_id = ${subjectId} and s.day = ${day}`,
    dayScoreRow,
  )
  return row ?? { answers: 0, hits: 0 }
}

const questionCard = z.object({
  id: z.number(),
  textHtml: z.string(),
  subjectId: z.number(),
  topicId: z.number().nullable(),
  examId: z.number().nullable(),
  examNumber: z.number().nullable(),
  status: z.enum(QUESTION_STATUSES),
  hits: z.number(),
  total: z.number(),
  banca: z.string().nullable(),
  orgao: z.string().nullable(),
  year: z.number().nullable(),
  cargo: z.string().nullable(),
  level: z.enum(QUESTION_LEVELS).nullable(),
  /** In the question's order. */
  alternatives: z.array(z.object({ id: z.number(), letter: z.string(), textHtml: z.string() })),
})
export type QuestionCard = z.infer<typeof questionCard>

const QUESTION_CARDS = preparedStatement(
  'question_cards',
  sql`select q.id, q.text_html as "textHtml", q.subject_id as "subjectId", q.topic_id as "topicId",
            q.exam_id as "examId", q.exam_number as "examNumber", q.status,
            coalesce(qc.hits, 0)::int as hits, coalesce(qc.answers, 0)::int as total, a.alternatives,
            q.banca, q.orgao, q.year, q.cargo, q.level
     from ${questions} q
     left join ${questionCounts} qc on qc.question_id = q.id
     cross join lateral (
       select json_agg(json_build_object('id', x.id, 'letter', x.letter, 'textHtml', x.text_html)
                       order by x.position) as alternatives
       from ${alternatives} x where x.question_id = q.id
     ) a
     where q.id = any(${sql.placeholder('ids')}::int[])`,
)

/**
 * The questions to show with their alternatives, and how often they were answered and answered right (for the
 * difficulty label): one prepared statement, as every batch of practice, exams and mocks reads it.
 */
export function loadQuestionCards(db: Database, ids: number[]): Promise<QuestionCard[]> {
  if (ids.length === 0) return Promise.resolve([])
  return runPrepared(db, QUESTION_CARDS, { ids }, questionCard)
}

const SUBJECT_SHOWN = preparedStatement(
  'subject_shown',
  sql`select 1 as one from ${subjects}
      where id = ${sql.placeholder('subjectId')}::int and course_id = ${sql.placeholder('courseId')}::int and visible`,
)

/** Whether the subject is the course's and shown to students (prepared: every batch asks it). */
export async function subjectShown(db: Database, courseId: number, subjectId: number): Promise<boolean> {
  return (await runPrepared(db, SUBJECT_SHOWN, { courseId, subjectId }, oneRow)).length > 0
}

/** The topic when it is the subject's and shown to students. */
export async function findTopic(db: Executor, subjectId: number, topicId: number) {
  const [row] = await db
    .select()
    .from(topics)
    .where(and(eq(topics.id, topicId), eq(topics.subjectId, subjectId), eq(topics.visible, true)))
    .limit(1)
  return row
}

export function listExams(db: Executor, courseId: number) {
  return parsedRows(
    db,
    sql`select e.id, e.name, e.year, count(q.id)::int as total
        from ${exams} e
        left join ${questions} q on q.exam_id = e.id and q.status = ${QUESTION_STATUS.published} and ${shownQuestion}
        where e.course_id = ${courseId}
        group by e.id
        order by e.year desc nulls last, e.name collate pt_br_numeric, e.id`,
    z.object({ id: z.number(), name: z.string(), year: z.number().nullable(), total: z.number() }),
  )
}

export async function findExam(db: Executor, examId: number) {
  const [row] = await db.select().from(exams).where(eq(exams.id, examId)).limit(1)
  return row
}

export async function examQuestionIds(db: Executor, examId: number) {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        eq(questions.examId, examId),
        eq(questions.status, QUESTION_STATUS.published),
        sql`not exists (select 1 from ${subjects} hs where hs.id = ${questions.subjectId} and not hs.visible)`,
        sql`not exists (select 1 from ${topics} ht where ht.id = ${questions.topicId} and not ht.visible)`,
      ),
    )
    .orderBy(asc(questions.examNumber), asc(questions.id))
  return rows.map((r) => r.id)
}

export async function questionInCourse(db: Executor, questionId: number, courseId: number) {
  const [row] = await db
    .select({ id: questions.id, subjectId: questions.subjectId })
    .from(questions)
    .where(and(eq(questions.id, questionId), eq(questions.courseId, courseId)))
    .limit(1)
  return row
}

const OWN_COMMENTS_ON = preparedStatement(
  'own_comments_on',
  sql`select id, question_id, text, status, created_at, reply_text, replied_at from ${comments}
      where user_id = ${sql.placeholder('userId')}::int and question_id = any(${sql.placeholder('ids')}::int[])`,
)
const instant = z.union([z.date(), z.string()]).transform((v) => new Date(v))
const ownCommentRow = z
  .object({
    id: z.number(),
    question_id: z.number(),
    text: z.string(),
    status: z.enum(COMMENT_STATUSES),
    created_at: instant,
    reply_text: z.string().nullable(),
    replied_at: instant.nullable(),
  })
  .transform((r) => ({
    id: r.id,
    questionId: r.question_id,
    text: r.text,
    status: r.status,
    createdAt: r.created_at,
    replyText: r.reply_text,
    repliedAt: r.replied_at,
  }))

/**
 * The viewer's own comments on these questions (at most one each), which practice sends with each question: the
 * columns of ownCommentFields (db/own-comment-fields.ts), prepared, as every batch reads them.
 */
export function ownCommentsOn(db: Database, userId: number, questionIds: number[]) {
  if (!questionIds.length) return Promise.resolve([])
  return runPrepared(db, OWN_COMMENTS_ON, { userId, ids: questionIds }, ownCommentRow)
}
