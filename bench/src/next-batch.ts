// npm run bench:next-batch — the next practice batch for a new and a heavy student, warm and right after a cold
// cache, beside a bare primary-key lookup measured in the same run (issue 27, decision 0044). One call at a time.
// Cold: a checkpoint, then a table of 2.5 × shared_buffers read into shared_buffers (pg_prewarm), then the operating
// system's cache of this database's files dropped (posix_fadvise DONTNEED, root only): every page the call needs
// comes from the disk, as after a restart. Writes a section into bench/RESULTS.md (BENCH_RECORD=0: not).
import { execFileSync } from 'node:child_process'
import { appendFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts'
import { ensureDatabase } from './generate.ts'
import { ADMIN_URL, log, startApp, stop, studentTokens } from './harness.ts'
import { ensureNextBatchData, NEXT_BATCH as N } from './next-batch-data.ts'

const RESULTS = path.resolve(import.meta.dirname, '../RESULTS.md')
const WARM = Number(process.env.BENCH_WARM_SAMPLES ?? 200)
const COLD = Number(process.env.BENCH_COLD_SAMPLES ?? 30)
const TARGET_MS = 30
const PORT = 3461

const url = await ensureDatabase(ADMIN_URL, process.env.BENCH_NEXT_BATCH_DB ?? 'gabarito_next_batch')
const handle = await openDatabase({ url, poolSize: 2 })
await migrateDatabase(handle)
await handle.close()
await ensureNextBatchData(url, log)

const db = new pg.Client({ connectionString: url })
await db.connect()
await db.query('create extension if not exists pg_prewarm')
await db.query('create extension if not exists pg_buffercache')
const { rows: dirRows } = await db.query<{ dir: string; oid: number; filler: string }>(
  `select current_setting('data_directory') as dir, (select oid from pg_database where datname = current_database()) as oid,
          pg_relation_filepath('bench_filler') as filler`,
)
const place = dirRows[0] as { dir: string; oid: number; filler: string }
const fillerNode = path.basename(place.filler)

/** Pushes this database's pages out of shared_buffers and the operating system's cache (the filler's excepted). */
async function coldCache() {
  await db.query('checkpoint')
  await db.query(`select pg_prewarm('bench_filler')`)
  execFileSync('python3', [
    '-c',
    `import os, sys
d, skip = sys.argv[1], sys.argv[2]
for f in os.listdir(d):
    if f.split('.')[0].split('_')[0] == skip: continue
    fd = os.open(os.path.join(d, f), os.O_RDONLY)
    os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
    os.close(fd)`,
    path.join(place.dir, 'base', String(place.oid)),
    fillerNode,
  ])
}

/** Pages of the product's tables still in shared_buffers (after coldCache: none but a handful of catalog pages). */
async function productPagesCached() {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from pg_buffercache b join pg_class c on c.relfilenode = b.relfilenode
     where b.reldatabase = (select oid from pg_database where datname = current_database())
       and c.relname in ('questions', 'alternatives', 'question_progress', 'practice_positions',
                         'questions_subject_random_idx', 'question_progress_pkey', 'questions_pkey')`,
  )
  return rows[0]?.n ?? 0
}

interface Figures {
  p50: number
  p95: number
  p99: number
  samples: number
}

async function sample(count: number, cold: boolean, call: (i: number) => Promise<unknown>): Promise<Figures> {
  const times: number[] = []
  for (let i = 0; i < count; i++) {
    if (cold) await coldCache()
    const t0 = performance.now()
    await call(i)
    times.push(performance.now() - t0)
  }
  times.sort((a, b) => a - b)
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), samples: count }
}

const tokens = await studentTokens(2 + N.students + N.newStudents)
const app = await startApp(url, PORT)
const loadBefore = os.loadavg()
const rows: { label: string; warm: Figures; cold: Figures; target: boolean }[] = []
try {
  /** One batch of subject 1 for the student (ids from 1); the unseen ones served are then answered, untimed. */
  const batch = async (student: number) => {
    const res = await fetch(`http://127.0.0.1:${PORT}/api/v1/geral/modulo/1/disciplina/1/perguntas`, {
      headers: { authorization: `Bearer ${tokens[student - 1]}` },
    })
    if (res.status !== 200) throw new Error(`batch for ${student}: ${res.status} ${await res.text()}`)
    return ((await res.json()) as { id: number }[]).map((q) => q.id)
  }
  const answered = async (student: number, ids: number[]) => {
    await db.query(
      `insert into question_progress (user_id, question_id, subject_id, state, attempts, last_at)
       select $1, id, 1, 'right', 1, now() from unnest($2::int[]) id on conflict do nothing`,
      [student, ids],
    )
  }
  const pick = (n: number) => 1 + Math.floor(Math.random() * n)
  const floorCall = () =>
    db.query('select * from questions where id = $1', [pick(N.subjects * N.questionsPerSubject)])
  rows.push({
    label: 'bare SELECT of a question by primary key, in process (floor)',
    warm: await sample(WARM, false, floorCall),
    cold: await sample(COLD, true, floorCall),
    target: false,
  })
  await coldCache()
  log(`product pages in shared_buffers right after the cold step: ${await productPagesCached()}`)
  const firstNew = 3 + N.students
  rows.push({
    label: 'next batch, a new student (first batch)',
    warm: await sample(WARM, false, (i) => batch(firstNew + i)),
    cold: await sample(COLD, true, (i) => batch(firstNew + WARM + i)),
    target: true,
  })
  for (const [label, student] of [
    [
      'next batch, a heavy student: 50,000 answers, 27,000 of the subject’s 30,000, in the order',
      N.heavyInOrder,
    ],
    ['next batch, a heavy student: the same, answered before the order (no place stored)', N.heavyScattered],
  ] as const) {
    const call = async () => answered(student, await batch(student))
    rows.push({
      label,
      warm: await sample(WARM, false, call),
      cold: await sample(COLD, true, call),
      target: true,
    })
  }
  // Decision 0007's unseen window (before this change; the wrapped half left out), for the scattered heavy student.
  const before = () =>
    db.query(
      `select w.id from (select q.id, q.random_key from questions q
         where q.subject_id = 1 and q.status = 'PUBLICADA' and q.exam_id is null and q.random_key >= $1
         order by q.random_key limit 2000) w
       where not exists (select 1 from question_progress p where p.user_id = $2 and p.question_id = w.id)
       order by w.random_key limit 10`,
      [Math.random(), N.heavyScattered],
    )
  rows.push({
    label: 'before: decision 0007’s 2,000-row window alone, the heavy student’s history, in process',
    warm: await sample(WARM, false, before),
    cold: await sample(COLD, true, before),
    target: false,
  })
} finally {
  await stop(app)
}
const loadAfter = os.loadavg()
await db.end()

const ms = (n: number) => n.toFixed(1)
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim()
const misses = rows.filter((r) => r.target && (r.warm.p99 >= TARGET_MS || r.cold.p99 >= TARGET_MS))
const section = [
  `\n### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: next practice batch, new and heavy student (issue 27)\n`,
  `Commit ${commit} (the shared tree held other sessions' uncommitted changes); \`npm run bench:next-batch\`, one call at a time over HTTP to the production server; ${N.subjects} subjects of ${N.questionsPerSubject.toLocaleString('en')} questions, ${N.students.toLocaleString('en')} students with ${N.answeredEach} answers. Warm: ${WARM} calls; cold: ${COLD} calls, each right after a checkpoint, ${N.fillerMb} MB read into shared_buffers (128 MB) and this database's files dropped from the OS cache. Load average (1, 5, 15 min) before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}. Target: p99 under ${TARGET_MS} ms, warm and cold.\n`,
  '| call | warm p50 | warm p95 | warm p99 | cold p50 | cold p95 | cold p99 | cold p99 / floor |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (r) =>
      `| ${r.label} | ${ms(r.warm.p50)} ms | ${ms(r.warm.p95)} ms | ${ms(r.warm.p99)} ms | ${ms(r.cold.p50)} ms | ${ms(r.cold.p95)} ms | ${ms(r.cold.p99)} ms | ${(r.cold.p99 / (rows[0]?.cold.p99 ?? 1)).toFixed(1)}× |`,
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
