// npm run bench:bank — the filtered practice batch (issue 31, decision 0058) for a heavy student, with each kind of
// filter alone and combined, beside a bare route reading one question by its primary key, measured in the same run,
// one call at a time. Target: p99 < 30 ms for every combination. On the next-batch data set (next-batch-data.ts:
// ten subjects of 30,000 questions, the size of a subject of the scale data set's first course; student 1 answered
// 27,000 of subject 1's questions), given sources, topics, past exams, difficulty counts, guesses and review cards
// here; or, with BENCH_BANK_DB=gabarito_scale, on the scale data set (its heavy student, course 1's 20 subjects),
// given only sources. Writes a section into bench/RESULTS.md (BENCH_RECORD=0: not).
import { appendFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts'
import { UNLIMITED_PLAN_ID } from '../../apps/server/src/db/schema/index.ts'
import { ADMIN_URL, log, startApp, startBare, stop, studentTokens } from './harness.ts'
import { ensureNextBatchData, NEXT_BATCH as N } from './next-batch-data.ts'
import { applyPostgresSettings } from './postgres-settings.ts'
import { SCALE_SOURCE_KEY, sourcesOf } from './scale-sizes.ts'

const RESULTS = path.resolve(import.meta.dirname, '../RESULTS.md')
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300)
const TARGET_P99_MS = 30
const APP_PORT = 3471
const BARE_PORT = 3472
const HEAVY = 1
/** BENCH_BANK_DB=gabarito_scale: the scale data set (`npm run bench:scale` generates it), given only sources here. */
const DB = process.env.BENCH_BANK_DB ?? process.env.BENCH_NEXT_BATCH_DB ?? 'gabarito_next_batch'
const SCALE = DB.startsWith('gabarito_scale')

// The server gets the product's documented settings first (decision 0046: jit off among them).
const settings = await applyPostgresSettings(ADMIN_URL)
log(`PostgreSQL settings: ${settings}`)
const admin = new pg.Client({ connectionString: ADMIN_URL })
await admin.connect()
if (!(await admin.query('select 1 from pg_database where datname = $1', [DB])).rowCount)
  await admin.query(`create database "${DB}"`)
await admin.end()
const url = Object.assign(new URL(ADMIN_URL), { pathname: `/${DB}` }).toString()
const handle = await openDatabase({ url, poolSize: 2 })
await migrateDatabase(handle)
await handle.close()
if (!SCALE) await ensureNextBatchData(url, log)

const db = new pg.Client({ connectionString: url })
await db.connect()

/**
 * What the filters read, given once (kept between runs): every question a banca (one in a hundred the rare
 * "Rara"), an órgão, a year 2010-2024, a level, a topic (ten per subject); one in seven a past exam's; answer counts
 * for the difficulty; and the heavy student a plan, a guess on one answer in ten and a due review card on one in
 * twenty.
 */
/** The unlimited subscription (migration 0001; a data set's truncate may take it) gives access to every course. */
async function givePlan() {
  await db.query(`insert into plans (id, name, course_id) values (${UNLIMITED_PLAN_ID}, 'Assinatura ilimitada', null)
    on conflict (id) do nothing`)
  await db.query(`insert into user_plans (user_id, plan_id, ends_at)
    values (${HEAVY}, ${UNLIMITED_PLAN_ID}, now() + interval '1 year') on conflict do nothing`)
}

async function prepare() {
  const done = await db.query(`select 1 from questions where banca = 'Rara' and subject_id = 1 limit 1`)
  if (done.rowCount) return log('sources already given')
  const started = Date.now()
  // By id / 10: a subject's questions are every tenth id (next-batch-data.ts), so id % 10 would give each one banca;
  // the scale data set's subjects follow id % 20, so there a hash of the id (its generation gives them since issue 46).
  const sources = sourcesOf(SCALE ? SCALE_SOURCE_KEY : '(id / 10)')
  if (SCALE) {
    // The scale data set keeps its topics, exams and counts: its aggregates are checked against its answers.
    await db.query(`update questions set banca = ${sources.banca}, orgao = ${sources.orgao}, year = ${sources.year},
      level = ${sources.level}`)
    await givePlan()
    await db.query('vacuum analyze questions')
    return log(`sources given in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  await db.query(`insert into topics (id, subject_id, name, acronym, position)
    select (s - 1) * 10 + t, s, 'Assunto ' || s || '.' || t, 'A' || t, t
    from generate_series(1, ${N.subjects}) s, generate_series(1, 10) t on conflict do nothing`)
  await db.query(`select setval(pg_get_serial_sequence('topics', 'id'), ${N.subjects * 10})`)
  await db.query(`insert into exams (id, course_id, name, year)
    select g, 1, 'Concurso ' || g, 2010 + g % 15 from generate_series(1, 40) g on conflict do nothing`)
  await db.query(`select setval(pg_get_serial_sequence('exams', 'id'), 40)`)
  await db.query(`update questions set banca = ${sources.banca},
      orgao = (array['PF','PRF','Exército','Aeronáutica','Marinha','TRF','INSS','Receita'])[1 + (id / 7) % 8],
      year = 2010 + (id / 3) % 15, level = (array['fundamental','medio','superior'])[1 + (id / 11) % 3],
      topic_id = (subject_id - 1) * 10 + 1 + (id / 13) % 10,
      exam_id = case when (id / 10) % 7 = 0 then 1 + (id / 7) % 40 end`)
  await db.query(`insert into question_counts (question_id, answers, hits)
    select id, (id / 10) % 50, (id * 7) % ((id / 10) % 50 + 1) from questions
    on conflict (question_id) do update set answers = excluded.answers, hits = excluded.hits`)
  await givePlan()
  await db.query('vacuum analyze questions, question_counts, question_progress, topics, exams, user_plans')
  log(`sources given in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
await prepare()
// The heavy student's rows are put back by the data set on every run (next-batch-data.ts): their guesses and cards
// too, and the per-subject aggregate the answered rounds choose their path by (that data set writes no answers). The
// scale data set's are left as its answers made them (no guesses nor cards): those filters find none there.
if (!SCALE) {
  await db.query(`update question_progress set guesses = case when (question_id / 10) % 10 = 0 then 1 else 0 end,
      due = case when (question_id / 10) % 20 = 0 then now() - interval '1 day' end,
      reviewed_at = case when (question_id / 10) % 20 = 0 then now() - interval '3 days' end
    where user_id = ${HEAVY}`)
  await db.query(`insert into student_subject_stats (user_id, course_id, subject_id, answers, hits)
    select user_id, 1, subject_id, count(*), count(*) filter (where state = 'right') from question_progress
    where user_id = ${HEAVY} group by user_id, subject_id
    on conflict (user_id, course_id, subject_id) do update set answers = excluded.answers, hits = excluded.hits`)
}
await db.query('vacuum analyze question_progress, student_subject_stats')

/** Each combination: a label and the query string of `GET /geral/modulo/1/perguntas`. */
const COMBOS: [string, string][] = [
  ['subject 1, banca', 'disciplina_id=1&banca=Cebraspe'],
  [
    'subject 1, banca + years + não resolvidas',
    'disciplina_id=1&banca=FGV&ano_de=2019&ano_ate=2024&situacao=nao_resolvidas',
  ],
  ['subject 1, topic + level', 'disciplina_id=1&assunto_id=3&nivel=superior'],
  ['subject 1, que errei', 'disciplina_id=1&situacao=errei'],
  ['subject 1, que acertei + banca', 'disciplina_id=1&situacao=acertei&banca=Vunesp'],
  ['subject 1, que chutei', 'disciplina_id=1&situacao=chutei'],
  ['subject 1, revisão vencida', 'disciplina_id=1&situacao=revisao_vencida'],
  ['subject 1, difficulty', 'disciplina_id=1&dificuldade=Difícil&dificuldade=Muito%20Difícil'],
  ['subject 1, past exams + órgão', 'disciplina_id=1&concurso=sim&orgao=PF'],
  [
    'subject 1, rare banca (1%) + years + level + past exam',
    'disciplina_id=1&banca=Rara&ano_de=2015&nivel=medio&concurso=nao',
  ],
  [
    'subject 1, everything at once',
    'disciplina_id=1&assunto_id=2&assunto_id=5&banca=Cebraspe&banca=EsSA&orgao=Exército&orgao=PF&ano_de=2012&ano_ate=2022&nivel=medio&nivel=superior&dificuldade=Médio&dificuldade=Difícil&situacao=nao_resolvidas&situacao=errei&concurso=nao',
  ],
  ['all subjects, banca + years', 'banca=EEAR&ano_de=2018'],
  ['subjects 1-3, que errei + level', 'disciplina_id=1,2,3&situacao=errei&nivel=medio'],
  ['all subjects, rare banca + que errei', 'banca=Rara&situacao=errei'],
]

const token = (await studentTokens(HEAVY))[HEAVY - 1] as string
const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) }
}
async function timedGet(target: string, headers: Record<string, string> = {}) {
  const t0 = performance.now()
  const res = await fetch(target, { headers })
  const body = await res.text()
  if (res.status !== 200) throw new Error(`${target}: ${res.status} ${body}`)
  return performance.now() - t0
}
/** `SAMPLES` calls one after another after 20 untimed ones. */
async function sample(call: () => Promise<number>) {
  for (let i = 0; i < 20; i++) await call()
  const times: number[] = []
  for (let i = 0; i < SAMPLES; i++) times.push(await call())
  return figures(times)
}

const bare = await startBare(url, BARE_PORT)
const questionCount = Number((await db.query('select max(id) as n from questions')).rows[0]?.n ?? 1)
const pick = () => 1 + Math.floor(Math.random() * questionCount)
const floor = await sample(() => timedGet(`http://127.0.0.1:${BARE_PORT}/bare-question?id=${pick()}`))
await stop(bare)
log(`floor: p50 ${floor.p50.toFixed(1)} ms, p99 ${floor.p99.toFixed(1)} ms`)

const app = await startApp(url, APP_PORT)
const auth = { authorization: `Bearer ${token}` }
const base = `http://127.0.0.1:${APP_PORT}/api/v1/geral/modulo/1/perguntas`
const rows: string[] = []
let missed = 0
for (const [label, query] of COMBOS) {
  const batch = await sample(() => timedGet(`${base}?${query}`, auth))
  const count = await sample(() => timedGet(`${base}/contagem?${query}`, auth))
  const total = (
    (await (await fetch(`${base}/contagem?${query}`, { headers: auth })).json()) as { total: number }
  ).total
  const ok = batch.p99 < TARGET_P99_MS
  if (!ok) missed++
  log(
    `${ok ? 'ok  ' : 'MISS'} ${label}: batch p99 ${batch.p99.toFixed(1)} ms, count p99 ${count.p99.toFixed(1)} ms`,
  )
  rows.push(
    `| ${label} | ${total.toLocaleString('en')} | ${batch.p50.toFixed(1)} | ${batch.p95.toFixed(1)} | **${batch.p99.toFixed(1)}** | ${count.p50.toFixed(1)} | ${count.p99.toFixed(1)} |`,
  )
}
await stop(app)
const STUDENT = SCALE
  ? `the scale data set's heavy student (${((await db.query('select count(*)::int as n from question_progress where user_id = $1', [HEAVY])).rows[0]?.n ?? 0).toLocaleString('en')} questions answered; course 1 has ${(await db.query('select count(*)::int as n from subjects where course_id = 1')).rows[0]?.n} subjects of about 30,000 questions), on \`${DB}\``
  : `who answered ${N.heavyInSubject.toLocaleString('en')} of subject 1's ${N.questionsPerSubject.toLocaleString('en')} questions, on the next batch benchmark's data set`
await db.end()

const section = [
  `\n## \`npm run bench:bank\`, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  `The filtered batch (\`GET /api/v1/geral/modulo/1/perguntas?…\`, issue 31) for student 1, ${STUDENT}, ${SAMPLES} calls one at a time per row, on ${os.cpus().length} cores. Floor: a bare Fastify route reading one question by its primary key, ${SAMPLES} calls in the same run: p50 ${floor.p50.toFixed(1)} ms, p95 ${floor.p95.toFixed(1)} ms, p99 **${floor.p99.toFixed(1)}** ms. Target: batch p99 under ${TARGET_P99_MS} ms. PostgreSQL: ${settings}.`,
  '',
  '| filter | matches | batch p50 (ms) | batch p95 | batch p99 | count p50 | count p99 |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows,
  '',
  missed
    ? `**${missed} combination(s) missed the target.**`
    : `Every combination under ${TARGET_P99_MS} ms at p99.`,
  '',
].join('\n')
console.log(section)
if (process.env.BENCH_RECORD !== '0') appendFileSync(RESULTS, section)
if (missed) process.exitCode = 1
