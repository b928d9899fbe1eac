import type { SQL } from 'drizzle-orm'
import type { Database, Executor } from './client.ts'

/** Runs raw SQL and returns its rows; both drivers (pg and PGlite) answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

interface PgPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>
}
interface PgliteClient {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>
}

/**
 * Runs a hot statement by name: on PostgreSQL it is parsed and planned once per connection and reused
 * (drizzle's raw SQL is planned again at every call); PGlite runs it as it is.
 */
export async function preparedRows<T>(
  db: Database,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const client = (db as unknown as { $client: PgPool | PgliteClient }).$client
  const result =
    'totalCount' in client || 'idleCount' in client
      ? await (client as PgPool).query({ name, text, values })
      : await (client as PgliteClient).query(text, values)
  return result.rows as T[]
}
