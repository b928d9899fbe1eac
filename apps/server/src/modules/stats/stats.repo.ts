import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { queryRows } from '../../db/rows.ts'

/**
 * Rows in a table: exact while small, the planner's estimate once large, so the home page never waits
 * for a count over tens of millions of answers.
 */
async function rowCount(db: Executor, table: 'answers' | 'questions' | 'users'): Promise<number> {
  const [estimate] = await queryRows<{ n: number }>(
    db,
    sql`select greatest(reltuples, 0)::bigint as n from pg_class where oid = to_regclass(${table})`,
  )
  const estimated = Number(estimate?.n ?? 0)
  if (estimated > 200_000) return estimated
  const [exact] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::bigint as n from ${sql.identifier(table)}`,
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
