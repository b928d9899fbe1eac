// npm run bench:mock — the weekly mock on PostgreSQL (the answers benchmark's data set): a ranking of 45,000
// participants (a page, one's own position) beside a bare indexed SELECT, and the mock answer route beside the
// bare INSERT route at 64 clients all answering the same 50 questions, each figure with its floor in the same run;
// then the same answers to a modo-prova mock (issue 29), which must cost no more than the SPEC's.
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts'
import { MOCK_SCORE_SHARDS } from '../../apps/server/src/db/schema/index.ts'
import { placeIn } from '../../apps/server/src/modules/mocks/mocks.service.ts'
import { BENCH_DB, ensureDatabase, generate, SIZES } from './generate.ts'
import {
  ADMIN_URL,
  insertBenchMock,
  log,
  measure,
  OPEN_WINDOW,
  startApp,
  startBare,
  stop,
  studentTokens,
  timeCalls,
} from './harness.ts'

const PARTICIPANTS = 45_000
const MOCK_QUESTIONS = 50
const ANSWERING_STUDENTS = 4_000
const READ_CONNECTIONS = 8
const POSITION_SAMPLES = 3_000
const pick = (n: number) => Math.floor(Math.random() * n)

const url = await ensureDatabase(ADMIN_URL, BENCH_DB)
const handle = await openDatabase({ url, poolSize: 2 })
await migrateDatabase(handle)
await generate(url, log)

/**
 * Three mocks of the bench course over questions 1..50: one closed with 45,000 results, and two open and unanswered,
 * the SPEC's and a modo-prova one.
 */
async function prepareMocks(): Promise<{ ranked: number; open: number; examMode: number }> {
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  const started = Date.now()
  await db.query(`delete from answers where kind = 'Semanal'`)
  await db.query('delete from mocks')
  await db.query('update courses set has_mock = true where id = 1')
  const ranked = await insertBenchMock(
    db,
    'Simulado de carga (45.000)',
    { opens: "now() - interval '7 days'", closes: "now() - interval '1 day'" },
    MOCK_QUESTIONS,
  )
  const open = await insertBenchMock(db, 'Simulado de carga (aberto)', OPEN_WINDOW, MOCK_QUESTIONS)
  const examMode = await insertBenchMock(
    db,
    'Simulado de carga (modo prova)',
    OPEN_WINDOW,
    MOCK_QUESTIONS,
    'ao_encerrar',
  )
  // Hits spread like a real mock's (most in the middle), last answers over six days.
  await db.query(
    `insert into mock_results (mock_id, user_id, hits, answers, first_answer_at, last_answer_at)
     select $1, u, h, ${MOCK_QUESTIONS}, t - interval '2 hours', t
     from (select u, least(${MOCK_QUESTIONS}, greatest(0, round(25 + 8 * (random() + random() + random() - 1.5) * 2)))::int as h,
                  now() - interval '7 days' + random() * interval '6 days' as t
           from generate_series(1, ${PARTICIPANTS}) u) s`,
    [ranked],
  )
  await db.query(
    `insert into mock_score_counts (mock_id, shard, hits, participants)
     select mock_id, user_id % ${MOCK_SCORE_SHARDS}, hits, count(*) from mock_results where mock_id = $1 group by 1, 2, 3`,
    [ranked],
  )
  await db.query('vacuum analyze mock_results, mock_score_counts, mocks, mock_questions')
  await db.end()
  log(`mocks prepared: ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return { ranked, open, examMode }
}

const mocks = await prepareMocks()
const verdicts: string[] = []
const check = (label: string, ok: boolean, figure: string) => {
  verdicts.push(`${ok ? 'ok  ' : 'MISS'} ${label}: ${figure}`)
  if (!ok) process.exitCode = 1
}

// One's own position, in the service, beside the bare primary-key SELECT, one call at a time.
const probe = new pg.Client({ connectionString: url })
await probe.connect()
const bareRow = await timeCalls(POSITION_SAMPLES, () =>
  probe.query('select * from mock_results where mock_id = $1 and user_id = $2', [
    mocks.ranked,
    1 + pick(PARTICIPANTS),
  ]),
)
await probe.end()
const position = await timeCalls(POSITION_SAMPLES, () =>
  placeIn(handle, mocks.ranked, 1 + pick(PARTICIPANTS)),
)
log(`bare SELECT by key: p50 ${bareRow.p50.toFixed(2)} ms, p95 ${bareRow.p95.toFixed(2)} ms`)
log(`own position: p50 ${position.p50.toFixed(2)} ms, p95 ${position.p95.toFixed(2)} ms`)
check(
  'own position p95 < 10 ms',
  position.p95 < 10,
  `${position.p95.toFixed(2)} ms (floor ${bareRow.p95.toFixed(2)} ms)`,
)
await handle.close()

const barePort = 3401
const bare = await startBare(url, barePort)
const floorInsert = await measure('bare INSERT route', () => ({
  url: `http://127.0.0.1:${barePort}/bare`,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ user: 1 + pick(SIZES.users), question: 1 + pick(MOCK_QUESTIONS), alternative: 1 }),
}))
const floorSelect = await measure(
  'bare SELECT route',
  () => ({
    url: `http://127.0.0.1:${barePort}/bare-select?mock=${mocks.ranked}&user=${1 + pick(PARTICIPANTS)}`,
    headers: {},
  }),
  READ_CONNECTIONS,
)
await stop(bare)

const appPort = 3402
const app = await startApp(url, appPort)
const tokens = await studentTokens(ANSWERING_STUDENTS)
const page = await measure(
  'ranking page (50 rows at a random depth, with my row)',
  () => ({
    url:
      `http://127.0.0.1:${appPort}/api/v1/1/simulado/classificacao/datatable?simulado=${mocks.ranked}` +
      `&length=50&start=${50 * pick(PARTICIPANTS / 50)}`,
    headers: { authorization: `Bearer ${tokens[pick(tokens.length)]}` },
  }),
  READ_CONNECTIONS,
)
check(
  'ranking page p95 < 30 ms',
  page.p95 < 30,
  `${page.p95.toFixed(1)} ms (floor ${floorSelect.p95.toFixed(1)} ms)`,
)

// Every student answers each of the 50 questions once; at any instant the 64 clients answer different questions
// of the same 50, as at the Sunday-night peak.
function answerEveryQuestion(mockId: number, label: string) {
  let sent = 0
  return measure(label, () => {
    const i = sent++
    const student = i % ANSWERING_STUDENTS
    const question = 1 + ((Math.floor(i / ANSWERING_STUDENTS) + student) % MOCK_QUESTIONS)
    return {
      url: `http://127.0.0.1:${appPort}/respostas/api/v1/simulado/responder`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[student]}` },
      body: JSON.stringify({
        pergunta_id: question,
        selected: (question - 1) * SIZES.alternativesPerQuestion + 1 + pick(SIZES.alternativesPerQuestion),
        desafio_id: mockId,
        tipo: 'Semanal',
        modulo_id: 1,
        chave_idempotencia: randomUUID(),
      }),
    }
  })
}
const answer = await answerEveryQuestion(mocks.open, 'POST /respostas/api/v1/simulado/responder')
const examModeAnswer = await answerEveryQuestion(mocks.examMode, 'the same, modo prova (key at the close)')
// Its answers were held out of the aggregates; gone with it, the data set is as the other benchmarks expect (its
// questions answer in practice again).
const cleanup = new pg.Client({ connectionString: url })
await cleanup.connect()
await cleanup.query(`delete from answers where kind = 'Semanal' and reference_id = $1`, [mocks.examMode])
await cleanup.query('delete from mocks where id = $1', [mocks.examMode])
await cleanup.end()
await stop(app)
const ratio = answer.perSecond / floorInsert.perSecond
check(
  'mock answer ≥ 50% of the bare INSERT',
  ratio >= 0.5 && answer.errors === 0,
  `${(ratio * 100).toFixed(0)}% (${answer.perSecond.toFixed(0)} vs ${floorInsert.perSecond.toFixed(0)} req/s, ${answer.errors} errors)`,
)
// "No more than" with the machine's noise: within 5% of the SPEC's answer, measured right after it.
const examModeRatio = examModeAnswer.perSecond / answer.perSecond
check(
  'modo-prova answer costs no more than the SPEC mock answer (≥ 95% of its rate)',
  examModeRatio >= 0.95 && examModeAnswer.errors === 0,
  `${(examModeRatio * 100).toFixed(0)}% (${examModeAnswer.perSecond.toFixed(0)} vs ${answer.perSecond.toFixed(0)} req/s; ` +
    `p95 ${examModeAnswer.p95.toFixed(1)} vs ${answer.p95.toFixed(1)} ms; floor ${floorInsert.perSecond.toFixed(0)} req/s)`,
)

console.log('\n| measure | req/s | p50 (ms) | p95 (ms) | p99 (ms) | errors |')
console.log('| --- | ---: | ---: | ---: | ---: | ---: |')
for (const [label, r] of [
  ['bare SELECT by key (floor), in process', { ...bareRow, perSecond: Number.NaN, errors: 0 }],
  ['own position, in process', { ...position, perSecond: Number.NaN, errors: 0 }],
  [`bare SELECT route (floor), ${READ_CONNECTIONS} clients`, floorSelect],
  [`ranking page, ${READ_CONNECTIONS} clients`, page],
  ['bare INSERT route (floor)', floorInsert],
  ['mock answer', answer],
  ['mock answer, modo prova', examModeAnswer],
] as const) {
  const rate = Number.isNaN(r.perSecond) ? '' : r.perSecond.toFixed(0)
  console.log(
    `| ${label} | ${rate} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.errors} |`,
  )
}
console.log(`\n${verdicts.join('\n')}`)
