import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { queryRows } from '../../db/rows.ts'
import {
  ANSWER_KIND,
  COURSE_STATS_SHARDS,
  MOCK_SCORE_SHARDS,
  PROGRESS,
  QUESTION_STATUS,
} from '../../db/schema/index.ts'

/** The answer key a question is scored against: its right alternative, and whether it is annulled. */
export interface AnswerKey {
  correctAlternativeId: number | null
  annulled: boolean
}

export interface LockedQuestion {
  id: number
  status: string
  correctAlternativeId: number | null
}

/** How long a key change waits for the answers being recorded to the question (then a 503). */
export const RESCORE_LOCK_TIMEOUT = '3s'

/**
 * Whether an answer `a` is right under `key` (decision 0021): an annulled question is right for every answer given
 * in a weekly mock; otherwise, and outside mocks, the chosen alternative must be the key.
 */
function rightUnder(key: AnswerKey) {
  return sql`((${key.annulled}::boolean and a.kind = ${ANSWER_KIND.weekly})
    or coalesce(a.alternative_id = ${key.correctAlternativeId}::int, false))`
}

/**
 * The question, its row locked against answers (the answer statement reads the key `for key share`): answers
 * being recorded to it finish first, later ones wait for this transaction and read the new key. Waits at most
 * RESCORE_LOCK_TIMEOUT, for this lock and every other one the transaction takes afterwards.
 */
export async function lockQuestion(tx: Executor, questionId: number): Promise<LockedQuestion | undefined> {
  await tx.execute(sql.raw(`set local lock_timeout = '${RESCORE_LOCK_TIMEOUT}'`))
  const [row] = await queryRows<LockedQuestion>(
    tx,
    sql`select id, status, correct_alternative_id as "correctAlternativeId" from questions
        where id = ${questionId} for update`,
  )
  return row
}

/** The keys of these questions, their rows locked against answers (answers to them wait for the caller's change). */
export async function lockedKeys(tx: Executor, questionIds: number[]): Promise<Map<number, AnswerKey>> {
  if (questionIds.length === 0) return new Map()
  const rows = await queryRows<{ id: number; correct_alternative_id: number | null; status: string }>(
    tx,
    sql`select id, correct_alternative_id, status from questions
        where id in (${sql.join(
          questionIds.map((id) => sql`${id}`),
          sql`, `,
        )}) order by id for update`,
  )
  return new Map(
    rows.map((r) => [
      r.id,
      { correctAlternativeId: r.correct_alternative_id, annulled: r.status === QUESTION_STATUS.annulled },
    ]),
  )
}

/** Gives back the session's lock timeout, for what the caller's transaction does next. */
export async function releaseLockTimeout(tx: Executor): Promise<void> {
  await tx.execute(sql.raw('set local lock_timeout to default'))
}

export async function findQuestion(db: Executor, questionId: number): Promise<LockedQuestion | undefined> {
  const [row] = await queryRows<LockedQuestion>(
    db,
    sql`select id, status, correct_alternative_id as "correctAlternativeId" from questions where id = ${questionId}`,
  )
  return row
}

export async function isAlternativeOf(
  db: Executor,
  questionId: number,
  alternativeId: number,
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from alternatives where id = ${alternativeId} and question_id = ${questionId}`,
  )
  return rows.length > 0
}

/** How many answers to the question `key` would turn from right to wrong or back, and how many there are. */
export async function countChanged(db: Executor, questionId: number, key: AnswerKey) {
  const [row] = await queryRows<{ changed: number; total: number }>(
    db,
    sql`select (count(*) filter (where a.correct <> ${rightUnder(key)}))::int as changed, count(*)::int as total
        from answers a where a.question_id = ${questionId}`,
  )
  return row ?? { changed: 0, total: 0 }
}

export async function writeKey(
  tx: Executor,
  questionId: number,
  correctAlternativeId: number | null,
  status: string,
) {
  await tx.execute(
    sql`update questions set correct_alternative_id = ${correctAlternativeId}, status = ${status}, updated_at = now()
        where id = ${questionId}`,
  )
}

const SAO_PAULO = sql.raw(`'America/Sao_Paulo'`)

/**
 * Rescores every answer to the question under `key` in ONE statement, set-based: flips the answers whose hit
 * changes and moves each aggregate the answer statement keeps by the difference, grouped per row: the student's
 * day and hour (`answer_stats`), day, subject and hour (decision 0033), topic, concepts, everyone's month and subject shard, the student's progress with
 * the question (its latest answer), the mock results and the mock's hits histogram. The topic and the concepts
 * are the question's as they are now. Tables are visited in the answer statement's order, and rows in their
 * key's, so a rescore and an answer cannot lock each other in a circle. Returns how many answers changed.
 */
export async function rescoreAnswers(tx: Executor, questionId: number, key: AnswerKey): Promise<number> {
  const [row] = await queryRows<{ changed: number }>(
    tx,
    sql`with
  changed as (
    update answers a set correct = not a.correct
    where a.question_id = ${questionId} and a.correct <> ${rightUnder(key)}
    returning a.user_id, a.course_id, a.subject_id, a.kind, a.reference_id, a.answered_at,
              case when a.correct then 1 else -1 end as d
  ),
  day_stats as (
    insert into answer_stats (user_id, course_id, subject_id, day, hour, answers, hits)
    select user_id, course_id, subject_id, (answered_at at time zone ${SAO_PAULO})::date,
           extract(hour from answered_at at time zone ${SAO_PAULO})::int, 0, sum(d)
    from changed group by 1, 2, 3, 4, 5 order by 1, 2, 4, 3, 5
    on conflict (user_id, course_id, day, subject_id, hour)
    do update set hits = answer_stats.hits + excluded.hits
  ),
  progress as (
    update question_progress p
    set state = case when l.correct then ${PROGRESS.right} when p.state = ${PROGRESS.skipped} then p.state
                     else ${PROGRESS.wrong} end
    from (
      select distinct on (a.user_id) a.user_id, ${rightUnder(key)} as correct from answers a
      where a.question_id = ${questionId} and a.user_id in (select user_id from changed)
      order by a.user_id, a.id desc
    ) l
    where p.user_id = l.user_id and p.question_id = ${questionId}
  ),
  student_day as (
    insert into student_day_stats (user_id, course_id, day, answers, hits)
    select user_id, course_id, (answered_at at time zone ${SAO_PAULO})::date, 0, sum(d)
    from changed group by 1, 2, 3 order by 1, 2, 3
    on conflict (user_id, course_id, day) do update set hits = student_day_stats.hits + excluded.hits
  ),
  student_subject_hour as (
    insert into student_subject_hour_stats (user_id, course_id, subject_id, hour, answers, hits)
    select user_id, course_id, subject_id, extract(hour from answered_at at time zone ${SAO_PAULO})::int, 0, sum(d)
    from changed group by 1, 2, 3, 4 order by 1, 2, 3, 4
    on conflict (user_id, course_id, subject_id, hour)
    do update set hits = student_subject_hour_stats.hits + excluded.hits
  ),
  topic as (
    insert into topic_stats (user_id, course_id, topic_id, answers, hits)
    select c.user_id, c.course_id, q.topic_id, 0, sum(c.d)
    from changed c join questions q on q.id = ${questionId} and q.topic_id is not null
    group by 1, 2, 3 order by 1, 2, 3
    on conflict (user_id, course_id, topic_id) do update set hits = topic_stats.hits + excluded.hits
  ),
  concepts as (
    insert into concept_stats (user_id, course_id, tag_id, answers, hits)
    select c.user_id, c.course_id, qt.tag_id, 0, sum(c.d)
    from changed c join question_tags qt on qt.question_id = ${questionId}
    group by 1, 2, 3 order by 1, 2, 3
    on conflict (user_id, course_id, tag_id) do update set hits = concept_stats.hits + excluded.hits
  ),
  course as (
    insert into course_stats (course_id, month, subject_id, shard, answers, hits)
    select course_id, date_trunc('month', answered_at at time zone ${SAO_PAULO})::date, subject_id,
           user_id % ${COURSE_STATS_SHARDS}, 0, sum(d)
    from changed group by 1, 2, 3, 4 order by 1, 2, 3, 4
    on conflict (course_id, month, subject_id, shard) do update set hits = course_stats.hits + excluded.hits
  ),
  results as (
    update mock_results r set hits = r.hits + m.d
    from (
      select reference_id as mock_id, user_id, sum(d)::int as d from changed
      where kind = ${ANSWER_KIND.weekly} and reference_id is not null group by 1, 2
    ) m
    where r.mock_id = m.mock_id and r.user_id = m.user_id
    returning r.mock_id, r.user_id, r.hits, r.hits - m.d as old_hits
  ),
  scores as (
    insert into mock_score_counts (mock_id, shard, hits, participants)
    select mock_id, shard, hits, sum(n) from (
      select mock_id, user_id % ${MOCK_SCORE_SHARDS} as shard, hits, 1 as n from results
      union all
      select mock_id, user_id % ${MOCK_SCORE_SHARDS}, old_hits, -1 from results
    ) x
    group by 1, 2, 3 having sum(n) <> 0 order by 1, 3 desc, 2
    on conflict (mock_id, hits, shard)
    do update set participants = mock_score_counts.participants + excluded.participants
  )
select count(*)::int as changed from changed`,
  )
  return row?.changed ?? 0
}
