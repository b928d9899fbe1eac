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

interface PgClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>
  /** A text without parameters runs as one simple query (several statements, one implicit transaction). */
  query(text: string): Promise<unknown>
}
interface PgPool extends PgClient {
  connect(): Promise<PgClient & { release(error?: Error | boolean): void }>
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
  if (!isPgPool(client)) {
    const result = await client.query(statement.text, fillPlaceholders(statement.params, values))
    return result.rows.map((r) => row.parse(r))
  }
  return runNamed(client, statement, values, row)
}

/** The statement by its name on a pg pool or one of its connections. */
async function runNamed<S extends z.ZodType>(
  client: PgClient,
  statement: PreparedStatement,
  values: Record<string, unknown>,
  row: S,
): Promise<z.output<S>[]> {
  const params = fillPlaceholders(statement.params, values)
  const result = await client.query({ name: statement.name, text: statement.text, values: params })
  return result.rows.map((r) => row.parse(r))
}

/**
 * `runPrepared` with PostgreSQL's generic plan, planned once per connection. For a statement PostgreSQL would plan
 * again at every call: the plan cache compares the generic plan's cost with the custom plans', and a statement over
 * `unnest` of parameter arrays is costed at 100 rows generic but at the arrays' length custom, so custom always
 * looks cheaper (the answer statement: 2.4 ms of planning in a 5.6 ms answer, issue 46). `plan_cache_mode` is set
 * for this statement alone, on a connection taken for it, and reset before the connection goes back.
 */
export async function runPreparedGeneric<S extends z.ZodType>(
  db: Database,
  statement: PreparedStatement,
  values: Record<string, unknown>,
  row: S,
): Promise<z.output<S>[]> {
  const pool = driverClient(db)
  if (!isPgPool(pool)) return runPrepared(db, statement, values, row)
  const client = await pool.connect()
  let broken: Error | undefined
  try {
    await client.query('set plan_cache_mode = force_generic_plan')
    return await runNamed(client, statement, values, row)
  } finally {
    // A connection that cannot be reset leaves the pool rather than serve another statement generic.
    await client.query('reset plan_cache_mode').catch((error: Error) => {
      broken = error
    })
    client.release(broken ?? false)
  }
}
