import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'
import { notSimulatedCandidate } from '../users/simulated-candidates.ts'

/**
 * Rows in a table: exact while small, the planner's estimate once large, so the home page never waits
 * for a count over tens of millions of answers.
 */
async function rowCount(db: Executor, table: 'answers' | 'questions' | 'users'): Promise<number> {
  const [estimate] = await parsedRows(
    db,
    sql`select greatest(reltuples, 0)::bigint as n from pg_class where oid = to_regclass(${table})`,
    z.object({ n: z.number() }),
  )
  const estimated = Number(estimate?.n ?? 0)
  if (estimated > 200_000) return estimated
  // The demo's simulated candidates (decision 0070) are nobody: neither they nor their answers are counted.
  const candidates = sql`select id from users where not ${notSimulatedCandidate(sql`email`)}`
  const real =
    table === 'users'
      ? sql`where ${notSimulatedCandidate(sql`email`)}`
      : table === 'answers'
        ? sql`where user_id not in (${candidates})`
        : sql``
  const [exact] = await parsedRows(
    db,
    sql`select count(*)::bigint as n from ${sql.identifier(table)} ${real}`,
    z.object({ n: z.number() }),
  )
  return Number(exact?.n ?? 0)
}

export async function usageCounts(db: Executor) {
  const [answered, questions, users] = await Promise.all([
    rowCount(db, 'answers'),
    rowCount(db, 'questions'),
    rowCount(db, 'users'),
  ])
  return { answered, questions, users }
}
