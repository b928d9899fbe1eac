import type { SQL } from 'drizzle-orm'
import type { Database, Executor } from './client.ts'
import { preparedPoolOf } from './prepared-pool.ts'

/** Runs raw SQL and returns its rows; both drivers (pg and PGlite) answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

interface PgliteClient {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>
}

/**
 * Runs a hot statement by name: on PostgreSQL it is parsed and planned once per connection and reused, on
 * connections that never plan it again for the values at hand (drizzle's raw SQL is planned at every call);
 * PGlite runs it as it is.
 */
export async function preparedRows<T>(
  db: Database,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const pool = preparedPoolOf(db)
  const result = pool
    ? await pool.query({ name, text, values })
    : await (db as unknown as { $client: PgliteClient }).$client.query(text, values)
  return result.rows as T[]
}
