// The measuring half of `npm run bench:scale`: every hot call on the scale data set beside a floor measured in the
// same run (the bare routes of bare-server.ts, a bare SELECT by key in process), the database's size per table and
// the server's memory, written into bench/RESULTS.md; a figure that misses its target fails the run.
import { randomUUID } from 'node:crypto'
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
  reportCalls,
  startApp,
  startBare,
  stop,
  studentTokens,
} from './harness.ts'
import { describeSettings, restartPostgres } from './postgres-settings.ts'
import { dataSetChecks, drainCheck, positionRows, sampleFoldLag } from './scale-checks.ts'
import {
  type Check,
  databaseSizes,
  failOnMisses,
  peakMemory,
  percentiles,
  type Row,
  resultsSection,
} from './scale-report.ts'
import { HEAVY_STUDENT, layout, SCALE_PASSWORD, type ScaleSizes } from './scale-sizes.ts'

/** Reads run at twice the cores: beyond that the floor itself queues on this machine. */
const READ_CONNECTIONS = Number(process.env.BENCH_READ_CONNECTIONS ?? 4)
const HOT_QUESTIONS = 50
/** The floor's server on this port, the product's on the next (BENCH_SCALE_PORT: two runs side by side). */
const PORT = Number(process.env.BENCH_SCALE_PORT ?? 3451)
const RESULTS = path.resolve(import.meta.dirname, '../RESULTS.md')
const pick = (n: number) => Math.floor(Math.random() * n)
const alternativeOf = (question: number) => (question - 1) * 4 + 1 + pick(4)

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
  const ANSWERING_STUDENTS = Math.min(4_000, S.students)
  const l = layout(S)
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  const latestMock = S.mocks
  const mock = await insertBenchMock(db, 'Simulado de carga (aberto)', OPEN_WINDOW, HOT_QUESTIONS)
  const { rows: cpfRows } = await db.query<{ cpf: string }>(
    `select cpf from users where id <= ${ANSWERING_STUDENTS} order by id`,
  )
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
  const get = (pathAndQuery: string, student = pick(ANSWERING_STUDENTS)) => ({
    url: `http://127.0.0.1:${appPort}${pathAndQuery}`,
    headers: auth(student),
  })
  const read = async (
    label: string,
    request: () => { url: string; headers: Record<string, string>; body?: string },
    target?: Row['target'],
  ) => {
    const result = await measure(label, request, READ_CONNECTIONS)
    rows.push({ label, clients: READ_CONNECTIONS, result, floor: readFloor, ratio: 'latency', target })
  }
  const nextBatchTarget = { text: 'p99 < 30 ms', met: (r: Row['result']) => r.p99 < 30 }
  const reportP95 = { text: 'p95 < 50 ms', met: (r: Row['result']) => r.p95 < 50 }
  const reportBase = `/api/v1/geral/relatorio/modulo/1`
  const topicsOfCourse1 = S.subjectsPerCourse * S.topicsPerSubject

  const [, serverMemory] = await peakMemory(app, async () => {
    let logins = 0
    await read('login (argon2id, a new address each time)', () => {
      const n = logins++
      return {
        url: `http://127.0.0.1:${appPort}/api/v1/seguranca/auth/login`,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify({ id: cpfRows[n % cpfRows.length]?.cpf, password: SCALE_PASSWORD }),
      }
    })
    await read(
      'next practice batch (subject of course 1)',
      () => get(`/api/v1/geral/modulo/1/disciplina/${1 + pick(S.subjectsPerCourse)}/perguntas`),
      nextBatchTarget,
    )
    const heavy = HEAVY_STUDENT - 1
    // Subject s of course 1 has topics (s - 1) * T + 1 .. s * T (scale-data.ts).
    for (const [label, route] of reportCalls({
      subjects: Array.from({ length: S.subjectsPerCourse }, (_, i) => i + 1),
      topics: topicsOfCourse1,
      subjectOfTopic: (t) => 1 + Math.floor((t - 1) / S.topicsPerSubject),
    })) {
      await read(`report ${label}`, () => get(`${reportBase}${route()}`, heavy), reportP95)
    }
    for (const [label, route] of [
      ['report PDF /rendimento/disciplina (a document, for the record)', '/rendimento/disciplina'],
      ['report PDF /tag (a document, for the record)', '/tag'],
    ] as const) {
      await read(label, () => get(`${reportBase}${route}`, heavy))
    }
    await read(
      `ranking page (50 rows at a random depth, with my row) of ${S.students.toLocaleString('en')}`,
      () =>
        get(
          `/api/v1/1/simulado/classificacao/datatable?simulado=${latestMock}&length=50&start=${50 * pick(S.students / 50)}`,
        ),
      { text: 'p95 < 30 ms', met: (r) => r.p95 < 30 },
    )
    await read('summaries list (10 own, 30 shared, one page of 40)', () =>
      get('/api/v1/geral/arquivo_usuario/datatable?modulo_id=1&draw=1&start=0&length=40', HEAVY_STUDENT - 1),
    )

    const answerTarget = {
      text: '≥ 70% of the floor',
      met: (r: Row['result'], floor?: Row['result']) =>
        r.errors === 0 && (r.perSecond ?? 0) >= 0.7 * (floor?.perSecond ?? Number.POSITIVE_INFINITY),
    }
    const lags: number[] = []
    // Waits for the fold after an answer run, so the next measure does not share the machine with it.
    const drain = async (label: string) => checks.push(await drainCheck(db, label))
    // Answers left queued by an earlier, interrupted run.
    await drainCheck(db, 'earlier run')
    const practice = await sampleFoldLag(lagHandle.db, lags, () =>
      measure('practice answer', () => {
        const question = 1 + pick(HOT_QUESTIONS)
        return {
          url: `http://127.0.0.1:${appPort}/respostas/api/v1/treinamento/responder`,
          headers: { 'content-type': 'application/json', ...auth(pick(ANSWERING_STUDENTS)) },
          body: JSON.stringify({
            pergunta_id: question,
            selected: alternativeOf(question),
            modulo_id: 1,
            chave_idempotencia: randomUUID(),
          }),
        }
      }),
    )
    await drain('practice answers')
    rows.push(insertFloor, {
      label: `practice answer, the same ${HOT_QUESTIONS} questions`,
      clients: CONNECTIONS,
      result: practice,
      floor: insertFloor,
      ratio: 'throughput',
      target: answerTarget,
    })
    // Every student answers each of the mock's questions once, 64 at a time on different questions of the 50.
    let sent = 0
    const mockAnswer = await sampleFoldLag(lagHandle.db, lags, () =>
      measure('mock answer', () => {
        const i = sent++
        const student = i % ANSWERING_STUDENTS
        const question = 1 + ((Math.floor(i / ANSWERING_STUDENTS) + student) % HOT_QUESTIONS)
        return {
          url: `http://127.0.0.1:${appPort}/respostas/api/v1/simulado/responder`,
          headers: { 'content-type': 'application/json', ...auth(student) },
          body: JSON.stringify({
            pergunta_id: question,
            selected: alternativeOf(question),
            desafio_id: mock,
            tipo: 'Semanal',
            modulo_id: 1,
            chave_idempotencia: randomUUID(),
          }),
        }
      }),
    )
    await drain('mock answers')
    rows.push({
      label: `mock answer, the open mock's ${HOT_QUESTIONS} questions`,
      clients: CONNECTIONS,
      result: mockAnswer,
      floor: insertFloor,
      ratio: 'throughput',
      target: answerTarget,
    })
    rows.push({
      label: 'fold lag (oldest unfolded answer) during the answer runs',
      clients: CONNECTIONS,
      result: percentiles(lags),
      target: { text: 'p99 < 2 s', met: (r) => r.p99 < 2000 },
    })
  })
  await stop(app)
  await db.end()
  await lagHandle.close()

  // The next batch again on PostgreSQL's empty buffers, without a warm-up: the first calls are the cold ones.
  // BENCH_PG_RESTART=0 leaves it out, on a server others are using (a restart cuts their sessions).
  const coldLabel = 'next practice batch right after PostgreSQL is restarted (no warm-up)'
  if (process.env.BENCH_PG_RESTART === '0') {
    checks.push({
      label: coldLabel,
      value: 'not measured (BENCH_PG_RESTART=0)',
      target: nextBatchTarget.text,
    })
  } else {
    log('restarting PostgreSQL')
    await restartPostgres(url)
    const coldApp = await startApp(url, appPort, appEnv)
    rows.push({
      label: coldLabel,
      clients: READ_CONNECTIONS,
      result: await measure(
        'next practice batch after a restart',
        () => get(`/api/v1/geral/modulo/1/disciplina/${1 + pick(S.subjectsPerCourse)}/perguntas`),
        READ_CONNECTIONS,
        false,
      ),
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
  if (record) {
    appendFileSync(RESULTS, report)
    log(`written to ${RESULTS}`)
  }
  failOnMisses(rows, checks)
}
