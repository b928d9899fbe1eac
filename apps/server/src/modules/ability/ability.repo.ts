import { CALIBRATION_MIN_ANSWERS } from '@gabarito/core'
import { asc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'
import { abilityEstimates, abilityHistory, alternatives, questions, users } from '../../db/schema/index.ts'
import { notSimulatedCandidate } from '../users/simulated-candidates.ts'
import { firstAnswersTable } from './first-answers.sql.ts'

/** First answers read per statement: the rows come as three comma-separated lists, a few hundred kB a piece. */
const READ_CHUNK = 50_000

/** A question the calibration includes: its id, subject, alternatives (c = 1/k) and first answers. */
export interface CalibrationItem {
  questionId: number
  subjectId: number
  alternatives: number
  answers: number
}

/** The course's first answers to the questions with enough of them, ordered by student then question. */
export interface FirstAnswers {
  items: CalibrationItem[]
  userId: Int32Array
  questionId: Int32Array
  hit: Uint8Array
}

const ints = (list: string) => (list === '' ? [] : list.split(',').map(Number))

/**
 * The course's first answers (firstAnswersTable, as the item statistics read them); questions with fewer than
 * CALIBRATION_MIN_ANSWERS first answers are left out. Read in chunks so no single answer is large.
 */
export async function readFirstAnswers(tx: Executor, courseId: number): Promise<FirstAnswers> {
  await tx.execute(firstAnswersTable('calibration_first', courseId))
  const items = await parsedRows(
    tx,
    sql`select f.question_id as "questionId", q.subject_id as "subjectId", count(*)::int as answers,
               (select count(*)::int from ${alternatives} al where al.question_id = f.question_id) as alternatives
        from calibration_first f join ${questions} q on q.id = f.question_id
        group by f.question_id, q.subject_id
        having count(*) >= ${CALIBRATION_MIN_ANSWERS}
        order by f.question_id`,
    z.object({
      questionId: z.number(),
      subjectId: z.number(),
      answers: z.number(),
      alternatives: z.number(),
    }),
  )
  await tx.execute(sql`
    create temp table calibration_rows on commit drop as
    select (row_number() over (order by f.user_id, f.question_id))::int as n, f.user_id, f.question_id, f.hit
    from calibration_first f
    where f.question_id = any(${`{${items.map((i) => i.questionId).join(',')}}`}::int[])`)
  await tx.execute(sql`create index on calibration_rows (n)`)
  const total = items.reduce((sum, item) => sum + item.answers, 0)
  const userId = new Int32Array(total)
  const questionId = new Int32Array(total)
  const hit = new Uint8Array(total)
  for (let from = 0; from < total; from += READ_CHUNK) {
    const [chunk] = await parsedRows(
      tx,
      sql`select coalesce(string_agg(user_id::text, ',' order by n), '') as u,
                 coalesce(string_agg(question_id::text, ',' order by n), '') as q,
                 coalesce(string_agg(hit::int::text, ',' order by n), '') as h
          from calibration_rows where n > ${from} and n <= ${from + READ_CHUNK}`,
      z.object({ u: z.string(), q: z.string(), h: z.string() }),
    )
    userId.set(ints(chunk?.u ?? ''), from)
    questionId.set(ints(chunk?.q ?? ''), from)
    hit.set(ints(chunk?.h ?? ''), from)
  }
  await tx.execute(sql`drop table calibration_rows`)
  await tx.execute(sql`drop table calibration_first`)
  return { items, userId, questionId, hit }
}

const floats = (values: ArrayLike<number>) => `{${Array.from(values).join(',')}}`

/** Replaces the course's item parameters with these (a and b by item, c = 1/k). */
export async function replaceItemParameters(
  tx: Executor,
  courseId: number,
  at: Date,
  items: CalibrationItem[],
  params: { a: ArrayLike<number>; b: ArrayLike<number>; c: ArrayLike<number> },
): Promise<void> {
  await tx.execute(sql`delete from item_parameters where course_id = ${courseId}`)
  if (items.length === 0) return
  await tx.execute(sql`
    insert into item_parameters (question_id, course_id, a, b, c, answers, computed_at)
    select q, ${courseId}, a, b, c, n, ${at.toISOString()}::timestamptz
    from unnest(${floats(items.map((i) => i.questionId))}::int[], ${floats(params.a)}::float8[],
                ${floats(params.b)}::float8[], ${floats(params.c)}::float8[],
                ${floats(items.map((i) => i.answers))}::int[]) as t(q, a, b, c, n)`)
}

export interface RunRecord {
  items: number
  answers: number
  students: number
  iterations: number
  converged: boolean
  durationMs: number
}

export async function writeCalibrationRun(tx: Executor, courseId: number, at: Date, run: RunRecord) {
  await tx.execute(sql`
    insert into item_calibration_runs (course_id, computed_at, items, answers, students, iterations, converged,
                                       duration_ms)
    values (${courseId}, ${at.toISOString()}::timestamptz, ${run.items}, ${run.answers}, ${run.students},
            ${run.iterations}, ${run.converged}, ${run.durationMs})
    on conflict (course_id) do update set computed_at = excluded.computed_at, items = excluded.items,
      answers = excluded.answers, students = excluded.students, iterations = excluded.iterations,
      converged = excluded.converged, duration_ms = excluded.duration_ms`)
}

/** Drops the course's estimates before the new ones are written (a student may have none any more). */
export async function clearEstimates(tx: Executor, courseId: number) {
  await tx.execute(sql`delete from ability_estimates where course_id = ${courseId}`)
}

/**
 * An erased account's answers calibrate the items, but it gets no estimate (decision 0062); nor does a simulated
 * candidate of the demo (decision 0070), who is nobody.
 */
const notErased = sql`not exists (select 1 from ${users} u where u.id = e.user_id
                                  and (u.deleted_at is not null or not ${notSimulatedCandidate(sql`u.email`)}))`

/**
 * Writes a batch of estimates (the worker's JSON: user_id, items, theta, se, posterior, gains) and the week's
 * history row (the week's Monday in São Paulo) of those with an ability.
 */
export async function writeEstimates(tx: Executor, courseId: number, at: Date, batch: string) {
  const instant = at.toISOString()
  await tx.execute(sql`
    insert into ability_estimates (user_id, course_id, items, theta, standard_error, posterior, subject_gains,
                                   computed_at)
    select e.user_id, ${courseId}, e.items, e.theta, e.se, e.posterior, e.gains, ${instant}::timestamptz
    from jsonb_to_recordset(${batch}::jsonb)
      as e(user_id int, items int, theta float8, se float8, posterior real[], gains jsonb)
    where ${notErased}`)
  await tx.execute(sql`
    insert into ability_history (user_id, course_id, week, theta, standard_error, items, computed_at)
    select e.user_id, ${courseId},
           date_trunc('week', ${instant}::timestamptz at time zone 'America/Sao_Paulo')::date,
           e.theta, e.se, e.items, ${instant}::timestamptz
    from jsonb_to_recordset(${batch}::jsonb) as e(user_id int, items int, theta float8, se float8)
    where e.theta is not null and ${notErased}
    on conflict (user_id, course_id, week) do update set theta = excluded.theta,
      standard_error = excluded.standard_error, items = excluded.items, computed_at = excluded.computed_at`)
}

// LGPD (decision 0062): the export's reads and the erasure, each naming the person's id.

export function estimatesOf(db: Executor, userId: number) {
  const e = abilityEstimates
  return db.select().from(e).where(eq(e.userId, userId)).orderBy(asc(e.courseId))
}

export async function deleteAbilityOf(db: Executor, userId: number) {
  await db.delete(abilityEstimates).where(eq(abilityEstimates.userId, userId))
  await db.delete(abilityHistory).where(eq(abilityHistory.userId, userId))
}
