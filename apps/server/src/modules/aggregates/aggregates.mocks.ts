import { ANSWER_KIND } from '@gabarito/core'
import { getTableName, type SQL, sql } from 'drizzle-orm'
import {
  answers,
  MOCK_SCORE_SHARDS,
  mockResults as mr,
  mockScoreCounts as msc,
} from '../../db/schema/index.ts'
import { sqlConstant } from '../../db/sql.ts'
import { col, list, moveOf, storedAnswer } from './aggregates.terms.ts'

// The mock's ranking pair (decision 0043). mock_results: each participant's hits, answers, first answer (the time
// limit's start) and last answer (the tie-break), read by the ranking, one's place and the mock's gate.
// mock_score_counts: how many participants have each number of hits, in shards, read by every ranking page and
// place. Not sums of an answer row, so declared here by hand, each path once; the histogram is written by
// histogramMovesSql alone.

const r = {
  mock: col(mr.mockId),
  user: col(mr.userId),
  hits: col(mr.hits),
  answers: col(mr.answers),
  first: col(mr.firstAnswerAt),
  last: col(mr.lastAnswerAt),
}
const h = {
  mock: col(msc.mockId),
  shard: col(msc.shard),
  hits: col(msc.hits),
  participants: col(msc.participants),
}
const resultColumns = list([r.mock, r.user, r.hits, r.answers, r.first, r.last])
const SHARDS = sqlConstant(MOCK_SCORE_SHARDS)
// Written into the text: the partial index of mock answers must see it.
const WEEKLY = sqlConstant(ANSWER_KIND.weekly)

/** The live CTE holding the participants' new results (mock_id, user_id, hits, created), read by the place. */
export const LIVE_MOCK_RESULTS = sql`ranked`

/**
 * Moves participants in the hits histogram: `moves` has mock_id, user_id, hits (now) and old_hits (before; null
 * for a new participant). Each leaves their old bucket and enters the new one; the moves are summed per bucket and
 * shard (participants of one statement share them) and written in key order.
 */
function histogramMovesSql(moves: SQL): SQL {
  return sql`insert into ${msc} (${list([h.mock, h.shard, h.hits, h.participants])})
    select mock_id, shard, hits, sum(move) from (
      select m.mock_id, m.user_id % ${SHARDS} as shard, m.hits, 1 as move
      from ${moves} m where m.old_hits is distinct from m.hits
      union all
      select m.mock_id, m.user_id % ${SHARDS}, m.old_hits, -1
      from ${moves} m where m.old_hits <> m.hits
    ) x
    group by mock_id, hits, shard having sum(move) <> 0
    order by mock_id, hits, shard
    on conflict (${list([h.mock, h.hits, h.shard])})
    do update set ${h.participants} = ${msc}.${h.participants} + excluded.${h.participants}`
}

/**
 * The answer statement's CTEs: the recorded mock answers (`mock_id` not null) added to their participants'
 * results, and the participants moved in the histogram.
 */
export function liveMockSql(recorded: SQL): SQL {
  return sql`${LIVE_MOCK_RESULTS} as (
    insert into ${mr} (${resultColumns})
    select a.mock_id, a.user_id, a.correct::int, 1, a.at, a.at from ${recorded} a
    where a.mock_id is not null order by a.user_id, a.mock_id
    on conflict (${r.user}, ${r.mock}) do update set ${r.hits} = ${mr}.${r.hits} + excluded.${r.hits},
      ${r.answers} = ${mr}.${r.answers} + 1, ${r.last} = excluded.${r.last}
    returning ${r.mock} as mock_id, ${r.user} as user_id, ${r.hits} as hits, xmax = 0 as created
  ),
  ${sql.identifier(`add_${getTableName(msc)}`)} as (
    ${histogramMovesSql(sql`(select x.mock_id, x.user_id, x.hits, case when x.created then null else x.hits - a.correct::int end as old_hits
      from ${LIVE_MOCK_RESULTS} x join ${recorded} a on a.user_id = x.user_id)`)}
  )`
}

/** The mock answers among the stored answers matching `where`, added to results and histogram in one statement. */
export function bulkMockSql(where: SQL): SQL {
  const { from, terms: t } = storedAnswer(sql`${answers}`, 'a')
  return sql`with added as (
      select a.reference_id as mock_id, ${t.user} as user_id, count(*) filter (where ${t.correct}) as hits,
             count(*) as answers, min(${t.at}) as first, max(${t.at}) as last
      from ${from} where a.kind = ${WEEKLY} and a.reference_id is not null and (${where})
      group by 1, 2
    ),
    results as (
      insert into ${mr} (${resultColumns})
      select mock_id, user_id, hits, answers, first, last from added order by user_id, mock_id
      on conflict (${r.user}, ${r.mock}) do update set ${r.hits} = ${mr}.${r.hits} + excluded.${r.hits},
        ${r.answers} = ${mr}.${r.answers} + excluded.${r.answers},
        ${r.first} = least(${mr}.${r.first}, excluded.${r.first}), ${r.last} = greatest(${mr}.${r.last}, excluded.${r.last})
      returning ${r.mock} as mock_id, ${r.user} as user_id, ${r.hits} as hits, xmax = 0 as created
    )
    ${histogramMovesSql(sql`(select x.mock_id, x.user_id, x.hits, case when x.created then null else x.hits - a.hits end as old_hits
      from results x join added a on a.user_id = x.user_id and a.mock_id = x.mock_id)`)}`
}

/** A key change's CTEs: the rescored mock answers (`changed`, with `d`) move their participants' hits and bucket. */
export function differenceMockSql(changed: SQL): SQL {
  return sql`${moveOf(mr)} as (
    update ${mr} r set ${r.hits} = r.${r.hits} + m.d
    from (
      select reference_id as mock_id, user_id, sum(d)::int as d from ${changed}
      where kind = ${WEEKLY} and reference_id is not null group by 1, 2
    ) m
    where r.${r.mock} = m.mock_id and r.${r.user} = m.user_id
    returning r.${r.mock} as mock_id, r.${r.user} as user_id, r.${r.hits} as hits, r.${r.hits} - m.d as old_hits
  ),
  ${moveOf(msc)} as (
    ${histogramMovesSql(sql`${moveOf(mr)}`)}
  )`
}

export const MOCK_RECOUNTS: [string, SQL, SQL][] = [
  [
    getTableName(mr),
    sql`select ${r.mock} as mock_id, ${r.user} as user_id, ${r.hits} as hits, ${r.answers} as answers from ${mr}`,
    sql`select reference_id as mock_id, user_id, (count(*) filter (where correct))::int as hits, count(*)::int as answers
     from ${answers} where kind = ${WEEKLY} group by 1, 2`,
  ],
  [
    getTableName(msc),
    sql`select ${h.mock} as mock_id, ${h.hits} as hits, sum(${h.participants})::int as n from ${msc}
     group by 1, 2 having sum(${h.participants}) <> 0`,
    sql`select ${r.mock} as mock_id, ${r.hits} as hits, count(*)::int as n from ${mr} group by 1, 2`,
  ],
]
