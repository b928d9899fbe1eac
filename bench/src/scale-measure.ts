import { appendFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import {
  CONNECTIONS,
  insertBenchMock,
  log,
  measure,
  OPEN_WINDOW,
  startApp,
  startBare,
  stop,
  studentTokens,
} from './harness.ts'
import { describeSettings, restartPostgres } from './postgres-settings.ts'
import { measureAnswers } from './scale-answers.ts'
import { dataSetChecks, positionRows } from './scale-checks.ts'
import { measureReads, nextBatch, nextBatchTarget } from './scale-reads.ts'
import {
  type Check,
  databaseSizes,
  failOnMisses,
  peakMemory,
  type Row,
  resultsSection,
} from './scale-report.ts'
import { pick, type ScaleRun } from './scale-run.ts'
import { layout, type ScaleSizes } from './scale-sizes.ts'
import { measureThirdWave } from './scale-third-wave.ts'

/** Reads run at twice the cores: beyond that the floor itself queues on this machine. */
const READ_CONNECTIONS = Number(process.env.BENCH_READ_CONNECTIONS ?? 4)
const HOT_QUESTIONS = 50
/** The floor's server on this port, the product's on the next (BENCH_SCALE_PORT: two runs side by side). */
const PORT = Number(process.env.BENCH_SCALE_PORT ?? 3451)
const RESULTS = path.resolve(import.meta.dirname, '../RESULTS.md')
/**
 * BENCH_SCALE_ONLY=reads,wave3,answers,restart measures only those parts (the floors always): to look into one of
 * them; such a partial run is not written to bench/RESULTS.md. wave3: the third wave's reads (scale-third-wave.ts).
 */
const PARTS = ['reads', 'wave3', 'answers', 'restart'] as const
const only = process.env.BENCH_SCALE_ONLY?.split(',').map((part) => part.trim())
const measures = (part: (typeof PARTS)[number]) => !only || only.includes(part)

/**
 * Measures on the data set of `S` at `url`; `record` appends the figures to bench/RESULTS.md. `generatedMinutes`:
 * how long this run took to generate the data set, null when it was kept from an earlier run.
 */
export async function measureScale(
  url: string,
  S: ScaleSizes,
  record: boolean,
  generatedMinutes: number | null,
): Promise<void> {
  if (only?.some((part) => !(PARTS as readonly string[]).includes(part)))
    throw new Error(`BENCH_SCALE_ONLY: choose among ${PARTS.join(', ')}`)
  const ANSWERING_STUDENTS = Math.min(4_000, S.students)
  const l = layout(S)
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  const latestMock = S.mocks
  const mock = await insertBenchMock(db, 'Simulado de carga (aberto)', OPEN_WINDOW, HOT_QUESTIONS)
  const sizes = await databaseSizes(db)
  const { rows: version } = await db.query<{ v: string }>('select version() as v')
  const loadBefore = os.loadavg()[0] ?? 0
  const rows: Row[] = []
  const checks: Check[] = dataSetChecks(sizes, generatedMinutes)

  rows.push(...(await positionRows(url, db, S)))
  const lagHandle = await openDatabase({ url, poolSize: 1 })

  const barePort = PORT
  const bare = await startBare(url, barePort)
  const insertFloor: Row = {
    label: 'bare INSERT route (floor)',
    clients: CONNECTIONS,
    result: await measure('bare INSERT route', () => ({
      url: `http://127.0.0.1:${barePort}/bare`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: 1 + pick(S.students), question: 1 + pick(HOT_QUESTIONS), alternative: 1 }),
    })),
  }
  const readFloor: Row = {
    label: 'bare indexed SELECT route (floor)',
    clients: READ_CONNECTIONS,
    result: await measure(
      'bare SELECT route',
      () => ({
        url: `http://127.0.0.1:${barePort}/bare-select?mock=${latestMock}&user=${1 + pick(S.students)}`,
        headers: {},
      }),
      READ_CONNECTIONS,
    ),
  }
  await stop(bare)
  rows.push(readFloor)

  const appPort = PORT + 1
  // The fold in the background, explicitly: the answer runs measure the answer alone, the lag row the fold.
  const appEnv = { TRUST_PROXY: 'true', AGGREGATE_FOLD: 'background' }
  const app = await startApp(url, appPort, appEnv)
  const tokens = await studentTokens(ANSWERING_STUDENTS)
  const auth = (student: number) => ({ authorization: `Bearer ${tokens[student]}` })
  const run: ScaleRun = {
    S,
    db,
    lagDb: lagHandle.db,
    rows,
    checks,
    appPort,
    students: ANSWERING_STUDENTS,
    latestMock,
    openMock: mock,
    questions: HOT_QUESTIONS,
    readFloor,
    insertFloor,
    auth,
    get: (pathAndQuery, student = pick(ANSWERING_STUDENTS)) => ({
      url: `http://127.0.0.1:${appPort}${pathAndQuery}`,
      headers: auth(student),
    }),
    async read(label, request, target) {
      const result = await measure(label, request, READ_CONNECTIONS)
      rows.push({ label, clients: READ_CONNECTIONS, result, floor: readFloor, ratio: 'latency', target })
    },
  }
  const [, serverMemory] = await peakMemory(app, async () => {
    if (measures('reads')) await measureReads(run)
    if (measures('wave3')) await measureThirdWave(run)
    if (measures('answers')) await measureAnswers(run)
  })
  await stop(app)
  await db.end()
  await lagHandle.close()

  // The next batch again on PostgreSQL's empty buffers, without a warm-up: the first calls are the cold ones.
  // BENCH_PG_RESTART=0 leaves it out, on a server others are using (a restart cuts their sessions).
  const coldLabel = 'next practice batch right after PostgreSQL is restarted (no warm-up)'
  if (measures('restart') && process.env.BENCH_PG_RESTART === '0') {
    checks.push({
      label: coldLabel,
      value: 'not measured (BENCH_PG_RESTART=0)',
      target: nextBatchTarget?.text ?? '',
    })
  } else if (measures('restart')) {
    log('restarting PostgreSQL')
    await restartPostgres(url)
    const coldApp = await startApp(url, appPort, appEnv)
    rows.push({
      label: coldLabel,
      clients: READ_CONNECTIONS,
      result: await measure('next practice batch after a restart', nextBatch(run), READ_CONNECTIONS, false),
      floor: readFloor,
      ratio: 'latency',
      target: nextBatchTarget,
    })
    await stop(coldApp)
  }

  const report = resultsSection(
    S,
    rows,
    sizes,
    checks,
    serverMemory,
    `${(version[0]?.v ?? '?').split(' on ')[0] ?? '?'} (deploy/postgresql.conf: ${await describeSettings(url)})`,
    l.questionCount(1),
    loadBefore,
  )
  console.log(report)
  if (record && !only) {
    appendFileSync(RESULTS, report)
    log(`written to ${RESULTS}`)
  }
  failOnMisses(rows, checks)
}
