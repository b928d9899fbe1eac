// The weekly mock's ranking (decision 0012): read from ${mockResults} and the hits histogram, never the answers.
import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { runPrepared } from '../../db/rows.ts'
import { mockResults, mockScoreCounts, users } from '../../db/schema/index.ts'
import { preparedStatement } from '../../db/sql.ts'

const rankingEntry = z.object({
  userId: z.number(),
  nickname: z.string(),
  hits: z.number(),
  answers: z.number(),
  /** ISO 8601 in UTC with milliseconds, as the API shows it (isoSql). */
  lastAnswerAt: z.string(),
})
export type RankingEntry = z.infer<typeof rankingEntry>

// The statements' inputs, by name.
const mock = sql`${sql.placeholder('mockId')}::int`
const student = sql`${sql.placeholder('userId')}::int`

/**
 * A timestamptz as JavaScript's toISOString writes it (milliseconds truncated, as the driver's Date keeps them),
 * formatted by the database: a ranking page shows 51 of them, and parsing each into a Date to format it again
 * cost more than the rest of the row.
 */
const isoSql = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

// Prepared by name (decision 0053), so that on PostgreSQL it is planned once per connection. The page starts at the hits bucket holding
// its first row (the histogram's running sums), so a deep page does not walk the rows above it; the rows skipped
// inside that bucket are read from the ranking's index alone, and only the page's rows are joined. The caller's
// own row and place come in the same statement (`mine`), as rankingPlace computes them: one round trip a page.
const RANKING_PAGE = preparedStatement(
  'mock_ranking_page',
  sql`with buckets as (
    select hits, sum(participants)::int as n from ${mockScoreCounts}
    where mock_id = ${mock} group by hits having sum(participants) > 0
  ),
  running as (select hits, n, (sum(n) over (order by hits desc) - n)::int as above from buckets),
  first as (select hits, above from running where above + n > ${sql.placeholder('start')}::int order by hits desc limit 1),
  page as (
    select user_id, hits, last_answer_at, row_number() over (order by hits desc, last_answer_at, user_id) as n
    from (
      select user_id, hits, last_answer_at from ${mockResults}
      where mock_id = ${mock} and hits <= (select hits from first)
      order by hits desc, last_answer_at, user_id
      offset (select ${sql.placeholder('start')}::int - above from first) limit ${sql.placeholder('limit')}::int
    ) rows
  ),
  me as (
    select r.hits, r.answers, r.last_answer_at, r.user_id, u.nickname
    from ${mockResults} r join ${users} u on u.id = r.user_id
    where r.mock_id = ${mock} and r.user_id = ${student}
  )
  select false as mine, p.n::int, t.participants, p.user_id as "userId", u.nickname, p.hits, r.answers,
    ${isoSql(sql`p.last_answer_at`)} as "lastAnswerAt", null::int as position
  from (select coalesce(sum(n), 0)::int as participants from buckets) t
  left join page p on true
  -- A lookup per row of the page (lateral, limit 1), whatever the plan makes of an unknown page size: joined, a
  -- plan made for any page reads every participant and every user.
  left join lateral (
    select r.answers from ${mockResults} r where r.user_id = p.user_id and r.mock_id = ${mock} limit 1
  ) r on true
  left join lateral (select u.nickname from ${users} u where u.id = p.user_id limit 1) u on true
  union all
  select true, null, null, me.user_id, me.nickname, me.hits, me.answers, ${isoSql(sql`me.last_answer_at`)},
    (select coalesce(sum(n), 0) from buckets where buckets.hits >= me.hits)::int
    - (select count(*) from ${mockResults} x where x.mock_id = ${mock} and x.hits = me.hits
         and (x.last_answer_at, x.user_id) > (me.last_answer_at, me.user_id))::int
  from me
  order by mine, n`,
)

/** A row of the page (`mine` false; all null but `participants` when the page is empty) or the caller's. */
const pageRow = z.object({
  mine: z.boolean(),
  participants: z.number().nullable(),
  userId: z.number().nullable(),
  nickname: z.string().nullable(),
  hits: z.number().nullable(),
  answers: z.number().nullable(),
  lastAnswerAt: z.string().nullable(),
  position: z.number().nullable(),
})

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
  const rows = await runPrepared(db, RANKING_PAGE, { mockId, start, limit, userId }, pageRow)
  const page = rows.filter((r) => !r.mine)
  const mine = rows.find((r) => r.mine)
  return {
    participants: page[0]?.participants ?? 0,
    entries: page.filter((r) => r.userId !== null).map((r) => rankingEntry.parse(r)),
    place: mine && rankingEntry.extend({ position: z.number() }).parse(mine),
  }
}

// Prepared by name (decision 0053), so that on PostgreSQL it is planned once per connection: it follows every mock answer.
const RANKING_PLACE = preparedStatement(
  'mock_ranking_place',
  sql`with me as (
    select r.hits, r.answers, r.first_answer_at, r.last_answer_at, r.user_id, u.nickname
    from ${mockResults} r join ${users} u on u.id = r.user_id
    where r.mock_id = ${mock} and r.user_id = ${student}
  ),
  buckets as (
    select hits, sum(participants)::int as n from ${mockScoreCounts} where mock_id = ${mock} group by hits
  )
  select me.user_id as "userId", me.nickname, me.hits, me.answers, me.first_answer_at as "firstAnswerAt",
    ${isoSql(sql`me.last_answer_at`)} as "lastAnswerAt",
    (select coalesce(sum(n), 0) from buckets where buckets.hits >= me.hits)::int
    - (select count(*) from ${mockResults} r where r.mock_id = ${mock} and r.hits = me.hits
         and (r.last_answer_at, r.user_id) > (me.last_answer_at, me.user_id))::int as position,
    (select coalesce(sum(n), 0) from buckets)::int as participants
  from me`,
)

/**
 * The caller's place: everyone with at least the caller's hits (the histogram) less those of the caller's hits
 * ranked behind (a later last answer). Right after an answer nobody is behind, so that range is empty.
 */
export async function rankingPlace(db: Database, mockId: number, userId: number) {
  const [row] = await runPrepared(
    db,
    RANKING_PLACE,
    { mockId, userId },
    rankingEntry.extend({
      position: z.number(),
      participants: z.number(),
      firstAnswerAt: z.union([z.date(), z.string()]),
    }),
  )
  return row
}
