// npm run bench:review — the spaced review's two reads (issue 30, decision 0057) for a student with 50,000 answers
// and 5,000 review cards, with an exam date set (the due moment then goes through the exam rule), on the answers
// benchmark's data set, beside a bare indexed SELECT route in the same run: target p95 < 30 ms each.
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts'
import { parsedRows } from '../../apps/server/src/db/rows.ts'
import {
  bulkAggregateStatements,
  rebuildCards,
} from '../../apps/server/src/modules/aggregates/aggregates.service.ts'
import { BENCH_DB, ensureDatabase, generate, SIZES } from './generate.ts'
import { ADMIN_URL, log, measure, startApp, startBare, stop, studentTokens } from './harness.ts'

/** Not the reports benchmark's heavy student (1), so both can run on one data set. */
const STUDENT = 3
const ANSWERS = 50_000
/** One answer in ten is wrong: 5,000 cards. */
const WRONG_EVERY = 10
/** Reads run at twice the cores, as in bench:scale: beyond that the floor itself queues on this machine. */
const CONNECTIONS = Number(process.env.BENCH_READ_CONNECTIONS ?? 4)
const TARGET_P95_MS = 30

const url = await ensureDatabase(ADMIN_URL, BENCH_DB)
const handle = await openDatabase({ url, poolSize: 2 })
await migrateDatabase(handle)
await generate(url, log)

const count = async (query: ReturnType<typeof sql>) =>
  (await parsedRows(handle.db, query, z.object({ n: z.number() })))[0]?.n ?? 0

/**
 * Gives the student 50,000 practice answers over the last 120 days (distinct questions, one in ten wrong), their
 * aggregates and review cards, and an exam 60 days ahead.
 */
async function prepareStudent() {
  const cards = sql`select count(*)::int as n from question_progress where user_id = ${STUDENT} and due is not null`
  if ((await count(cards)) >= ANSWERS / WRONG_EVERY) {
    log('review student already prepared')
    return
  }
  const started = Date.now()
  const after = await count(sql`select coalesce(max(id), 0)::int as n from answers`)
  await handle.db.execute(sql`delete from question_progress where user_id = ${STUDENT}`)
  await handle.db.execute(sql`delete from answers where user_id = ${STUDENT}`)
  await handle.db.execute(
    sql.raw(`insert into answers (user_id, question_id, alternative_id, correct, kind, course_id, subject_id, answered_at)
     select ${STUDENT}, q, (q - 1) * ${SIZES.alternativesPerQuestion} + 1, g % ${WRONG_EVERY} <> 0, 'TREINAMENTO', 1,
            1 + (q % ${SIZES.subjects}),
            now() - (g % 120) * interval '1 day' - (g % 600) * interval '1 minute'
     from (select g, (1 + (g::bigint * 7919) % ${SIZES.questions})::int as q
           from generate_series(1, ${ANSWERS}) g) s`),
  )
  const stored = sql`a.id > ${after} and a.user_id = ${STUDENT}`
  for (const statement of bulkAggregateStatements(stored)) await handle.db.execute(statement)
  await rebuildCards(handle.db, stored)
  await handle.db.execute(sql`insert into exam_dates (user_id, course_id, day)
    values (${STUDENT}, 1, (now() at time zone 'America/Sao_Paulo')::date + 60)
    on conflict (user_id, course_id) do update set day = excluded.day`)
  await handle.db.execute(sql`vacuum analyze question_progress, exam_dates`)
  log(`review student prepared: ${await count(cards)} cards, ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

await prepareStudent()
await handle.close()

const barePort = 3421
const bare = await startBare(url, barePort)
const floor = await measure(
  'bare indexed SELECT route',
  () => ({ url: `http://127.0.0.1:${barePort}/bare-report?user=${STUDENT}`, headers: {} }),
  CONNECTIONS,
)
await stop(bare)

const appPort = 3422
const app = await startApp(url, appPort)
const token = (await studentTokens(STUDENT))[STUDENT - 1]
const base = `http://127.0.0.1:${appPort}/api/v1/geral/modulo/1`
const results: [string, Awaited<ReturnType<typeof measure>>][] = []
for (const [label, path] of [
  ['GET revisao/perguntas (10 most overdue of 5,000)', '/revisao/perguntas'],
  ['GET revisao/resumo', '/revisao/resumo'],
] as const) {
  results.push([
    label,
    await measure(
      label,
      () => ({ url: `${base}${path}`, headers: { authorization: `Bearer ${token}` } }),
      CONNECTIONS,
    ),
  ])
}
await stop(app)

console.log(
  `\n| call (${CONNECTIONS} clients, student with ${ANSWERS.toLocaleString('en')} answers and ${(ANSWERS / WRONG_EVERY).toLocaleString('en')} cards) | req/s | p50 (ms) | p95 (ms) | p99 (ms) | errors |`,
)
console.log('| --- | ---: | ---: | ---: | ---: | ---: |')
for (const [label, r] of [['bare indexed SELECT route (floor)', floor] as const, ...results]) {
  console.log(
    `| ${label} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.errors} |`,
  )
}
const verdicts = results.map(([label, r]) => {
  const ok = r.p95 < TARGET_P95_MS && r.errors === 0
  if (!ok) process.exitCode = 1
  return `${ok ? 'ok  ' : 'MISS'} ${label} p95 < ${TARGET_P95_MS} ms: ${r.p95.toFixed(1)} ms (floor ${floor.p95.toFixed(1)} ms)`
})
console.log(`\n${verdicts.join('\n')}`)
