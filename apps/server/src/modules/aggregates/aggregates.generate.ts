import { type AnyColumn, getTableName, type SQL, sql } from 'drizzle-orm'
import { answers as answersTable } from '../../db/schema/index.ts'
import type { SumAggregate } from './aggregates.sums.ts'
import {
  type AnswerSource,
  capped,
  col,
  list,
  moveOf,
  positions,
  type StoredAnswers,
  storedAnswer,
} from './aggregates.terms.ts'

// The four paths of a sum aggregate (decision 0043), generated from its one declaration.

/** A count into `column`: stopped at the largest smallint when the column is one (decision 0071), as it is. */
const countInto = (column: AnyColumn, value: SQL): SQL =>
  column.getSQLType() === 'smallint' ? capped(value) : value

function keyOf(aggregate: SumAggregate, source: AnswerSource) {
  const keys = aggregate.key.map((k) => k.from(source.terms))
  const when = aggregate.when?.(source.terms)
  return { keys, from: sql`${source.from}${source.join(aggregate.via)}`, when }
}

/**
 * `insert into t (key..., counts...)` and its `on conflict` adding `columns` (the rest of the row stays); a plain
 * insert into an `empty` table (a bulk load, which builds the key after).
 */
function upsert(aggregate: SumAggregate, select: SQL, added: SumAggregate['adds'], empty: boolean): SQL {
  const { table } = aggregate
  const key = list(aggregate.key.map((k) => col(k.column)))
  const counts = list(aggregate.adds.map(([c]) => col(c)))
  // As int: a smallint sum would fail past its largest before the cap.
  const set = list(added.map(([c]) => sql`${col(c)} = ${countInto(c, sql`${c}::int8 + excluded.${col(c)}`)}`))
  return sql`insert into ${table} (${key}, ${counts})
    ${select}
    ${empty ? sql`` : sql`on conflict (${key}) do update set ${set}`}`
}

/** The statement adding the stored answers, grouped per row. */
export function bulkSumSql(aggregate: SumAggregate, stored: StoredAnswers): SQL {
  const source = storedAnswer(stored.relation, 'a')
  const { keys, from, when } = keyOf(aggregate, source)
  const values = aggregate.adds.map(([c, what]) =>
    countInto(c, what === 'answer' ? sql`count(*)` : sql`count(*) filter (where ${source.terms.correct})`),
  )
  const select = sql`select ${list([...keys, ...values])} from ${from}
    where ${when ? sql`${when} and ` : sql``}(${stored.where})
    group by ${positions(keys.length)}`
  return upsert(aggregate, select, aggregate.adds, stored.empty)
}

/**
 * A key change's CTE moving the hits by the rescored answers' difference (`changed`: the answers' columns and
 * `d`, +1 or -1), grouped per row, in key order; null for an aggregate that counts no hits.
 */
export function differenceSumSql(aggregate: SumAggregate, changed: SQL): SQL | null {
  const hits = aggregate.adds.filter(([, what]) => what === 'hit')
  if (hits.length === 0) return null
  const source = storedAnswer(changed, 'c')
  const { keys, from, when } = keyOf(aggregate, source)
  const values = aggregate.adds.map(([, what]) => (what === 'hit' ? sql`sum(c.d)` : sql`0`))
  const select = sql`select ${list([...keys, ...values])} from ${from}${when ? sql` where ${when}` : sql``}
    group by ${positions(keys.length)} order by ${positions(keys.length)}`
  return sql`${moveOf(aggregate.table)} as (
    ${upsert(aggregate, select, hits, false)}
  )`
}

/**
 * The table as kept, and the same recounted from the answers: empty rows left out, keys as text and
 * counts as int so that both sides compare as strings.
 */
export function recountSum(aggregate: SumAggregate): [name: string, kept: SQL, recounted: SQL] {
  const { key } = aggregate
  const keyPositions = positions(key.length)
  const counts = aggregate.adds.map(([c]) => col(c))
  const kept = sql`select ${list(key.map((k) => sql`${col(k.column)}::text as ${col(k.column)}`))},
      ${list(counts.map((c) => sql`sum(${c})::int as ${c}`))}
    from ${aggregate.table} group by ${keyPositions}
    having ${list(
      counts.map((c) => sql`sum(${c}) <> 0`),
      sql` or `,
    )}`
  const source = storedAnswer(sql`${answersTable}`, 'a')
  const when = aggregate.when?.(source.terms)
  const recounted = sql`select ${list(key.map((k) => sql`(${k.from(source.terms)})::text as ${col(k.column)}`))},
      ${list(
        aggregate.adds.map(
          ([c, what]) =>
            sql`${countInto(c, what === 'answer' ? sql`count(*)` : sql`count(*) filter (where ${source.terms.correct})`)}::int as ${col(c)}`,
        ),
      )}
    from ${source.from}${source.join(aggregate.via)}${when ? sql` where ${when}` : sql``}
    group by ${keyPositions}`
  return [getTableName(aggregate.table), kept, recounted]
}
