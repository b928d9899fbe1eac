import { QUESTION_STATUS } from '@gabarito/core'
import { asc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'
import { itemParameters, subjects } from '../../db/schema/index.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { pageQuery } from '../../lib/page-query.ts'

// The reads of issue 32 (decision 0059): only the calibration's tables, the course's settings and the reference
// exam's questions; never the answers.

const instant = z.union([z.date(), z.string()]).transform((v) => new Date(v))
// Row schemas made once: zod compiles each object schema at its first parse, which a schema made per call repeats.
const estimateRow = z.object({
  items: z.number(),
  theta: z.number().nullable(),
  standard_error: z.number().nullable(),
  posterior: z.array(z.number()).nullable(),
  subject_gains: z.array(z.object({ subjectId: z.number(), weight: z.number() })).nullable(),
  computed_at: instant,
})
const calibrationRunRow = z.object({ computed_at: instant, items: z.number() })
const calibratedItemRow = z.object({
  questionId: z.number(),
  subjectId: z.number(),
  subjectName: z.string(),
  a: z.number(),
  b: z.number(),
  c: z.number(),
})
const historyRow = z.object({ week: z.string(), theta: z.number(), standard_error: z.number() })

/** The caller's estimate in the course, if the last calibration made one. */
export async function findEstimate(db: Executor, userId: number, courseId: number) {
  const [row] = await parsedRows(
    db,
    sql`select items, theta, standard_error, posterior, subject_gains, computed_at
        from ability_estimates where user_id = ${userId} and course_id = ${courseId}`,
    estimateRow,
  )
  return row
}

/** The course's last calibration: when, and how many questions it calibrated. */
export async function findCalibrationRun(db: Executor, courseId: number) {
  const [row] = await parsedRows(
    db,
    sql`select computed_at, items from item_calibration_runs where course_id = ${courseId}`,
    calibrationRunRow,
  )
  return row
}

const examItems = z.object({
  id: z.number(),
  name: z.string(),
  /** The exam's questions that count (not annulled), and those of them with parameters. */
  questions: z.number(),
  items: z.array(z.object({ a: z.number(), b: z.number(), c: z.number() })),
})
export type ExamItems = z.infer<typeof examItems>

/**
 * The reference exam with its questions' parameters: the one chosen, or else the course's latest past exam (year,
 * then id) whose questions (annulled ones aside) are all calibrated.
 */
export async function findReferenceExam(
  db: Executor,
  courseId: number,
  chosen: number | null,
): Promise<ExamItems | undefined> {
  const counted = sql`q.exam_id = e.id and q.status <> ${QUESTION_STATUS.annulled}`
  const which =
    chosen === null
      ? sql`e.course_id = ${courseId}
            and exists (select 1 from questions q where ${counted})
            and not exists (select 1 from questions q left join item_parameters p on p.question_id = q.id
                            where ${counted} and p.question_id is null)`
      : sql`e.id = ${chosen} and e.course_id = ${courseId}`
  const [row] = await parsedRows(
    db,
    sql`select e.id, e.name,
               (select count(*)::int from questions q where ${counted}) as questions,
               -- Each counted question's parameters by key (a join would probe every calibrated item's question).
               coalesce((select json_agg(json_build_object('a', p.a, 'b', p.b, 'c', p.c) order by q.id)
                         from questions q cross join lateral
                           (select p.a, p.b, p.c from item_parameters p where p.question_id = q.id offset 0) p
                         where ${counted}),
                        '[]'::json) as items
        from exams e where ${which}
        order by e.year desc nulls last, e.id desc limit 1`,
    examItems,
  )
  return row
}

/** The course's calibrated questions, by subject then question, with their subjects' names. */
export function calibratedItemsOf(db: Executor, courseId: number) {
  return parsedRows(
    db,
    sql`select p.question_id as "questionId", q.subject_id as "subjectId", s.name as "subjectName", p.a, p.b, p.c
        from item_parameters p join questions q on q.id = p.question_id join ${subjects} s on s.id = q.subject_id
        where p.course_id = ${courseId}
        order by q.subject_id, p.question_id`,
    calibratedItemRow,
  )
}
export type CalibratedItem = Awaited<ReturnType<typeof calibratedItemsOf>>[number]

/** The caller's last `weeks` weeks of ability, oldest first. */
export async function historyOf(db: Executor, userId: number, courseId: number, weeks: number) {
  const rows = await parsedRows(
    db,
    sql`select to_char(week, 'YYYY-MM-DD') as week, theta, standard_error from ability_history
        where user_id = ${userId} and course_id = ${courseId} order by week desc limit ${weeks}`,
    historyRow,
  )
  return rows.reverse()
}

/** The course's calibrated questions as a DataTables page (decision 0006). */
export function pageParameters(db: Executor, courseId: number, request: DataTableBody) {
  return pageQuery(db, request, {
    rows: () =>
      db
        .select({
          questionId: itemParameters.questionId,
          a: itemParameters.a,
          b: itemParameters.b,
          c: itemParameters.c,
          answers: itemParameters.answers,
        })
        .from(itemParameters)
        .$dynamic(),
    where: eq(itemParameters.courseId, courseId),
    search: [sql`${itemParameters.questionId}::text`],
    order: {
      pergunta_id: itemParameters.questionId,
      a: itemParameters.a,
      b: itemParameters.b,
      respostas: itemParameters.answers,
    },
    defaultOrder: [asc(itemParameters.questionId)],
    tieBreak: [asc(itemParameters.questionId)],
  })
}

/** One question's parameters, if it was calibrated. */
export async function findParameters(db: Executor, questionId: number) {
  const [row] = await db.select().from(itemParameters).where(eq(itemParameters.questionId, questionId))
  return row
}
