/** SQL expressions (placeholders such as `$1::int`) the mock's rules are run with inside the answer statement. */
export interface MockSqlParams {
  userId: string
  /** The mock answered; null outside a mock. */
  mockId: string
  now: string
}

/**
 * Why an answer to the mock is refused now (decision 0012), as an SQL text: 'closed' outside its window,
 * 'time_up' after its time limit counted from the student's first answer, null when it may be recorded (or when
 * the answer is not a mock's). Run inline so the mock answer stays one round trip.
 */
export function mockRefusalSql(p: MockSqlParams): string {
  return `(select case
      when ${p.mockId} is null then null
      when m.opens_at > ${p.now} or m.closes_at <= ${p.now} then 'closed'
      when m.time_limit_minutes is not null and r.first_answer_at is not null
        and ${p.now} > r.first_answer_at + make_interval(mins => m.time_limit_minutes::int) then 'time_up'
    end
    from (select 1) one
      left join mocks m on m.id = ${p.mockId}
      left join mock_results r on r.mock_id = m.id and r.user_id = ${p.userId})`
}

/**
 * Adds a recorded answer to the participant's result row, the ranking's source: hits, answers and the last
 * answer's time (the tie-break). `answer` is a relation with the column `correct`, at most one row. Returns the
 * new hits and whether the participant is new.
 */
export function mockResultUpsertSql(p: MockSqlParams & { answer: string }): string {
  return `insert into mock_results (mock_id, user_id, hits, answers, first_answer_at, last_answer_at)
    select ${p.mockId}, ${p.userId}, correct::int, 1, ${p.now}, ${p.now} from ${p.answer}
    where ${p.mockId} is not null
    on conflict (mock_id, user_id) do update set hits = mock_results.hits + excluded.hits,
      answers = mock_results.answers + 1, last_answer_at = excluded.last_answer_at
    returning hits, xmax = 0 as created`
}

/**
 * Moves the participant in the hits histogram (mock_score_counts): a new participant enters their bucket; a hit
 * moves them one bucket up. `result` is mockResultUpsertSql's output, `answer` the recorded answer.
 */
export function mockScoreCountSql(p: {
  mockId: string
  shard: string
  result: string
  answer: string
}): string {
  return `insert into mock_score_counts (mock_id, shard, hits, participants)
    select ${p.mockId}, ${p.shard}, r.hits, 1 from ${p.result} r, ${p.answer} a where r.created or a.correct
    union all
    select ${p.mockId}, ${p.shard}, r.hits - 1, -1 from ${p.result} r, ${p.answer} a where not r.created and a.correct
    on conflict (mock_id, hits, shard)
    do update set participants = mock_score_counts.participants + excluded.participants`
}

/**
 * The participant's place right after the answer recorded now, in the answer's statement (whose snapshot does not
 * see its own writes): everyone the histogram has at the new hits or more, plus the participant when the answer
 * moved them into that bucket (a new participant, or a hit), less those of those hits ranked behind (a later last
 * answer: nobody, but for answers that committed in the same instant). Columns position, hits, participants.
 */
export function mockPlaceAfterAnswerSql(p: MockSqlParams & { result: string; answer: string }): string {
  return `select r.hits,
      histogram.at_or_above + case when r.created or a.correct then 1 else 0 end
      - (select count(*) from mock_results x where x.mock_id = ${p.mockId} and x.hits = r.hits
           and (x.last_answer_at, x.user_id) > (${p.now}, ${p.userId}))::int as position,
      histogram.everyone + case when r.created then 1 else 0 end as participants
    from ${p.result} r, ${p.answer} a,
      -- One pass over the mock's histogram for both sums.
      lateral (select coalesce(sum(c.participants) filter (where c.hits >= r.hits), 0)::int as at_or_above,
                      coalesce(sum(c.participants), 0)::int as everyone
               from mock_score_counts c where c.mock_id = ${p.mockId}) histogram`
}
