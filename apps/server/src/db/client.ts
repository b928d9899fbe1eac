import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { processLog } from '../lib/logger.ts'
import { useGenericPlanPool } from './generic-plan-pool.ts'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
/** Repositories take either, so a service can run several of them in one transaction. */
export type Executor = Database | Transaction

export interface DatabaseHandle {
  db: Database
  driver: 'pglite' | 'postgres'
  /** The server's address, when on PostgreSQL. */
  url?: string
  close(): Promise<void>
  /** PGlite only: the whole data directory as a tar, which `loadDataDir` starts another database from. */
  dumpDataDir?(): Promise<Blob>
}

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server; otherwise embedded PGlite. */
  url?: string
  /** Where PGlite keeps its files; omitted means in memory (tests). */
  dataDir?: string
  poolSize?: number
  /** PGlite in memory only: start from this dumped data directory instead of an empty one (tests). */
  loadDataDir?: Blob
}

function connectPool(url: string, max: number, options?: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, options })
  // An idle connection the server drops (restart, failover) is an 'error' event: without a listener
  // it would crash the process. The pool discards that client and opens a new one when needed.
  // Only the message and code: the error carries the whole client, with the last statement's text (KBs a line).
  pool.on('error', (error: Error & { code?: string }) =>
    processLog.warn({ code: error.code, reason: error.message }, 'PostgreSQL: idle connection lost'),
  )
  return pool
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const max = options.poolSize ?? 20
    const pool = connectPool(options.url, max)
    // The answer statement on connections of its own that always reuse the plan made at its first run:
    // PostgreSQL's own choice planned it again at every call (decision 0034).
    const genericPlanPool = connectPool(options.url, max, '-c plan_cache_mode=force_generic_plan')
    // Timestamps come back as Date objects; bigint counters as numbers (they stay far below 2^53).
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v))
    await pool.query('select 1')
    const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Database
    useGenericPlanPool(db, genericPlanPool)
    return {
      db,
      driver: 'postgres',
      url: options.url,
      close: async () => {
        await Promise.all([pool.end(), genericPlanPool.end()])
      },
    }
  }
  let dir: string | undefined
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'pglite')
    mkdirSync(dir, { recursive: true })
  }
  const client = await PGlite.create(dir ? { dataDir: dir } : { loadDataDir: options.loadDataDir })
  return {
    db: drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database,
    driver: 'pglite',
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  }
}
