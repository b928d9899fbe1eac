// npm run bench:next-batch — the next practice batch for new and heavy students, warm and right after a cold
// cache, beside a bare primary-key lookup measured in the same run (issue 27, decision 0044). One call at a time.
// Cold without restarting PostgreSQL: the data set is copied into a new database (CREATE DATABASE … STRATEGY
// FILE_COPY: files copied on disk, none of its pages in shared_buffers) and the copy's files are dropped from the
// operating system's cache (posix_fadvise DONTNEED, root only); the server then starts on the copy and the first
// batch of each of 20 students of every kind is measured, the kinds taking turns. Writes a section into
// bench/RESULTS.md (BENCH_RECORD=0: not).
import { execFileSync } from 'node:child_process'
import { appendFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts'
import { ADMIN_URL, log, startApp, stop, studentTokens } from './harness.ts'
import { ensureNextBatchData, NEXT_BATCH as N } from './next-batch-data.ts'

const RESULTS = path.resolve(import.meta.dirname, '../RESULTS.md')
const WARM = Number(process.env.BENCH_WARM_SAMPLES ?? 200)
const TARGET_MS = 30
const PORT = 3461

const DB = process.env.BENCH_NEXT_BATCH_DB ?? 'gabarito_next_batch'
const COLD_DB = `${DB}_cold`
const urlOf = (name: string) => Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString()
const admin = new pg.Client({ connectionString: ADMIN_URL })
await admin.connect()
if (!(await admin.query('select 1 from pg_database where datname = $1', [DB])).rowCount)
  await admin.query(`create database "${DB}"`)
const url = urlOf(DB)
const SHARED_BUFFERS =
  (await admin.query<{ v: string }>(`select current_setting('shared_buffers') as v`)).rows[0]?.v ?? '?'
const handle = await openDatabase({ url, poolSize: 2 })
await migrateDatabase(handle)
await handle.close()
await ensureNextBatchData(url, log)

/** A copy of the data set none of whose pages is cached, in shared_buffers or by the operating system. */
async function coldCopy() {
  await admin.query(`drop database if exists "${COLD_DB}" with (force)`)
  // An autovacuum worker on the source refuses the copy for a moment: try again.
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database "${COLD_DB}" template "${DB}" strategy file_copy`)
      break
    } catch (error) {
      if (attempt >= 10) throw error
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
  const { rows } = await admin.query<{ dir: string; oid: number }>(
    `select current_setting('data_directory') as dir, oid from pg_database where datname = $1`,
    [COLD_DB],
  )
  const place = rows[0] as { dir: string; oid: number }
  execFileSync('python3', [
    '-c',
    `import os, sys
d = sys.argv[1]
for f in os.listdir(d):
    fd = os.open(os.path.join(d, f), os.O_RDONLY)
    os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
    os.close(fd)`,
    path.join(place.dir, 'base', String(place.oid)),
  ])
  const copy = new pg.Client({ connectionString: urlOf(COLD_DB) })
  await copy.connect()
  await copy.query('create extension if not exists pg_buffercache')
  const { rows: cached } = await copy.query<{ n: number }>(
    `select count(*)::int as n from pg_buffercache b join pg_class c on c.relfilenode = b.relfilenode
     where b.reldatabase = $1 and c.relname in ('questions', 'alternatives', 'question_progress', 'practice_positions')`,
    [place.oid],
  )
  await copy.end()
  log(`cold copy made: ${cached[0]?.n ?? '?'} pages of its product tables in shared_buffers`)
  return urlOf(COLD_DB)
}

interface Figures {
  p50: number
  p95: number
  p99: number
  samples: number
}

function figures(times: number[]): Figures {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), samples: sorted.length }
}

async function timed(call: () => Promise<unknown>) {
  const t0 = performance.now()
  await call()
  return performance.now() - t0
}

const HEAVY = N.heavyInOrder + N.heavyScattered
const FIRST_NEW = HEAVY + N.students + 1
const COLD_ROUNDS = 20
const tokens = await studentTokens(HEAVY + N.students + N.newStudents)
const pick = (n: number) => 1 + Math.floor(Math.random() * n)

/** The calls measured on the database at `dbUrl`, through a server started on it. */
async function session(dbUrl: string) {
  const db = new pg.Client({ connectionString: dbUrl })
  await db.connect()
  const app = await startApp(dbUrl, PORT)
  /** One batch of subject 1 for the student; the unseen ones served are then answered (untimed), as the app would. */
  const batch = async (student: number) => {
    const res = await fetch(`http://127.0.0.1:${PORT}/api/v1/geral/modulo/1/disciplina/1/perguntas`, {
      headers: { authorization: `Bearer ${tokens[student - 1]}` },
    })
    if (res.status !== 200) throw new Error(`batch for ${student}: ${res.status} ${await res.text()}`)
    return ((await res.json()) as { id: number }[]).map((q) => q.id)
  }
  const answered = (student: number, ids: number[]) =>
    db.query(
      `insert into question_progress (user_id, question_id, subject_id, state, last_at)
       select $1, id, 1, 'right', now() from unnest($2::int[]) id on conflict do nothing`,
      [student, ids],
    )
  const calls = {
    floor: () =>
      db.query('select * from questions where id = $1', [pick(N.subjects * N.questionsPerSubject)]),
    fresh: (i: number) => batch(FIRST_NEW + i),
    // Decision 0007's unseen window (before this change; its wrapped half left out), a heavy student's history.
    before: (i: number) =>
      db.query(
        `select w.id from (select q.id, q.random_key from questions q
           where q.subject_id = 1 and q.status = 'PUBLICADA' and q.exam_id is null and q.random_key >= $1
           order by q.random_key limit 2000) w
         where not exists (select 1 from question_progress p where p.user_id = $2 and p.subject_id = 1 and p.question_id = w.id)
         order by w.random_key limit 10`,
        [Math.random(), 1 + (i % N.heavyInOrder)],
      ),
  }
  /** A heavy student's batch, timed, then answered. */
  const heavy = async (student: number) => {
    let ids: number[] = []
    const time = await timed(async () => {
      ids = await batch(student)
    })
    await answered(student, ids)
    return time
  }
  return { db, app, calls, heavy }
}

const loadBefore = os.loadavg()
const kinds = ['floor', 'fresh', 'inOrder', 'scattered', 'before'] as const
const warm: Record<(typeof kinds)[number], number[]> = {
  floor: [],
  fresh: [],
  inOrder: [],
  scattered: [],
  before: [],
}
const cold: Record<(typeof kinds)[number], number[]> = {
  floor: [],
  fresh: [],
  inOrder: [],
  scattered: [],
  before: [],
}
/** One call of each kind for round `i` (students chosen by `i`), timings into `into`. */
async function round(
  s: Awaited<ReturnType<typeof session>>,
  i: number,
  into: typeof warm,
  freshOffset: number,
) {
  into.floor.push(await timed(s.calls.floor))
  into.fresh.push(await timed(() => s.calls.fresh(freshOffset + i)))
  into.inOrder.push(await s.heavy(1 + (i % N.heavyInOrder)))
  into.scattered.push(await s.heavy(N.heavyInOrder + 1 + (i % N.heavyScattered)))
  into.before.push(await timed(() => s.calls.before(i)))
}

let s = await session(url)
try {
  for (let i = 0; i < WARM; i++) await round(s, i, warm, 0)
} finally {
  await stop(s.app)
  await s.db.end()
}
const coldUrl = await coldCopy()
s = await session(coldUrl)
try {
  // Each student's first call on the copy: students not used warm, in turns, so no kind warms the cache for another more.
  for (let i = 0; i < COLD_ROUNDS; i++) await round(s, i, cold, WARM)
} finally {
  await stop(s.app)
  await s.db.end()
}
await admin.query(`drop database if exists "${COLD_DB}" with (force)`)
await admin.end()
const loadAfter = os.loadavg()
const labels: Record<(typeof kinds)[number], string> = {
  floor: 'bare SELECT of a question by primary key, in process (floor)',
  fresh: 'next batch, a new student (first batch)',
  inOrder: 'next batch, a heavy student (27,000 of the subject’s 30,000 answered, in the order)',
  scattered: 'next batch, a heavy student (27,000 answered before the order, no place stored)',
  before: 'before: decision 0007’s 2,000-row window alone, a heavy student (27,000 answered), in process',
}
const rows = kinds.map((k) => ({
  label: labels[k],
  warm: figures(warm[k]),
  cold: figures(cold[k]),
  target: k === 'fresh' || k === 'inOrder' || k === 'scattered',
}))

const ms = (n: number) => n.toFixed(1)
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim()
const misses = rows.filter((r) => r.target && (r.warm.p99 >= TARGET_MS || r.cold.p99 >= TARGET_MS))
const section = [
  `\n### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: next practice batch, new and heavy student (issue 27)\n`,
  `Commit ${commit} (the shared tree held other sessions' uncommitted changes); \`npm run bench:next-batch\`, one call at a time over HTTP to the production server; ${N.subjects} subjects of ${N.questionsPerSubject.toLocaleString('en')} questions, ${N.students.toLocaleString('en')} students with ${N.answeredEach} answers. Warm: ${WARM} calls of each kind; cold: the first call of each of ${COLD_ROUNDS} students (heavy ones: each of the ${N.heavyInOrder} of a kind) on a copy of the data set none of whose pages was cached (CREATE DATABASE … STRATEGY FILE_COPY, its files dropped from the OS cache), kinds in turns. shared_buffers ${SHARED_BUFFERS}. Load average (1, 5, 15 min) before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}. Target: p99 under ${TARGET_MS} ms, warm and cold.\n`,
  '| call | warm p50 | warm p95 | warm p99 | cold p50 | cold p95 | cold p99 (max) |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (r) =>
      `| ${r.label} | ${ms(r.warm.p50)} ms | ${ms(r.warm.p95)} ms | ${ms(r.warm.p99)} ms | ${ms(r.cold.p50)} ms | ${ms(r.cold.p95)} ms | ${ms(r.cold.p99)} ms |`,
  ),
  '',
].join('\n')
console.log(section)
if (process.env.BENCH_RECORD !== '0') {
  appendFileSync(RESULTS, section)
  log(`written to ${RESULTS}`)
}
if (misses.length) {
  for (const r of misses) console.error(`MISS ${r.label}: p99 under ${TARGET_MS} ms`)
  process.exitCode = 1
}
