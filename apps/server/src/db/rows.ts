import type { SQL } from 'drizzle-orm'
import type { Database, Executor } from './client.ts'
import { genericPlanPoolOf, type NamedStatementPool } from './generic-plan-pool.ts'

/** Runs raw SQL and returns its rows; both drivers (pg and PGlite) answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

interface PgliteClient {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>
}

/**
 * Runs a hot statement by name: on PostgreSQL it is parsed once per connection and reused (drizzle's raw SQL is
 * planned at every call); PGlite runs it as it is. PostgreSQL plans it for the values at hand until a generic plan
 * looks as cheap; `genericPlan` runs it on connections that always keep the plan made once, for a statement whose
 * custom plans never look dearer than that but cost more to make than to run (the answer; decision 0034).
 */
export async function preparedRows<T>(
  db: Database,
  name: string,
  text: string,
  values: unknown[],
  options: { genericPlan?: boolean } = {},
): Promise<T[]> {
  const client = (db as unknown as { $client: NamedStatementPool | PgliteClient }).$client
  const pool = options.genericPlan ? (genericPlanPoolOf(db) ?? client) : client
  const result =
    'totalCount' in pool || 'idleCount' in pool
      ? await (pool as NamedStatementPool).query({ name, text, values })
      : await (pool as PgliteClient).query(text, values)
  return result.rows as T[]
}
