// What every benchmark shares: the servers it starts, the load it measures them with, the students' tokens.

import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import type { MockKeyMode } from '@gabarito/core'
import { SignJWT } from 'jose'
import type pg from 'pg'
import { type LoadResult, runLoad } from './load.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64)
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 20) * 1000
const WARMUP_MS = 3000
const SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789'
export const log = (line: string) => console.log(`[bench] ${line}`)
// BENCH_PROFILE=1 writes a CPU profile of each server (bench/.data/profiles, open it in Chrome's DevTools).
const NODE_FLAGS = process.env.BENCH_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${path.join(ROOT, 'bench/.data/profiles')}`]
  : []

function start(
  args: string[],
  env: Record<string, string>,
  readyWhen: (out: string) => boolean,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...NODE_FLAGS, '--import', 'tsx', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      if (readyWhen(out)) resolve(child)
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${out}`)))
  })
}

export async function stop(child: ChildProcess) {
  child.removeAllListeners('exit')
  child.kill('SIGTERM')
  await new Promise((resolve) => child.once('exit', resolve))
}

/** The floors' server (bare-server.ts) on `port`. */
export const startBare = (url: string, port: number) =>
  start(['bench/src/bare-server.ts'], { DATABASE_URL: url, PORT: String(port) }, (o) => o.includes('ready'))

/** The product's server on `port`, without demo content (`env` adds settings, e.g. REDIS_URL). */
export const startApp = (url: string, port: number, env: Record<string, string> = {}) =>
  start(
    ['apps/server/src/server.ts'],
    {
      ...env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    (o) => o.includes('Gabarito no ar'),
  )

/** Warms up (unless `warmUp` is false), then keeps CONNECTIONS (or `connections`) requests in flight and prints the figures. */
export async function measure(
  label: string,
  request: Parameters<typeof runLoad>[0]['request'],
  connections = CONNECTIONS,
  warmUp = true,
): Promise<LoadResult> {
  if (warmUp) await runLoad({ connections, durationMs: WARMUP_MS, request })
  const result = await runLoad({ connections, durationMs: DURATION_MS, request })
  log(
    `${label}: ${result.perSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ` +
      `p99 ${result.p99.toFixed(1)} ms, ${result.requests} requests, ${result.errors} errors ${JSON.stringify(result.statuses)}`,
  )
  return result
}

/**
 * Waits until the fold has emptied `aggregate_fold_queue` (decision 0047): the milliseconds it took, or null when
 * answers were still queued after `limitMs`.
 */
export async function foldDrained(db: pg.Client, limitMs: number): Promise<number | null> {
  const started = performance.now()
  for (;;) {
    const { rows } = await db.query<{ queued: boolean }>(
      'select exists (select 1 from aggregate_fold_queue) as queued',
    )
    if (!rows[0]?.queued) return performance.now() - started
    if (performance.now() - started > limitMs) return null
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Session tokens of the generated students 1..n, signed with the servers' secret. */
export async function studentTokens(n: number): Promise<string[]> {
  const key = new TextEncoder().encode(SECRET)
  const tokens: string[] = []
  for (let id = 1; id <= n; id++) {
    tokens.push(
      await new SignJWT({
        user: { id, nome: `Aluno ${id}`, email: `aluno${id}@bench.local`, apelido: `aluno${id}` },
        perfis: ['Aluno'],
        endereco: null,
        tv: 0,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(id))
        .setExpirationTime('1h')
        .sign(key),
    )
  }
  return tokens
}

/** p50, p95 and p99 of `samples` calls made one after another (in process, no HTTP). */
export async function timeCalls(samples: number, call: () => Promise<unknown>) {
  const latencies: number[] = []
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now()
    await call()
    latencies.push(performance.now() - t0)
  }
  latencies.sort((a, b) => a - b)
  const at = (p: number) => latencies[Math.floor(latencies.length * p)] ?? 0
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), errors: 0 }
}

/**
 * Every JSON report call of a course (under /api/v1/geral/relatorio/modulo/{id}), labelled, with a path drawn at
 * random where it names a subject or a topic of the course's data set.
 */
export function reportCalls(bank: {
  subjects: number[]
  topics: number
  subjectOfTopic: (topic: number) => number
}): [label: string, path: () => string][] {
  const pick = (n: number) => Math.floor(Math.random() * n)
  return [
    ['/tentativas/mes/270', () => '/tentativas/mes/270'],
    ['/disciplina', () => '/disciplina'],
    ['/disciplina/todos', () => '/disciplina/todos'],
    ['/dia/semana', () => '/dia/semana'],
    ['/dia/hora', () => '/dia/hora'],
    [
      '/disciplina/{d}/conceitos/principais',
      () => `/disciplina/${bank.subjects[pick(bank.subjects.length)]}/conceitos/principais`,
    ],
    [
      '/disciplina/{d}/assunto/{a}/conceitos/principais',
      () => {
        const topic = 1 + pick(bank.topics)
        return `/disciplina/${bank.subjectOfTopic(topic)}/assunto/${topic}/conceitos/principais`
      },
    ],
    ['/assuntos/fracos', () => '/assuntos/fracos'],
  ]
}

/** The window of the mock the answer loads answer: open for the next day. */
export const OPEN_WINDOW = { opens: "now() - interval '1 hour'", closes: "now() + interval '1 day'" }

/** A weekly mock of course 1 over its questions 1..`questions` (in that order), open between two SQL instants. */
export async function insertBenchMock(
  db: pg.Client,
  name: string,
  window: { opens: string; closes: string },
  questions: number,
  keyMode: MockKeyMode = 'imediato',
): Promise<number> {
  const { rows } = await db.query(
    `insert into mocks (course_id, name, opens_at, closes_at, key_mode)
     values (1, $1, ${window.opens}, ${window.closes}, $2) returning id`,
    [name, keyMode],
  )
  const id = rows[0].id as number
  await db.query(
    `insert into mock_questions (mock_id, question_id, position) select $1, g, g from generate_series(1, ${questions}) g`,
    [id],
  )
  return id
}
