// What the single-operation benchmarks (bench:itemstats, bench:rescore) open first: a migrated database of their own,
// the product's handle on it, a plain client for the data, and the data made once per database.
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts'
import { ensureDatabase } from './generate.ts'
import { ADMIN_URL, log } from './harness.ts'

/** The database `name` (created and migrated if needed), the product's handle on it and a connected client. */
export async function openBenchDatabase(name: string) {
  const url = await ensureDatabase(ADMIN_URL, name)
  const handle = await openDatabase({ url, poolSize: 2 })
  await migrateDatabase(handle)
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return { handle, client }
}

/**
 * Runs `fill` in one transaction unless the database already holds the data `marker` names, then records the
 * marker, analyzes the tables and logs how long it took.
 */
export async function prepareOnce(
  client: pg.Client,
  marker: string,
  fill: (q: (text: string) => Promise<unknown>) => Promise<void>,
): Promise<void> {
  await client.query('create table if not exists bench_meta (marker text primary key)')
  if ((await client.query('select 1 from bench_meta where marker = $1', [marker])).rowCount) return
  const started = performance.now()
  const q = (text: string) => client.query(text)
  await q('begin')
  await fill(q)
  await client.query('insert into bench_meta values ($1)', [marker])
  await q('commit')
  await q('vacuum analyze')
  log(`data prepared: ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

/** Students 1..`count` (the CPF is the id, zero-padded), and the users' sequence past them. */
export async function insertStudents(q: (text: string) => Promise<unknown>, count: number): Promise<void> {
  await q(`insert into users (id, cpf, email, name, nickname, password_hash)
    select g, lpad(g::text, 11, '0'), 'aluno' || g || '@bench.test', 'Aluno ' || g, 'aluno' || g, 'x'
    from generate_series(1, ${count}) g`)
  await q(`select setval('users_id_seq', ${count})`)
}
