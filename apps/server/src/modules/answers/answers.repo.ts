import { sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client.ts'
import { preparedRows, queryRows } from '../../db/rows.ts'
import {
  ANSWER_KIND,
  COUNTER_SHARDS,
  COURSE_STATS_SHARDS,
  MOCK_SCORE_SHARDS,
  PROGRESS,
  QUESTION_STATUS,
  UNLIMITED_PLAN_ID,
} from '../../db/schema/index.ts'
import { courseAccessSql } from '../access/access.sql.ts'
import {
  mockPlaceAfterAnswerSql,
  mockRefusalSql,
  mockResultUpsertSql,
  mockScoreCountSql,
} from '../mocks/mocks.sql.ts'
import { reportAggregatesSql } from '../reports/reports.sql.ts'

export interface AnswerStatementInput {
  userId: number
  questionId: number
  alternativeId: number
  courseId: number
  kind: string
  /** Stored with the answer: the exam or the weekly mock; null for subject practice. */
  referenceId: number | null
  /** The past exam the question must belong to; null outside exam practice. */
  examId: number | null
  /** The weekly mock the question must belong to, answered once, within its window; null outside a mock. */
  mockId: number | null
  idempotencyKey: string | null
  at: Date
  day: string
  hour: number
  /** Answers a student without a plan may give per day in this course; null when a plan is required. */
  freeDailyLimit: number | null
}

export interface AnswerStatementRow {
  found: boolean
  has_access: boolean
  /** Free answers used today in the course, this one included when it was recorded as free. */
  used_today: number
  /** A question of a past exam: PRO on every route, answered only with access. */
  needs_access: boolean
  /** Passed the plan and free-tier checks; not inserted only when a concurrent retry holds the same key. */
  allowed: boolean
  inserted: boolean
  /** The key already recorded an answer to another question, alternative or mode: nothing was revealed. */
  key_reused: boolean
  /** A mock answer refused: 'closed' (outside the window) or 'time_up' (after the time limit). */
  mock_refusal: 'closed' | 'time_up' | null
  /** The student already answered this question of the mock (with another key). */
  already_answered: boolean
  /** A mock answer recorded now: the student's place in the ranking after it. */
  mock_place: { hits: number; position: number; participants: number } | null
  /** The answer this key recorded before, when it was this same answer (question, alternative and mode). */
  prior_alternative_id: number | null
  prior_correct: boolean | null
  /** The rest is null unless the answer was recorded now, or retried with the same body and still allowed. */
  correct_alternative_id: number | null
  /** The question is annulled (answered in a mock): right whatever the choice. */
  annulled: boolean
  explanation: string | null
  counts: { id: number; count: number }[] | null
  tags: { id: number; descricao: string }[] | null
}

// Positional SQL, so that on PostgreSQL it is prepared once per connection: planning this statement took
// longer (2.5 ms) than running it.
const RECORD_ANSWER_SQL = `with
  q as (
    select q.id, q.subject_id, q.topic_id, q.correct_alternative_id, q.explanation_html,
           -- A mock opens its questions to every participant.
           q.exam_id is not null and $18::int is null as needs_access,
           q.status = '${QUESTION_STATUS.annulled}' as annulled
    from questions q join alternatives a on a.id = $3::int and a.question_id = q.id
    where q.id = $2::int and q.course_id = $4::int
      -- An annulled question has left practice; in a mock it counts as right for everyone (decision 0021).
      and (q.status = $13::text or ($18::int is not null and q.status = '${QUESTION_STATUS.annulled}'))
      and ($17::int is null or q.exam_id = $17::int)
      and ($18::int is null or exists (select 1 from mock_questions mq where mq.mock_id = $18::int and mq.question_id = q.id))
    -- Waits for a key change or an annulment of the question being committed, and then reads the new key
    -- (answer-rescore.service.ts takes the row FOR UPDATE): no answer is scored against a replaced key.
    for key share of q
  ),
  -- The access rule of modules/access, inline so the answer stays one round trip.
  access as (
    select ${courseAccessSql({
      userId: '$1::int',
      courseId: '$4::int',
      unlimitedPlanId: '$14::int',
      now: '$8::timestamptz',
    })} as ok
  ),
  used as (
    select coalesce(
      (select used from free_answer_days where user_id = $1::int and course_id = $4::int and day = $9::date), 0
    )::int as n
  ),
  -- What the key recorded before. A key belongs to one answer: the same question, alternative and mode.
  prior as (
    select alternative_id, correct,
           question_id = $2::int and alternative_id = $3::int and kind = $5::text
             and reference_id is not distinct from $6::int as same
    from answers where user_id = $1::int and idempotency_key = $7::uuid
  ),
  -- Past-exam questions are PRO whatever the route.
  permitted as (
    select q.* from q, access where not q.needs_access or access.ok
  ),
  -- The mock's rules: within its window and time limit, one answer per question (its unique index settles a race).
  mock_gate as (
    select ${mockRefusalSql({ userId: '$1::int', mockId: '$18::int', now: '$8::timestamptz' })} as refusal
  ),
  answered as (
    select 1 from answers
    where $18::int is not null and user_id = $1::int and kind = '${ANSWER_KIND.weekly}'
      and reference_id = $18::int and question_id = $2::int
  ),
  gate as (
    select permitted.* from permitted, mock_gate
    where mock_gate.refusal is null and not exists (select 1 from answered)
  ),
  -- Takes one of the day's free answers. The conditional update re-reads the row under its lock, so of two
  -- answers racing for the last free one only the first gets it.
  free as (
    insert into free_answer_days (user_id, course_id, day, used)
    select $1::int, $4::int, $9::date, 1 from gate, access
    where not access.ok and $11::int is not null and not exists (select 1 from prior)
    on conflict (user_id, course_id, day) do update set used = free_answer_days.used + 1
      where free_answer_days.used < $11::int
    returning used
  ),
  allowed as (
    select gate.* from gate, access
    where not exists (select 1 from prior) and (access.ok or exists (select 1 from free))
  ),
  ins as (
    insert into answers (user_id, question_id, alternative_id, correct, kind, course_id, subject_id,
                         reference_id, idempotency_key, answered_at)
    select $1::int, id, $3::int, annulled or correct_alternative_id = $3::int, $5::text, $4::int, subject_id, $6::int,
           $7::uuid, $8::timestamptz
    from allowed
    on conflict (user_id, idempotency_key) do nothing
    returning correct, subject_id
  ),
  counted as (
    insert into alternative_counts (alternative_id, shard, chosen)
    select $3::int, $12::int, 1 from ins
    on conflict (alternative_id, shard) do update set chosen = alternative_counts.chosen + 1
  ),
  aggregated as (
    insert into answer_stats (user_id, course_id, subject_id, day, hour, answers, hits)
    select $1::int, $4::int, subject_id, $9::date, $10::int, 1, correct::int from ins
    on conflict (user_id, course_id, day, subject_id, hour)
    do update set answers = answer_stats.answers + 1, hits = answer_stats.hits + excluded.hits
  ),
  progressed as (
    insert into question_progress (user_id, question_id, subject_id, state, attempts, last_at)
    select $1::int, $2::int, subject_id, case when correct then $15::text else $16::text end, 1, $8::timestamptz
    from ins
    on conflict (user_id, question_id)
    do update set state = excluded.state, attempts = question_progress.attempts + 1, last_at = excluded.last_at
  ),
  -- The reports' topic, concept and everyone's aggregates (modules/reports).
  ${reportAggregatesSql({
    userId: '$1::int',
    courseId: '$4::int',
    questionId: '$2::int',
    day: '$9::date',
    hour: '$10::int',
    shard: '$20::int',
    answer: 'ins',
    question: 'allowed',
  })},
  ranked as (
    ${mockResultUpsertSql({ userId: '$1::int', mockId: '$18::int', now: '$8::timestamptz', answer: 'ins' })}
  ),
  placed as (
    ${mockPlaceAfterAnswerSql({ userId: '$1::int', mockId: '$18::int', now: '$8::timestamptz', result: 'ranked', answer: 'ins' })}
  ),
  scored as (
    ${mockScoreCountSql({ mockId: '$18::int', shard: '$19::int', result: 'ranked', answer: 'ins' })}
  ),
  -- The key, explanation, tags and counts go out only for an answer recorded now or its allowed retry.
  revealed as (
    select permitted.* from permitted
    where exists (select 1 from ins) or exists (select 1 from prior where same)
  )
select
  exists (select 1 from q) as found,
  (select ok from access) as has_access,
  coalesce((select needs_access from q), false) as needs_access,
  coalesce((select used from free), (select n from used)) as used_today,
  exists (select 1 from allowed) as allowed,
  exists (select 1 from ins) as inserted,
  exists (select 1 from prior where not same) as key_reused,
  (select refusal from mock_gate) as mock_refusal,
  exists (select 1 from answered) as already_answered,
  (select row_to_json(placed) from placed) as mock_place,
  (select alternative_id from prior where same) as prior_alternative_id,
  (select correct from prior where same) as prior_correct,
  (select correct_alternative_id from revealed) as correct_alternative_id,
  coalesce((select annulled from revealed), false) as annulled,
  (select explanation_html from revealed) as explanation,
  (select json_agg(json_build_object('id', x.id, 'count', x.chosen) order by x.position)
    from (
      select a.id, a.position,
             coalesce(sum(c.chosen), 0)::int
               + case when a.id = $3::int and exists (select 1 from ins) then 1 else 0 end as chosen
      from alternatives a left join alternative_counts c on c.alternative_id = a.id
      where a.question_id = $2::int and exists (select 1 from revealed)
      group by a.id, a.position
    ) x) as counts,
  (select json_agg(json_build_object('id', t.id, 'descricao', t.description) order by t.description)
    from question_tags qt join tags t on t.id = qt.tag_id
    where qt.question_id = $2::int and exists (select 1 from revealed)) as tags`

/**
 * Records an answer in ONE statement (one round trip, one implicit transaction): checks the question,
 * the plan and the free tier, honours the idempotency key, appends the answer, bumps the alternative's
 * counter shard, the student's hourly, topic and concept aggregates, everyone's monthly shard and their progress,
 * and returns what the screen shows. Every lock it takes belongs to this student, except one counter shard out of
 * COUNTER_SHARDS (the alternative's, and the course's month and subject).
 */
export async function runAnswerStatement(db: Database, i: AnswerStatementInput): Promise<AnswerStatementRow> {
  const [row] = await preparedRows<AnswerStatementRow>(db, 'record_answer', RECORD_ANSWER_SQL, [
    i.userId,
    i.questionId,
    i.alternativeId,
    i.courseId,
    i.kind,
    i.referenceId,
    i.idempotencyKey,
    i.at.toISOString(),
    i.day,
    i.hour,
    i.freeDailyLimit,
    i.userId % COUNTER_SHARDS,
    QUESTION_STATUS.published,
    UNLIMITED_PLAN_ID,
    PROGRESS.right,
    PROGRESS.wrong,
    i.examId,
    i.mockId,
    i.userId % MOCK_SCORE_SHARDS,
    i.userId % COURSE_STATS_SHARDS,
  ])
  if (!row) throw new Error('the answer statement returned no row')
  return row
}

/** A skip: the question leaves the unseen pool and comes back with the ones to review. False when no such question. */
export async function recordSkip(
  db: Executor,
  userId: number,
  questionId: number,
  courseId: number,
  at: Date,
): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`with q as (select id, subject_id from questions where id = ${questionId} and course_id = ${courseId}),
        skipped as (
          insert into question_progress (user_id, question_id, subject_id, state, attempts, last_at)
          select ${userId}, q.id, q.subject_id, ${PROGRESS.skipped}, 0, ${at.toISOString()}::timestamptz from q
          on conflict (user_id, question_id)
          do update set state = ${PROGRESS.skipped}, last_at = excluded.last_at
            where question_progress.state <> ${PROGRESS.right}
        )
        select exists (select 1 from q) as found`,
  )
  return row?.found === true
}
