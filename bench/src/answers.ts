// npm run bench:answers — answers per second and latency of POST /respostas/api/v1/treinamento/responder on
// PostgreSQL with 1M questions and 4M answers, beside a bare Fastify route doing one INSERT, in the same run.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { SignJWT } from 'jose'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts'
import { ensureDatabase, generate, SIZES } from './generate.ts'
import { type LoadResult, runLoad } from './load.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64)
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 20) * 1000
const WARMUP_MS = 3000
const HOT_QUESTIONS = 50
const SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789'
const log = (line: string) => console.log(`[bench] ${line}`)
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

async function stop(child: ChildProcess) {
  child.removeAllListeners('exit')
  child.kill('SIGTERM')
  await new Promise((resolve) => child.once('exit', resolve))
}

async function measure(
  label: string,
  request: Parameters<typeof runLoad>[0]['request'],
): Promise<LoadResult> {
  await runLoad({ connections: CONNECTIONS, durationMs: WARMUP_MS, request })
  const result = await runLoad({ connections: CONNECTIONS, durationMs: DURATION_MS, request })
  log(
    `${label}: ${result.perSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ` +
      `${result.requests} requests, ${result.errors} errors ${JSON.stringify(result.statuses)}`,
  )
  return result
}

const pick = (n: number) => Math.floor(Math.random() * n)
const alternativeOf = (question: number) =>
  (question - 1) * SIZES.alternativesPerQuestion + 1 + pick(SIZES.alternativesPerQuestion)

const url = await ensureDatabase(ADMIN_URL, 'gabarito_bench')
const handle = await openDatabase({ url, poolSize: 2 })
await migrateDatabase(handle)
await handle.close()
await generate(url, log)

// The floor, measured first.
const barePort = 3401
const bare = await start(['bench/src/bare-server.ts'], { DATABASE_URL: url, PORT: String(barePort) }, (o) =>
  o.includes('ready'),
)
const floor = await measure('bare INSERT route', () => ({
  url: `http://127.0.0.1:${barePort}/bare`,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ user: 1 + pick(SIZES.users), question: 1 + pick(HOT_QUESTIONS), alternative: 1 }),
}))
await stop(bare)

// The product: the real server answering for 2,000 students on the same 50 questions (a weekly-mock peak).
const appPort = 3402
const app = await start(
  ['apps/server/src/server.ts'],
  {
    DATABASE_URL: url,
    PORT: String(appPort),
    HOST: '127.0.0.1',
    JWT_SECRET: SECRET,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
  (o) => o.includes('Gabarito no ar'),
)
const key = new TextEncoder().encode(SECRET)
const tokens: string[] = []
for (let id = 1; id <= 2000; id++) {
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
const product = await measure('POST /respostas/api/v1/treinamento/responder', () => {
  const question = 1 + pick(HOT_QUESTIONS)
  return {
    url: `http://127.0.0.1:${appPort}/respostas/api/v1/treinamento/responder`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[pick(tokens.length)]}` },
    body: JSON.stringify({
      pergunta_id: question,
      selected: alternativeOf(question),
      modulo_id: 1,
      chave_idempotencia: randomUUID(),
    }),
  }
})
await stop(app)
await sleep(100)

const ratio = product.perSecond / floor.perSecond
console.log('\n| route | answers/s | p50 (ms) | p99 (ms) | errors |')
console.log('| --- | ---: | ---: | ---: | ---: |')
for (const [label, r] of [
  ['bare INSERT (floor)', floor],
  ['answer (product)', product],
] as const) {
  console.log(
    `| ${label} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`,
  )
}
console.log(
  `\nratio product/floor: ${(ratio * 100).toFixed(0)}% (goal ≥ 50%), product p99 ${product.p99.toFixed(1)} ms (goal < 25 ms)`,
)
if (product.errors > 0) process.exitCode = 1
