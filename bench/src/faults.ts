// npm run bench:faults — two real API instances behind a round-robin proxy (faults-proxy.ts), on one PostgreSQL
// database and one Redis; BENCH_STUDENTS (500) simulated students answer practice and weekly-mock questions for
// BENCH_SECONDS (60), each answer with its idempotency key, retried on the other instance when a request fails.
// Mid-run instance A is killed with SIGKILL and started again, later instance B's PostgreSQL connections are
// terminated. Both fold in the background (decision 0047): after the load the run waits until the fold's queue is
// empty (the killed instance's leftovers folded by the others), then checks the database: every acknowledged answer
// stored exactly once, no duplicate, every aggregate equal to its recount, the free tier never exceeded (decision
// 0030). Exits 1 on any finding.
import type { ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { idempotencyKeyDigest } from '@gabarito/core'
import pg from 'pg'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts'
import { createMock } from '../../apps/server/src/modules/mocks/mocks.service.ts'
import { createCourse, createQuestion, createSubject } from '../../apps/server/src/test/fixtures.ts'
import { checkAfterFaults } from './faults-check.ts'
import { startProxy } from './faults-proxy.ts'
import { ensureDatabase } from './generate.ts'
import { ADMIN_URL, foldDrained, log, startApp, stop, studentTokens } from './harness.ts'

const DB = process.env.BENCH_FAULTS_DB ?? 'gabarito_bench_faults'
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 500)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60)
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const PRACTICE_QUESTIONS = 40
const MOCK_QUESTIONS = 10
const PORTS = { proxy: 3410, a: 3411, b: 3412 }
const DRAIN_LIMIT_MS = 60_000
const pick = (n: number) => Math.floor(Math.random() * n)
/** Even students have the course's plan; odd ones answer on the free tier. */
const planned = (userId: number) => userId % 2 === 0

// A new database each run: a course with its plan, questions with a topic and a concept, an open mock, students.
const admin = new pg.Client({ connectionString: ADMIN_URL })
await admin.connect()
await admin.query(`drop database if exists "${DB}" with (force)`)
await admin.end()
const url = await ensureDatabase(ADMIN_URL, DB)
const handle = await openDatabase({ url, poolSize: 4 })
await migrateDatabase(handle)
const course = await createCourse(handle.db)
const subject = await createSubject(handle.db, course.id, 'Matemática', ['Frações'])
type Question = Awaited<ReturnType<typeof createQuestion>>
const practice: Question[] = []
for (let i = 0; i < PRACTICE_QUESTIONS; i++)
  practice.push(
    await createQuestion(handle.db, {
      courseId: course.id,
      subjectId: subject.id,
      topicId: subject.topics[0]?.id,
      tags: [`Conceito ${i % 5}`],
    }),
  )
const mockQuestions: Question[] = []
for (let i = 0; i < MOCK_QUESTIONS; i++)
  mockQuestions.push(await createQuestion(handle.db, { courseId: course.id, subjectId: subject.id }))
const mockId = await createMock(handle.db, {
  courseId: course.id,
  name: 'Simulado de falhas',
  opensAt: new Date(Date.now() - 3600_000),
  closesAt: new Date(Date.now() + 24 * 3600_000),
  timeLimitMinutes: null,
  questionIds: mockQuestions.map((q) => q.id),
})
const setup = new pg.Client({ connectionString: url })
await setup.connect()
await setup.query(`insert into users (id, cpf, email, name, nickname, password_hash)
  select g, lpad(g::text, 11, '0'), 'aluno' || g || '@bench.local', 'Aluno ' || g, 'aluno' || g, 'x'
  from generate_series(1, ${STUDENTS}) g`)
await setup.query(`select setval('users_id_seq', ${STUDENTS})`)
await setup.query(
  `insert into user_plans (user_id, plan_id, ends_at)
   select g, $1, now() + interval '30 days' from generate_series(2, ${STUDENTS}, 2) g`,
  [course.planId],
)
await setup.end()
const tokens = await studentTokens(STUDENTS)

// The instances, named for pg_stat_activity, and the proxy in front of them.
const instanceUrl = (name: string) => `${url}?application_name=gabarito-faults-${name}`
const env = { REDIS_URL, AGGREGATE_FOLD: 'background' }
let a: ChildProcess = await startApp(instanceUrl('a'), PORTS.a, env)
const b = await startApp(instanceUrl('b'), PORTS.b, env)
const proxy = await startProxy(PORTS.proxy, [PORTS.a, PORTS.b])
log(`${STUDENTS} students, ${SECONDS} s, instances on ${PORTS.a} and ${PORTS.b}, proxy on ${PORTS.proxy}`)

const figures = { sent: 0, acknowledged: 0, retried: 0, refused: 0, unexpected: 0 }
const acknowledged: string[] = []
const statuses: Record<number, number> = {}

/** Posts until an instance gives a definite answer: a failure (no answer, a cut one, a 5xx) goes to the other. */
async function post(token: string, path: string, body: object): Promise<number> {
  let avoid: string | null = null
  for (let attempt = 0; attempt < 100; attempt++) {
    let res: Response | undefined
    try {
      res = await fetch(`http://127.0.0.1:${PORTS.proxy}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          ...(avoid === null ? {} : { 'x-avoid-backend': avoid }),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      })
      JSON.parse(await res.text())
      if (res.status < 500) return res.status
    } catch {
      // No answer, or a cut one: the same as a 5xx.
    }
    avoid = res?.headers.get('x-backend') ?? avoid
    figures.retried++
    await sleep(Math.min(1000, 20 * attempt))
  }
  throw new Error(`no instance answered ${path}`)
}

const deadline = performance.now() + SECONDS * 1000
async function student(s: number) {
  const userId = s + 1
  let mockDone = 0
  while (performance.now() < deadline) {
    const mock = mockDone < MOCK_QUESTIONS && Math.random() < 0.3
    const q = mock
      ? (mockQuestions[(mockDone++ + s) % MOCK_QUESTIONS] as Question)
      : (practice[pick(PRACTICE_QUESTIONS)] as Question)
    const key = randomUUID()
    const body = {
      pergunta_id: q.id,
      selected: q.alternatives[pick(4)]?.id,
      modulo_id: course.id,
      disciplina_id: subject.id,
      chave_idempotencia: key,
      ...(mock ? { desafio_id: mockId, tipo: 'Semanal' } : { tipo: 'PUBLICADA' }),
    }
    figures.sent++
    const status = await post(
      tokens[s] as string,
      `/respostas/api/v1/${mock ? 'simulado' : 'treinamento'}/responder`,
      body,
    )
    statuses[status] = (statuses[status] ?? 0) + 1
    if (status === 200) {
      figures.acknowledged++
      acknowledged.push(`${userId}:${idempotencyKeyDigest(key)}:${q.id}`)
    } else if (status === 423) figures.refused++
    else figures.unexpected++
  }
}

async function faults() {
  await sleep(SECONDS * 350)
  log(`SIGKILL instance A (${figures.acknowledged} acknowledged so far)`)
  const exited = new Promise((resolve) => a.once('exit', resolve))
  a.kill('SIGKILL')
  await exited
  const t0 = performance.now()
  a = await startApp(instanceUrl('a'), PORTS.a, env)
  log(`instance A started again in ${((performance.now() - t0) / 1000).toFixed(1)} s`)
  await sleep(Math.max(0, deadline - performance.now() - SECONDS * 300))
  const killer = new pg.Client({ connectionString: url })
  await killer.connect()
  const { rowCount } = await killer.query(
    `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'gabarito-faults-b'`,
  )
  await killer.end()
  log(
    `terminated instance B's ${rowCount} PostgreSQL connections (${figures.acknowledged} acknowledged so far)`,
  )
}

const started = performance.now()
await Promise.all([faults(), ...Array.from({ length: STUDENTS }, (_, s) => student(s))])
const elapsed = (performance.now() - started) / 1000
// The instances keep running: the fold empties the queue, whichever instance queued the answers.
const watcher = new pg.Client({ connectionString: url })
await watcher.connect()
const drainMs = await foldDrained(watcher, DRAIN_LIMIT_MS)
const { rows: queued } = await watcher.query<{ n: number }>(
  'select count(*)::int as n from aggregate_fold_queue',
)
await watcher.end()
if (drainMs === null)
  console.error(
    `FAILED: ${queued[0]?.n} answers still in aggregate_fold_queue ${DRAIN_LIMIT_MS / 1000} s after the load ` +
      '(no instance folded them); the aggregates below are checked anyway',
  )
else log(`fold queue empty ${(drainMs / 1000).toFixed(1)} s after the load`)
await stop(a)
await stop(b)
proxy.close()

const found = await checkAfterFaults(handle.db, acknowledged, planned)
await handle.close()
const mismatches = found.mismatches.reduce((n, m) => n + m.rows, 0)
console.log(`\n| figure | value |\n| --- | ---: |`)
for (const [label, value] of [
  ['answers sent', figures.sent],
  ['acknowledged (200)', figures.acknowledged],
  ['refused by the free tier (423)', figures.refused],
  ['other answers', `${figures.unexpected} ${JSON.stringify(statuses)}`],
  ['retried (failed attempts)', figures.retried],
  ['stored', found.stored],
  ['acknowledged, not stored (lost)', found.lost],
  ['stored, never acknowledged', found.unacknowledged],
  ['duplicates', found.duplicates + found.acknowledgedTwice],
  ['aggregate mismatches (rows)', `${mismatches} ${JSON.stringify(found.mismatches)}`],
  ['free tier exceeded (students)', found.freeTierOverruns],
  [
    'free counter drifts (students)',
    `${found.freeCounterDrifts} ${found.freeCounterDrifts ? JSON.stringify(found.freeCounterDriftRows) : ''}`,
  ],
  ['answers/s acknowledged', (figures.acknowledged / elapsed).toFixed(0)],
  [
    'fold queue emptied after the load',
    drainMs === null
      ? `not within ${DRAIN_LIMIT_MS / 1000} s (${queued[0]?.n} left)`
      : `${(drainMs / 1000).toFixed(1)} s`,
  ],
] as const)
  console.log(`| ${label} | ${value} |`)
const bad =
  figures.unexpected +
  found.lost +
  found.unacknowledged +
  found.duplicates +
  found.acknowledgedTwice +
  mismatches +
  found.freeTierOverruns +
  found.freeCounterDrifts
if (bad > 0 || found.stored !== figures.acknowledged || drainMs === null) process.exitCode = 1
log(
  bad === 0 && drainMs !== null
    ? 'ok: nothing lost, nothing doubled, every aggregate equals its recount'
    : 'FAILED: see the figures',
)
