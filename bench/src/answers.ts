// npm run bench:answers — answers per second and latency of POST /respostas/api/v1/treinamento/responder on
// PostgreSQL with 1M questions and 4M answers, beside a bare Fastify route doing one INSERT, in the same run.
import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts'
import { ensureDatabase, generate, SIZES } from './generate.ts'
import { ADMIN_URL, log, measure, startApp, startBare, stop, studentTokens } from './harness.ts'

const HOT_QUESTIONS = 50

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
const bare = await startBare(url, barePort)
const floor = await measure('bare INSERT route', () => ({
  url: `http://127.0.0.1:${barePort}/bare`,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ user: 1 + pick(SIZES.users), question: 1 + pick(HOT_QUESTIONS), alternative: 1 }),
}))
await stop(bare)

// The product: the real server answering for 2,000 students on the same 50 questions (a weekly-mock peak).
const appPort = 3402
const app = await startApp(url, appPort)
const tokens = await studentTokens(2000)
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
