import { ANSWER_KIND, QUESTION_STATUS } from '@gabarito/core'
import { sql } from 'drizzle-orm'
import {
  alternativeCounts,
  alternatives,
  answers,
  freeAnswerDays,
  mockQuestions,
  questionProgress,
  questions,
  questionTags,
  tags,
  UNLIMITED_PLAN_ID,
} from '../../db/schema/index.ts'
import { preparedStatement, sqlConstant } from '../../db/sql.ts'
import { courseAccessSql } from '../access/access.sql.ts'
import { examDayOfStudentSql } from '../access/exam-day.sql.ts'
import { LIVE_MOCK_RESULTS, liveAggregatesSql, queuedSql } from '../aggregates/aggregates.service.ts'
import { heldMockSql, sealedQuestionSql } from '../seal/seal.sql.ts'
import { idempotencyKeyDigestSql } from './answer-key-digest.sql.ts'
import { mockPlaceAfterAnswerSql, mockRefusalSql } from './answer-mock.sql.ts'

/** One input column of the answer statement: an array parameter, one element per answer, named as its input's field. */
const input = (name: string) => sql.placeholder(name)
// Constants written into the text, as the plans need them (a partial index on mock answers, the statuses).
const PUBLISHED = sqlConstant(QUESTION_STATUS.published)
const ANNULLED = sqlConstant(QUESTION_STATUS.annulled)
const WEEKLY = sqlConstant(ANSWER_KIND.weekly)
const REVIEW = sqlConstant(ANSWER_KIND.review)
/** What the answers table keeps of the client's key (decision 0066). */
const KEY_DIGEST = idempotencyKeyDigestSql(sql`i.idempotency_key`)

/**
 * The answer statement (decision 0035): records a batch of answers, at most one per student, in ONE statement (one
 * round trip, one implicit transaction) and returns one row per answer, in the input's order (`n`). Each input
 * column is an array parameter, one element per answer. Prepared by name (decision 0053), so that on PostgreSQL it is prepared once
 * per connection: planning it takes longer than running it.
 *
 * Per answer it checks the question, the plan and the free tier (an unmetered answer, the weekly mock's, neither
 * needs a plan nor takes a free answer), honours the idempotency key and the mock's rules, appends the answer, queues
 * it for the fold (the reports' aggregates, decision 0047), moves the mock's ranking, and returns what the screen
 * shows: the share who chose each alternative is the folded counts plus this answer. Histogram buckets shared by
 * several students are summed per statement and written in key order.
 */
export const RECORD_ANSWERS = preparedStatement(
  'record_answers',
  sql`with
  i as (
    select * from unnest(${input('userId')}::int[], ${input('questionId')}::int[], ${input('alternativeId')}::int[],
                         ${input('courseId')}::int[], ${input('kind')}::answer_kind[], ${input('referenceId')}::int[],
                         ${input('idempotencyKey')}::uuid[], ${input('at')}::timestamptz[], ${input('day')}::date[],
                         ${input('hour')}::int[], ${input('freeDailyLimit')}::int[], ${input('examId')}::int[],
                         ${input('mockId')}::int[], ${input('unmetered')}::boolean[], ${input('guessed')}::boolean[])
      with ordinality as t(user_id, question_id, alternative_id, course_id, kind, reference_id, idempotency_key,
                           at, day, hour, free_limit, exam_id, mock_id, unmetered, guessed, n)
  ),
  q as (
    select i.n, i.user_id, q.id, q.subject_id, q.topic_id, q.correct_alternative_id, q.explanation_html,
           -- A mock opens its questions to every participant; a review, to the student who has a card for it.
           q.exam_id is not null and i.mock_id is null and i.kind <> ${REVIEW} as needs_access,
           q.status = ${ANNULLED} as annulled
    from i join ${questions} q on q.id = i.question_id and q.course_id = i.course_id
      join ${alternatives} a on a.id = i.alternative_id and a.question_id = q.id
    -- An annulled question has left practice; in a mock it counts as right for everyone (decision 0021).
    where (q.status = ${PUBLISHED} or (i.mock_id is not null and q.status = ${ANNULLED}))
      and (i.exam_id is null or q.exam_id = i.exam_id)
      and (i.mock_id is null
        or exists (select 1 from ${mockQuestions} mq where mq.mock_id = i.mock_id and mq.question_id = q.id))
    -- Waits for a key change or an annulment of the question being committed, and then reads the new key
    -- (questions/answer-key.repo.ts takes the row FOR UPDATE): no answer is scored against a replaced key.
    for key share of q
  ),
  -- The access rule of modules/access, inline so the answer stays one round trip.
  access as (
    select i.n, ${courseAccessSql({
      userId: sql`i.user_id`,
      courseId: sql`i.course_id`,
      unlimitedPlanId: sqlConstant(UNLIMITED_PLAN_ID),
      now: sql`i.at`,
    })} as ok
    from i
  ),
  used as (
    select i.n, coalesce(f.used, 0)::int as used
    from i left join ${freeAnswerDays} f on f.user_id = i.user_id and f.course_id = i.course_id and f.day = i.day
  ),
  -- What the key recorded before. A key belongs to one answer: the same question, alternative and mode.
  prior as (
    select i.n, a.id, a.alternative_id, a.correct, a.guessed, a.answered_at,
           a.question_id = i.question_id and a.alternative_id = i.alternative_id and a.kind = i.kind
             and a.reference_id is not distinct from i.reference_id as same
    from i join ${answers} a on a.user_id = i.user_id and a.idempotency_key = ${KEY_DIGEST}
  ),
  -- Past-exam questions are PRO whatever the route.
  permitted as (
    select q.* from q join access on access.n = q.n where not q.needs_access or access.ok
  ),
  -- Modo prova (decision 0056): the mock's answers keep the key in and stay out of the fold until its release;
  -- its questions answer nowhere else meanwhile, another mock included (sealed).
  held as (
    select i.n, i.user_id from i where i.mock_id is not null and ${heldMockSql(sql`i.mock_id`)}
  ),
  sealed as (
    select i.n from i where ${sealedQuestionSql(sql`i.question_id`, sql`i.at`, sql`i.mock_id`)}
  ),
  -- The mock's rules: within its window and time limit, one answer per question (its unique index settles a race).
  mock_gate as (
    select i.n, ${mockRefusalSql({ userId: sql`i.user_id`, mockId: sql`i.mock_id`, now: sql`i.at` })} as refusal from i
  ),
  answered as (
    -- A lookup per answer (lateral, limit 1): joined, the planner may read every mock answer instead.
    select i.n from i cross join lateral (
      select 1 from ${answers} a
      where a.user_id = i.user_id and a.kind = ${WEEKLY} and a.reference_id = i.mock_id
        and a.question_id = i.question_id
      limit 1
    ) found
  ),
  gate as (
    select permitted.* from permitted join mock_gate g on g.n = permitted.n
    where g.refusal is null and not exists (select 1 from answered x where x.n = permitted.n)
      and not exists (select 1 from sealed x where x.n = permitted.n)
  ),
  -- Takes one of the day's free answers. The conditional update re-reads the row under its lock, so of two
  -- answers racing for the last free one only the first gets it. An unmetered answer (the weekly mock) takes none.
  free as (
    insert into ${freeAnswerDays} (user_id, course_id, day, used)
    select i.user_id, i.course_id, i.day, 1
    from gate join i on i.n = gate.n join access on access.n = gate.n
    where not access.ok and i.free_limit is not null and not i.unmetered
      and not exists (select 1 from prior where prior.n = gate.n)
    order by i.user_id
    on conflict (user_id, course_id, day) do update set used = ${freeAnswerDays.used} + 1
      where ${freeAnswerDays.used} < (select x.free_limit from i x where x.user_id = excluded.user_id)
    returning user_id, used
  ),
  allowed as (
    select gate.* from gate join access on access.n = gate.n join i on i.n = gate.n
    where not exists (select 1 from prior where prior.n = gate.n)
      and (access.ok or i.unmetered or exists (select 1 from free where free.user_id = gate.user_id))
  ),
  ins as (
    insert into ${answers} (user_id, question_id, alternative_id, correct, kind, course_id, subject_id,
                         reference_id, idempotency_key, answered_at, guessed)
    select i.user_id, a.id, i.alternative_id, a.annulled or a.correct_alternative_id = i.alternative_id, i.kind,
           i.course_id, a.subject_id, i.reference_id, ${KEY_DIGEST}, i.at, i.guessed
    from allowed a join i on i.n = a.n
    order by i.user_id
    on conflict (user_id, idempotency_key) do nothing
    returning id, user_id, question_id, alternative_id, correct, guessed, kind, course_id, subject_id, reference_id,
              answered_at
  ),
  -- The answers recorded now (the fold's queue copies them), with what the mock's ranking needs.
  recorded as (
    select ins.*, i.at, i.mock_id, exists (select 1 from held h where h.user_id = i.user_id) as held
    from ins join i on i.user_id = ins.user_id
  ),
  -- Queued for the fold, and the mock's ranking, by their owner (modules/aggregates, decisions 0043 and 0047).
  ${liveAggregatesSql(sql`recorded`)},
  placed as (
    ${mockPlaceAfterAnswerSql(LIVE_MOCK_RESULTS, sql`recorded`)}
  ),
  -- The key, explanation, tags and counts go out only for an answer recorded now or its allowed retry, and never
  -- while a modo-prova mock holds it.
  revealed as (
    select permitted.* from permitted
    where (exists (select 1 from ins where ins.user_id = permitted.user_id)
        or exists (select 1 from prior where prior.n = permitted.n and prior.same))
      and not exists (select 1 from held where held.n = permitted.n)
  )
select
  exists (select 1 from q where q.n = i.n) as found,
  (select ok from access where access.n = i.n) as has_access,
  coalesce((select needs_access from q where q.n = i.n), false) as needs_access,
  coalesce((select used from free where free.user_id = i.user_id), (select used from used where used.n = i.n))
    as used_today,
  exists (select 1 from allowed where allowed.n = i.n) as allowed,
  exists (select 1 from ins where ins.user_id = i.user_id) as inserted,
  exists (select 1 from prior where prior.n = i.n and not prior.same) as key_reused,
  (select refusal from mock_gate where mock_gate.n = i.n) as mock_refusal,
  exists (select 1 from answered where answered.n = i.n) as already_answered,
  exists (select 1 from held where held.n = i.n) as held,
  exists (select 1 from sealed where sealed.n = i.n) as sealed,
  (select json_build_object('hits', p.hits, 'position', p.position, 'participants', p.participants)
    from placed p where p.user_id = i.user_id) as mock_place,
  (select alternative_id from prior where prior.n = i.n and prior.same) as prior_alternative_id,
  (select correct from prior where prior.n = i.n and prior.same) as prior_correct,
  (select guessed from prior where prior.n = i.n and prior.same) as prior_guessed,
  (select answered_at from prior where prior.n = i.n and prior.same) as prior_at,
  (select ${queuedSql(sql`prior.id`)} from prior where prior.n = i.n and prior.same) as prior_queued,
  -- The review card as folded, and the exam day it is due before (decision 0057): the answer's result says when
  -- the question comes back.
  (select json_build_object('due', pr.due, 'stability', pr.stability, 'difficulty', pr.difficulty,
                            'reps', pr.reps, 'lapses', pr.lapses, 'card_state', pr.card_state,
                            'reviewed_at', pr.reviewed_at)
    from revealed r join ${questionProgress} pr
      on pr.user_id = r.user_id and pr.subject_id = r.subject_id and pr.question_id = r.id
    where r.n = i.n) as card,
  -- Read only when the answer leaves a card: a right answer without "Chutei" to a question never missed has none.
  -- The card is read by its key as a value: as an "exists" beside the "or", the planner may hash every due card of
  -- every student instead (issue 46).
  (select ${examDayOfStudentSql(sql`i.user_id`, sql`i.course_id`, sql`i.at`)} from revealed r where r.n = i.n
     and (i.guessed or not (r.annulled or r.correct_alternative_id = i.alternative_id)
       or (select pr.due is not null from ${questionProgress} pr where pr.user_id = r.user_id
             and pr.subject_id = r.subject_id and pr.question_id = r.id))) as exam_day,
  (select correct_alternative_id from revealed where revealed.n = i.n) as correct_alternative_id,
  coalesce((select annulled from revealed where revealed.n = i.n), false) as annulled,
  (select explanation_html from revealed where revealed.n = i.n) as explanation,
  (select json_agg(json_build_object('id', x.id, 'count', x.chosen) order by x.position)
    from (
      select a.id, a.position,
             -- The folded counts and the student's own answer, recorded now or retried before the fold took it.
             coalesce(sum(c.chosen), 0)::int
               + case when a.id = i.alternative_id and (exists (select 1 from ins where ins.user_id = i.user_id)
                   or exists (select 1 from prior p where p.n = i.n and p.same and ${queuedSql(sql`p.id`)}))
                 then 1 else 0 end as chosen
      from ${alternatives} a left join ${alternativeCounts} c on c.alternative_id = a.id
      where a.question_id = i.question_id and exists (select 1 from revealed where revealed.n = i.n)
      group by a.id, a.position
    ) x) as counts,
  (select json_agg(json_build_object('id', t.id, 'descricao', t.description)
                   order by t.description collate pt_br_numeric, t.id)
    from ${questionTags} qt join ${tags} t on t.id = qt.tag_id
    where qt.question_id = i.question_id and exists (select 1 from revealed where revealed.n = i.n)) as tags
from i
order by i.n`,
)
