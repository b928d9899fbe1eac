// The weekly mock's ranking (decision 0012): read from mock_results and the hits histogram, never the answers.
import type { Database } from '../../db/client.ts'
import { preparedRows } from '../../db/rows.ts'

export interface RankingEntry {
  userId: number
  nickname: string
  hits: number
  answers: number
  /** ISO 8601 in UTC with milliseconds, as the API shows it (isoSql). */
  lastAnswerAt: string
}

/**
 * A timestamptz as JavaScript's toISOString writes it (milliseconds truncated, as the driver's Date keeps them),
 * formatted by the database: a ranking page shows 51 of them, and parsing each into a Date to format it again
 * cost more than the rest of the row.
 */
const isoSql = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

// Positional, so that on PostgreSQL it is planned once per connection. The page starts at the hits bucket holding
// its first row (the histogram's running sums), so a deep page does not walk the rows above it; the rows skipped
// inside that bucket are read from the ranking's index alone, and only the page's rows are joined. The caller's
// own row and place come in the same statement (`mine`), as rankingPlace computes them: one round trip a page.
const RANKING_PAGE_SQL = `with buckets as (
    select hits, sum(participants)::int as n from mock_score_counts
    where mock_id = $1::int group by hits having sum(participants) > 0
  ),
  running as (select hits, n, (sum(n) over (order by hits desc) - n)::int as above from buckets),
  first as (select hits, above from running where above + n > $2::int order by hits desc limit 1),
  page as (
    select user_id, hits, last_answer_at, row_number() over (order by hits desc, last_answer_at, user_id) as n
    from (
      select user_id, hits, last_answer_at from mock_results
      where mock_id = $1::int and hits <= (select hits from first)
      order by hits desc, last_answer_at, user_id
      offset (select $2::int - above from first) limit $3::int
    ) rows
  ),
  me as (
    select r.hits, r.answers, r.last_answer_at, r.user_id, u.nickname
    from mock_results r join users u on u.id = r.user_id
    where r.mock_id = $1::int and r.user_id = $4::int
  )
  select false as mine, p.n::int, t.participants, p.user_id as "userId", u.nickname, p.hits, r.answers,
    ${isoSql('p.last_answer_at')} as "lastAnswerAt", null::int as position
  from (select coalesce(sum(n), 0)::int as participants from buckets) t
  left join page p on true
  -- A lookup per row of the page (lateral, limit 1), whatever the plan makes of an unknown page size: joined, a
  -- plan made for any page reads every participant and every user.
  left join lateral (
    select r.answers from mock_results r where r.user_id = p.user_id and r.mock_id = $1::int limit 1
  ) r on true
  left join lateral (select u.nickname from users u where u.id = p.user_id limit 1) u on true
  union all
  select true, null, null, me.user_id, me.nickname, me.hits, me.answers, ${isoSql('me.last_answer_at')},
    (select coalesce(sum(n), 0) from buckets where buckets.hits >= me.hits)::int
    - (select count(*) from mock_results x where x.mock_id = $1::int and x.hits = me.hits
         and (x.last_answer_at, x.user_id) > (me.last_answer_at, me.user_id))::int
  from me
  order by mine, n`

/**
 * A page of the ranking from position `start + 1` (`limit` null for every row), the participants, and the place
 * of `userId` (undefined before their first answer).
 */
export async function rankingPage(
  db: Database,
  mockId: number,
  start: number,
  limit: number | null,
  userId: number,
) {
  const rows = await preparedRows<
    RankingEntry & { mine: boolean; participants: number; userId: number | null; position: number }
  >(db, 'mock_ranking_page', RANKING_PAGE_SQL, [mockId, start, limit, userId])
  const page = rows.filter((r) => !r.mine)
  return {
    participants: page[0]?.participants ?? 0,
    entries: page.filter((r) => r.userId !== null) as RankingEntry[],
    place: rows.find((r) => r.mine) as (RankingEntry & { position: number }) | undefined,
  }
}

// Positional, so that on PostgreSQL it is planned once per connection: it follows every mock answer.
const RANKING_PLACE_SQL = `with me as (
    select r.hits, r.answers, r.first_answer_at, r.last_answer_at, r.user_id, u.nickname
    from mock_results r join users u on u.id = r.user_id
    where r.mock_id = $1::int and r.user_id = $2::int
  ),
  buckets as (
    select hits, sum(participants)::int as n from mock_score_counts where mock_id = $1::int group by hits
  )
  select me.user_id as "userId", me.nickname, me.hits, me.answers, me.first_answer_at as "firstAnswerAt",
    ${isoSql('me.last_answer_at')} as "lastAnswerAt",
    (select coalesce(sum(n), 0) from buckets where buckets.hits >= me.hits)::int
    - (select count(*) from mock_results r where r.mock_id = $1::int and r.hits = me.hits
         and (r.last_answer_at, r.user_id) > (me.last_answer_at, me.user_id))::int as position,
    (select coalesce(sum(n), 0) from buckets)::int as participants
  from me`

/**
 * The caller's place: everyone with at least the caller's hits (the histogram) less those of the caller's hits
 * ranked behind (a later last answer). Right after an answer nobody is behind, so that range is empty.
 */
export async function rankingPlace(db: Database, mockId: number, userId: number) {
  const [row] = await preparedRows<
    RankingEntry & { position: number; participants: number; firstAnswerAt: Date | string }
  >(db, 'mock_ranking_place', RANKING_PLACE_SQL, [mockId, userId])
  return row
}
