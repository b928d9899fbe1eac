import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { processLog } from '../lib/logger.ts'
import { lockDataDir } from './data-dir-lock.ts'
import { releaseFailedTransactionClients } from './pg-transaction.ts'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
/** Repositories take either, so a service can run several of them in one transaction. */
export type Executor = Database | Transaction

export interface DatabaseHandle {
  db: Database
  /**
   * Where the reads that tolerate a few seconds' lag go (reports, rankings of closed mocks, item statistics, the
   * staff tables; decision 0045): a streaming replica when DATABASE_READ_URL is set, otherwise `db` itself.
   */
  replica: Database
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
  /** postgres://… of a streaming replica of `url`, for the reads that tolerate lag. */
  readUrl?: string
  /**
   * Where PGlite keeps its files (in `pglite/` under it); omitted means in memory (tests). The folder is taken for
   * this process (`gabarito.lock`, decision 0039): DataDirLockedError when another live process holds it.
   */
  dataDir?: string
  /** Who takes the data directory, as its lock file names it: `server` or the npm script. */
  holder?: string
  poolSize?: number
  /** PGlite in memory only: start from this dumped data directory instead of an empty one (tests). */
  loadDataDir?: Blob
}

releaseFailedTransactionClients()

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    // Timestamps come back as Date objects; bigint counters as numbers (they stay far below 2^53).
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v))
    const primary = await openPool(options.url, options.poolSize)
    const replica = options.readUrl ? await openPool(options.readUrl, options.poolSize) : undefined
    const db = drizzleNodePg({ client: primary, schema, casing: 'snake_case' }) as unknown as Database
    return {
      db,
      replica: replica
        ? (drizzleNodePg({ client: replica, schema, casing: 'snake_case' }) as unknown as Database)
        : db,
      driver: 'postgres',
      url: options.url,
      close: async () => {
        await Promise.all([primary.end(), replica?.end()])
      },
    }
  }
  if (!options.dataDir) {
    const client = await PGlite.create({ loadDataDir: options.loadDataDir })
    return pgliteHandle(client, () => client.close())
  }
  const lock = await lockDataDir(options.dataDir, options.holder ?? 'server')
  try {
    const dir = path.join(options.dataDir, 'pglite')
    mkdirSync(dir, { recursive: true })
    const client = await PGlite.create({ dataDir: dir })
    return pgliteHandle(client, async () => {
      try {
        await client.close()
      } finally {
        lock.release()
      }
    })
  } catch (error) {
    lock.release()
    throw error
  }
}

async function openPool(url: string, size = 20): Promise<pg.Pool> {
  const pool = new pg.Pool({ connectionString: url, max: size })
  // An idle connection the server drops (restart, failover) is an 'error' event: without a listener
  // it would crash the process. The pool discards that client and opens a new one when needed.
  // Only the message and code: the error carries the whole client, with the last statement's text (KBs a line).
  pool.on('error', (error: Error & { code?: string }) =>
    processLog.warn({ code: error.code, reason: error.message }, 'PostgreSQL: idle connection lost'),
  )
  // A connection dropped while checked out between two statements (a fold's transaction) is an 'error' event of
  // the client, not the pool's: the transaction fails on its next statement and the pool discards the client.
  pool.on('connect', (client) =>
    client.on('error', (error: Error & { code?: string }) =>
      processLog.warn({ code: error.code, reason: error.message }, 'PostgreSQL: connection lost'),
    ),
  )
  await pool.query('select 1')
  return pool
}

function pgliteHandle(client: PGlite, close: () => Promise<void>): DatabaseHandle {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database
  return {
    db,
    replica: db,
    driver: 'pglite',
    close,
    dumpDataDir: () => client.dumpDataDir('none'),
  }
}
