import type { SumAggregate } from './aggregates.sums.ts'
import { type AnswerSource, col, type StoredAnswers, storedAnswer, tableName } from './aggregates.terms.ts'

// The four paths of a sum aggregate (decision 0043), generated from its one declaration.

const positions = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(', ')

function keyOf(aggregate: SumAggregate, source: AnswerSource) {
  const keys = aggregate.key.map((k) => k.from(source.terms))
  const when = aggregate.when?.(source.terms)
  return { keys, from: `${source.from}${source.join(aggregate.via)}`, when }
}

/**
 * `insert into t (key..., counts...)` and its `on conflict` adding `columns` (the rest of the row stays); a plain
 * insert into an `empty` table (a bulk load, which builds the key after).
 */
function upsert(
  aggregate: SumAggregate,
  select: string,
  added: SumAggregate['adds'],
  empty: boolean,
): string {
  const table = tableName(aggregate.table)
  const key = aggregate.key.map((k) => col(k.column)).join(', ')
  const counts = aggregate.adds.map(([c]) => col(c)).join(', ')
  const set = added.map(([c]) => `${col(c)} = ${table}.${col(c)} + excluded.${col(c)}`).join(', ')
  return `insert into ${table} (${key}, ${counts})
    ${select}
    ${empty ? '' : `on conflict (${key}) do update set ${set}`}`
}

/** The statement adding the stored answers, grouped per row. */
export function bulkSumSql(aggregate: SumAggregate, stored: StoredAnswers): string {
  const source = storedAnswer(stored.relation, 'a')
  const { keys, from, when } = keyOf(aggregate, source)
  const values = aggregate.adds.map(([, what]) =>
    what === 'answer' ? 'count(*)' : `count(*) filter (where ${source.terms.correct})`,
  )
  const select = `select ${[...keys, ...values].join(', ')} from ${from}
    where ${when ? `${when} and ` : ''}(${stored.where})
    group by ${positions(keys.length)}`
  return upsert(aggregate, select, aggregate.adds, stored.empty)
}

/**
 * A key change's CTE moving the hits by the rescored answers' difference (`changed`: the answers' columns and
 * `d`, +1 or -1), grouped per row, in key order; null for an aggregate that counts no hits.
 */
export function differenceSumSql(aggregate: SumAggregate, changed: string): string | null {
  const hits = aggregate.adds.filter(([, what]) => what === 'hit')
  if (hits.length === 0) return null
  const source = storedAnswer(changed, 'c')
  const { keys, from, when } = keyOf(aggregate, source)
  const values = aggregate.adds.map(([, what]) => (what === 'hit' ? 'sum(c.d)' : '0'))
  const select = `select ${[...keys, ...values].join(', ')} from ${from}${when ? ` where ${when}` : ''}
    group by ${positions(keys.length)} order by ${positions(keys.length)}`
  return `move_${tableName(aggregate.table)} as (
    ${upsert(aggregate, select, hits, false)}
  )`
}

/**
 * The table as kept, and the same recounted from the answers: empty rows left out, keys as text and
 * counts as int so that both sides compare as strings.
 */
export function recountSum(aggregate: SumAggregate): [name: string, kept: string, recounted: string] {
  const { key } = aggregate
  const keyPositions = positions(key.length)
  const counts = aggregate.adds.map(([c]) => col(c))
  const kept = `select ${key.map((k) => `${col(k.column)}::text as ${col(k.column)}`).join(', ')},
      ${counts.map((c) => `sum(${c})::int as ${c}`).join(', ')}
    from ${tableName(aggregate.table)} group by ${keyPositions}
    having ${counts.map((c) => `sum(${c}) <> 0`).join(' or ')}`
  const source = storedAnswer('answers', 'a')
  const when = aggregate.when?.(source.terms)
  const recounted = `select ${key.map((k) => `(${k.from(source.terms)})::text as ${col(k.column)}`).join(', ')},
      ${aggregate.adds
        .map(([c, what]) =>
          what === 'answer'
            ? `count(*)::int as ${col(c)}`
            : `(count(*) filter (where ${source.terms.correct}))::int as ${col(c)}`,
        )
        .join(', ')}
    from ${source.from}${source.join(aggregate.via)}${when ? ` where ${when}` : ''}
    group by ${keyPositions}`
  return [tableName(aggregate.table), kept, recounted]
}
