import { FACILITY_HIGH, FACILITY_LOW, ITEM_STATS_GROUP_SHARE, ITEM_STATS_MIN_ANSWERS } from '@gabarito/core'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'
import {
  alternativeStats,
  alternatives,
  courses,
  itemStatsRuns,
  questionStats,
  questions,
} from '../../db/schema/index.ts'
import { firstAnswersTable } from '../ability/first-answers.sql.ts'

/** The advisory lock class of a course's statistics run (the object is the course id). */
const LOCK_CLASS = 7290424

const runSummary = z.object({ questions: z.number(), answers: z.number(), students: z.number() })
export type RunSummary = z.infer<typeof runSummary>

/** Waits for (or, with `wait` false, tries) the course's run lock, held until the transaction ends. */
export async function lockCourseRun(tx: Executor, courseId: number, wait: boolean): Promise<boolean> {
  if (wait) {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, ${courseId})`)
    return true
  }
  const [row] = await parsedRows(
    tx,
    sql`select pg_try_advisory_xact_lock(${LOCK_CLASS}, ${courseId}) as ok`,
    z.object({ ok: z.boolean() }),
  )
  return row?.ok === true
}

/**
 * Computes the course's item statistics from its students' first answers in a few set-based statements (decision
 * 0024) and replaces the stored ones, inside the caller's transaction.
 */
export async function computeCourseStats(tx: Executor, courseId: number, at: Date): Promise<RunSummary> {
  const now = at.toISOString()
  await tx.execute(firstAnswersTable('item_first', courseId))
  // Each first answer with the student's course score, rest score (the other answers) and rank in the question.
  await tx.execute(sql`
    create temp table item_rows on commit drop as
    with s as (
      select user_id, count(*)::int as n, sum(hit::int)::int as hits from item_first group by user_id
    )
    select f.question_id, f.user_id, f.alternative_id, f.hit,
           case when s.n > 1 then (s.hits - f.hit::int)::float8 / (s.n - 1) end as rest,
           count(*) over (partition by f.question_id)::int as n,
           row_number() over (
             partition by f.question_id order by s.hits::float8 / s.n desc, f.user_id
           )::int as rank
    from item_first f join s using (user_id)`)
  await tx.execute(sql`
    delete from ${alternativeStats} where question_id in (select id from ${questions} where course_id = ${courseId})`)
  await tx.execute(sql`delete from ${questionStats} where course_id = ${courseId}`)
  await tx.execute(sql`
    insert into question_stats (question_id, course_id, answers, facility, discrimination, correct_alternative_id,
                                key_suspect, facility_extreme, computed_at)
    select r.question_id, ${courseId}, r.n, avg(r.hit::int)::float8,
           case when r.n >= ${ITEM_STATS_MIN_ANSWERS} then
             avg(r.hit::int) filter (where r.rank <= g.size)::float8
             - avg(r.hit::int) filter (where r.rank > r.n - g.size)::float8 end,
           q.correct_alternative_id, false, false, ${now}::timestamptz
    from item_rows r
    join ${questions} q on q.id = r.question_id
    cross join lateral (select greatest(1, floor(${ITEM_STATS_GROUP_SHARE}::float8 * r.n))::int as size) g
    group by r.question_id, r.n, q.correct_alternative_id`)
  // Each alternative's point-biserial, corr(chose it, rest score), from sums per question and per alternative
  // (population moments: r = (Σa/n − p·x̄) / √(p(1 − p)·(Σx²/n − x̄²)), p the share of choosers with a rest score),
  // so the answers are grouped twice instead of joined with every alternative.
  await tx.execute(sql`
    insert into alternative_stats (alternative_id, question_id, chosen, share, point_biserial)
    with q as (
      select question_id, count(*)::float8 as total, count(rest)::float8 as n,
             sum(rest) / nullif(count(rest), 0) as mean, sum(rest * rest) / nullif(count(rest), 0) as sq
      from item_rows group by question_id
    ), a as (
      select question_id, alternative_id, count(*)::int as chosen, count(rest)::float8 as k, coalesce(sum(rest), 0) as sa
      from item_rows group by question_id, alternative_id
    )
    select alt.id, alt.question_id, coalesce(a.chosen, 0), coalesce(a.chosen, 0) / q.total,
           case when a.k > 0 and a.k < q.n and q.sq - q.mean * q.mean > 0 then
             (a.sa / q.n - (a.k / q.n) * q.mean)
             / sqrt((a.k / q.n) * (1 - a.k / q.n) * (q.sq - q.mean * q.mean)) end
    from q
    join ${alternatives} alt on alt.question_id = q.question_id
    left join a on a.question_id = alt.question_id and a.alternative_id = alt.id`)
  // The flags (isKeySuspect and isFacilityExtreme in packages/core), from the minimum of answers up.
  await tx.execute(sql`
    update ${questionStats} qs set
      key_point_biserial = k.point_biserial,
      facility_extreme = qs.facility < ${FACILITY_LOW} or qs.facility > ${FACILITY_HIGH},
      key_suspect = coalesce(k.point_biserial < 0, false) or exists (
        select 1 from ${alternativeStats} d
        where d.question_id = qs.question_id and d.alternative_id <> qs.correct_alternative_id
          and d.point_biserial > coalesce(k.point_biserial, '-infinity'::float8))
    from ${questionStats} q0
    left join ${alternativeStats} k on k.alternative_id = q0.correct_alternative_id
    where q0.question_id = qs.question_id and qs.course_id = ${courseId} and qs.answers >= ${ITEM_STATS_MIN_ANSWERS}`)
  const [summary] = await parsedRows(
    tx,
    sql`select (select count(*)::int from ${questionStats} where course_id = ${courseId}) as questions,
               (select count(*)::int from item_first) as answers,
               (select count(distinct user_id)::int from item_first) as students`,
    runSummary,
  )
  await tx.execute(sql`drop table item_rows`)
  await tx.execute(sql`drop table item_first`)
  return summary as RunSummary
}

export async function writeRun(
  tx: Executor,
  courseId: number,
  at: Date,
  summary: RunSummary,
  durationMs: number,
): Promise<void> {
  await tx.execute(sql`
    insert into item_stats_runs (course_id, computed_at, questions, answers, students, duration_ms)
    values (${courseId}, ${at.toISOString()}::timestamptz, ${summary.questions}, ${summary.answers},
            ${summary.students}, ${durationMs})
    on conflict (course_id) do update set computed_at = excluded.computed_at, questions = excluded.questions,
      answers = excluded.answers, students = excluded.students, duration_ms = excluded.duration_ms`)
}

/** When the course's statistics were last computed. */
export async function lastRunAt(db: Executor, courseId: number): Promise<Date | null> {
  const [row] = await parsedRows(
    db,
    sql`select computed_at from ${itemStatsRuns} where course_id = ${courseId}`,
    z.object({ computed_at: z.union([z.date(), z.string()]) }),
  )
  return row ? new Date(row.computed_at) : null
}

/** Courses with questions whose statistics are older than `before` (or were never computed), oldest first. */
export async function coursesDue(db: Executor, before: Date): Promise<number[]> {
  const rows = await parsedRows(
    db,
    sql`select c.id from ${courses} c left join ${itemStatsRuns} r on r.course_id = c.id
        where (r.computed_at is null or r.computed_at < ${before.toISOString()}::timestamptz)
          and exists (select 1 from ${questions} q where q.course_id = c.id)
        order by r.computed_at nulls first, c.id`,
    z.object({ id: z.number() }),
  )
  return rows.map((r) => r.id)
}
