import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../db/client.ts'
import { parsedRows } from '../db/rows.ts'

/**
 * Tables a refused call may change on purpose, left out of the digest. Today there are none: the rate limiter
 * keeps its counters in memory or Redis, not in the database, and a refused login or password-reset request
 * writes nothing (users.last_login_at only moves on a successful login). Add a table here with the reason.
 */
const EXCLUDED_TABLES = new Set<string>()

/**
 * One statement over every table of the application: its row count and the sum of a hash of each row's text,
 * so an insert, a delete and an update of any column all change it. Cheap on the small test database and the
 * same on PGlite and PostgreSQL (both are PostgreSQL: `hashtext` and `row::text` are built in).
 */
export async function digestReader(db: Database): Promise<() => Promise<Record<string, string>>> {
  const rows = await parsedRows(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    z.object({ name: z.string() }),
  )
  const tables = rows.map((row) => row.name).filter((name) => !EXCLUDED_TABLES.has(name))
  if (tables.length === 0) throw new Error('no tables to digest')
  const columns = tables.map(
    (name) =>
      sql`(select count(*)::text || ':' || coalesce(sum(hashtext(t::text)::bigint), 0)::text from ${sql.identifier(name)} t) as ${sql.identifier(name)}`,
  )
  const query = sql`select ${sql.join(columns, sql`, `)}`
  return async () => {
    const [digest] = await parsedRows(db, query, z.record(z.string(), z.string()))
    return digest ?? {}
  }
}

/** The tables whose digest differs between two readings. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((name) => before[name] !== after[name])
}
