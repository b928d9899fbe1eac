// npm run bench:scale — the product at ten times the seed platform on one PostgreSQL (issue 15): generates the
// scale data set once (scale-data.ts, kept between runs), then measures every hot call beside a floor measured in
// the same run, writes the table into bench/RESULTS.md and fails when a figure misses its target.

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts'
import { hashPassword } from '../../apps/server/src/lib/passwords.ts'
import { ensureDatabase } from './generate.ts'
import { ADMIN_URL, log } from './harness.ts'
import { generateScale } from './scale-data.ts'
import { type Job, runSideBySide } from './scale-load.ts'
import { measureScale } from './scale-measure.ts'
import { DRY_SCALE, FULL_SCALE, SCALE_PASSWORD } from './scale-sizes.ts'

const dry = process.env.BENCH_SCALE_DRY === '1'
const sizes = dry ? DRY_SCALE : FULL_SCALE
const DB = process.env.BENCH_SCALE_DB ?? (dry ? 'gabarito_scale_dry' : 'gabarito_scale')
// The last migration's tag too: a data set generated under an older schema is generated again, not migrated.
const { entries } = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../apps/server/drizzle/meta/_journal.json'), 'utf8'),
) as { entries: { tag: string }[] }
const MARKER = `scale:v3:${entries.at(-1)?.tag}:${JSON.stringify(sizes)}`

const url = await ensureDatabase(ADMIN_URL, DB)
const handle = await openDatabase({ url, poolSize: 2 })
await migrateDatabase(handle)
await handle.close()

const pg = (await import('pg')).default
const db = new pg.Client({ connectionString: url })
await db.connect()
await db.query("set maintenance_work_mem = '1GB'")
await db.query('create table if not exists bench_meta (marker text primary key)')
const { rowCount } = await db.query('select 1 from bench_meta where marker = $1', [MARKER])
let generatedMinutes: number | null = null
if (rowCount) {
  log('scale data set already generated')
} else {
  const started = Date.now()
  await db.query('truncate bench_meta')
  // The floor's table: as large as `answers`, with its indexes, copied while the aggregates load (it reads the
  // answers only).
  const bareTable: Job = [
    'bare table (a copy of the answers, its indexes)',
    `drop table if exists bench_bare;
     create table bench_bare (like answers including defaults);
     insert into bench_bare select * from answers;
     create unique index bench_bare_id on bench_bare (id);
     create unique index on bench_bare (user_id, idempotency_key);
     create index on bench_bare (question_id);
     alter table bench_bare add primary key using index bench_bare_id`,
  ]
  await generateScale(url, sizes, await hashPassword(SCALE_PASSWORD), log, [bareTable])
  // Sets the visibility map (autovacuum's work in production), so index-only scans stay index-only; the largest
  // tables first, two side by side.
  const { rows: tables } = await db.query<{ name: string }>(
    `select relname as name from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace
     order by pg_total_relation_size(oid) desc`,
  )
  await runSideBySide(
    url,
    2,
    tables.map((t) => [`vacuum analyze ${t.name}`, `vacuum analyze "${t.name}"`]),
    log,
  )
  await db.query('insert into bench_meta values ($1)', [MARKER])
  generatedMinutes = (Date.now() - started) / 60_000
  log(`generated in ${generatedMinutes.toFixed(1)} minutes`)
}
await db.end()
if (process.env.BENCH_SCALE_GENERATE_ONLY !== '1') await measureScale(url, sizes, !dry, generatedMinutes)
