import { fillPlaceholders, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database, Executor } from './client.ts'
import type { PreparedStatement } from './sql.ts'

/** The driver's answer to a raw statement: both (pg and PGlite) answer `{ rows }` of unknown rows. */
async function rawRows(db: Executor, query: SQL): Promise<unknown[]> {
  const result = await db.execute(query)
  const rows = (result as { rows?: unknown }).rows
  return Array.isArray(rows) ? rows : []
}

/** Runs raw SQL and parses its rows with `row` (decision 0053: rows are parsed, not cast). */
export async function parsedRows<S extends z.ZodType>(
  db: Executor,
  query: SQL,
  row: S,
): Promise<z.output<S>[]> {
  return (await rawRows(db, query)).map((r) => row.parse(r))
}

/**
 * Runs raw SQL and returns its rows as the caller says they are: a cast, left only where decision 0053 has not
 * reached yet; new code uses `parsedRows`.
 * @deprecated
 */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return (await rawRows(db, query)) as T[]
}

interface PgPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>
  /** A text without parameters runs as one simple query (several statements, one implicit transaction). */
  query(text: string): Promise<unknown>
}
interface PgliteClient {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>
}

/** The driver's own client under drizzle: a pg pool or a PGlite instance. */
export function driverClient(db: Database): PgPool | PgliteClient {
  return (db as unknown as { $client: PgPool | PgliteClient }).$client
}

export const isPgPool = (client: PgPool | PgliteClient): client is PgPool =>
  'totalCount' in client || 'idleCount' in client

/**
 * Runs a hot statement by name: on PostgreSQL it is parsed and planned once per connection and reused
 * (drizzle's raw SQL is planned again at every call); PGlite runs it as it is. `statement` comes from
 * `preparedStatement` (db/sql.ts); `values` fill its placeholders.
 */
export async function runPrepared<S extends z.ZodType>(
  db: Database,
  statement: PreparedStatement,
  values: Record<string, unknown>,
  row: S,
): Promise<z.output<S>[]> {
  const client = driverClient(db)
  const params = fillPlaceholders(statement.params, values)
  const result = isPgPool(client)
    ? await client.query({ name: statement.name, text: statement.text, values: params })
    : await client.query(statement.text, params)
  return result.rows.map((r) => row.parse(r))
}
