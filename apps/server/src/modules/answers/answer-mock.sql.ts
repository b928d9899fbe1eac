import { type SQL, sql } from 'drizzle-orm'
import { mockResults, mockScoreCounts, mocks } from '../../db/schema/index.ts'
// The weekly mock's clauses of the answer statement (answers.sql.ts): they live with the statement they run in, so
// the answers module needs nothing of modules/mocks, which sits above it (decision 0011).
/** SQL expressions (columns of the answer statement's input, such as `i.user_id`) the mock's gate is run with. */
export interface MockSqlParams {
  userId: SQL
  /** The mock answered; null outside a mock. */
  mockId: SQL
  now: SQL
}

/**
 * Why an answer to the mock is refused now (decision 0012), as an SQL expression: 'closed' outside its window,
 * 'time_up' after its time limit counted from the student's first answer, null when it may be recorded (or when
 * the answer is not a mock's). Run inline so the mock answer stays one round trip.
 */
export function mockRefusalSql(p: MockSqlParams): SQL {
  return sql`(select case
      when ${p.mockId} is null then null
      when m.opens_at > ${p.now} or m.closes_at <= ${p.now} then 'closed'
      when m.time_limit_minutes is not null and r.first_answer_at is not null
        and ${p.now} > r.first_answer_at + make_interval(mins => m.time_limit_minutes::int) then 'time_up'
    end
    from (select 1) one
      left join ${mocks} m on m.id = ${p.mockId}
      left join ${mockResults} r on r.mock_id = m.id and r.user_id = ${p.userId})`
}

/**
 * Each participant's place right after the answer recorded now, in the answer's statement (whose snapshot sees
 * neither its own writes nor the other answers of the same statement, as with answers recorded side by side):
 * everyone the histogram has at the new hits or more, plus the participant when the answer moved them into that
 * bucket (a new participant, or a hit), less those of those hits ranked behind (a later last answer: nobody, but
 * for answers that committed in the same instant). Columns user_id, position, hits, participants.
 */
export function mockPlaceAfterAnswerSql(results: SQL, answers: SQL): SQL {
  return sql`with histogram as (
      -- Each mock's histogram read once for all its participants of the statement.
      select m.mock_id, c.hits, sum(c.participants)::int as participants
      from (select distinct mock_id from ${results}) m
        -- Per mock through the key (offset 0 keeps it a lookup): joined, the planner may read every histogram.
        cross join lateral (select c.hits, c.participants from ${mockScoreCounts} c where c.mock_id = m.mock_id offset 0) c
      group by m.mock_id, c.hits
    )
    select r.user_id, r.hits,
      coalesce((select sum(h.participants) from histogram h where h.mock_id = r.mock_id and h.hits >= r.hits), 0)::int
      + case when r.created or a.correct then 1 else 0 end
      - (select count(*) from ${mockResults} x where x.mock_id = r.mock_id and x.hits = r.hits
           and (x.last_answer_at, x.user_id) > (a.at, a.user_id))::int as position,
      coalesce((select sum(h.participants) from histogram h where h.mock_id = r.mock_id), 0)::int
      + case when r.created then 1 else 0 end as participants
    from ${results} r join ${answers} a on a.user_id = r.user_id`
}
