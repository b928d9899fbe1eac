import { sql } from 'drizzle-orm'
// npm run bench:reports — every report call (decision 0015) for a student with 50,000 answers, on the answers
// benchmark's data set (45,000 students, 1M questions, 4M answers), beside a bare indexed SELECT route in the same
// run: target p95 < 50 ms each.
import pg from 'pg'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts'
import { statementText } from '../../apps/server/src/db/sql.ts'
import { bulkAggregateStatements } from '../../apps/server/src/modules/aggregates/aggregates.service.ts'
import { BENCH_DB, ensureDatabase, generate, SIZES } from './generate.ts'
import { ADMIN_URL, log, measure, reportCalls, startApp, startBare, stop, studentTokens } from './harness.ts'

const HEAVY_USER = 1
const HEAVY_ANSWERS = 50_000
const CONNECTIONS = Number(process.env.BENCH_READ_CONNECTIONS ?? 8)

const url = await ensureDatabase(ADMIN_URL, BENCH_DB)
const handle = await openDatabase({ url, poolSize: 2 })
await migrateDatabase(handle)
await handle.close()
await generate(url, log)

/**
 * Gives student 1 50,000 answers over the last year (mostly evenings, every subject), with the aggregates the
 * answer statement keeps for them: answers by day and hour, topics, concepts and everyone's months.
 */
async function prepareHeavyStudent() {
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  await db.query('update courses set has_reports = true, has_concepts = true where id = 1')
  const { rows } = await db.query('select count(*)::int as n from answers where user_id = $1', [HEAVY_USER])
  if ((rows[0]?.n ?? 0) >= HEAVY_ANSWERS) {
    log('heavy student already prepared')
    await db.end()
    return
  }
  const started = Date.now()
  const { rows: last } = await db.query('select coalesce(max(id), 0)::bigint as id from answers')
  const after = Number(last[0]?.id ?? 0)
  await db.query(
    `insert into answers (user_id, question_id, alternative_id, correct, kind, course_id, subject_id, answered_at)
     select ${HEAVY_USER}, q, (q - 1) * ${SIZES.alternativesPerQuestion} + 1 + (g % ${SIZES.alternativesPerQuestion}),
            (g % ${SIZES.alternativesPerQuestion}) = (q % ${SIZES.alternativesPerQuestion}) or g % 3 = 0, 'TREINAMENTO', 1,
            1 + (q % ${SIZES.subjects}),
            date_trunc('day', now()) - (g % 365) * interval '1 day' + ((18 + g % 6) % 24) * interval '1 hour'
              + (g % 60) * interval '1 minute' + interval '3 hours'
     from (select g, (1 + (g::bigint * 15485863) % ${SIZES.questions})::int as q
           from generate_series(1, ${HEAVY_ANSWERS}) g) s`,
  )
  for (const statement of bulkAggregateStatements(sql`a.id > ${after}`))
    await db.query(statementText(statement))
  await db.query(
    'vacuum analyze answers, student_day_stats, student_subject_stats, student_hour_stats, topic_stats, concept_stats, course_stats',
  )
  await db.end()
  log(`heavy student prepared: ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

await prepareHeavyStudent()

const barePort = 3411
const bare = await startBare(url, barePort)
const floor = await measure(
  'bare indexed SELECT route',
  () => ({ url: `http://127.0.0.1:${barePort}/bare-report?user=${HEAVY_USER}`, headers: {} }),
  CONNECTIONS,
)
await stop(bare)

const appPort = 3412
const app = await startApp(url, appPort)
const [token] = await studentTokens(HEAVY_USER)
const base = `http://127.0.0.1:${appPort}/api/v1/geral/relatorio/modulo/1`
const calls: [string, () => string][] = [
  // Topic t belongs to subject 1 + (t - 1) % subjects in this data set (generate.ts).
  ...reportCalls({
    subjects: Array.from({ length: SIZES.subjects }, (_, i) => i + 1),
    topics: SIZES.subjects * SIZES.topicsPerSubject,
    subjectOfTopic: (t) => 1 + ((t - 1) % SIZES.subjects),
  }),
  ['/rendimento/disciplina (PDF)', () => '/rendimento/disciplina'],
  ['/tag (PDF)', () => '/tag'],
]
const results: [string, Awaited<ReturnType<typeof measure>>][] = []
for (const [label, path] of calls) {
  results.push([
    label,
    await measure(
      label,
      () => ({ url: `${base}${path()}`, headers: { authorization: `Bearer ${token}` } }),
      CONNECTIONS,
    ),
  ])
}
await stop(app)

const verdicts: string[] = []
console.log(
  `\n| call (${CONNECTIONS} clients, student with ${HEAVY_ANSWERS.toLocaleString('en')} answers) | req/s | p50 (ms) | p95 (ms) | p99 (ms) | errors |`,
)
console.log('| --- | ---: | ---: | ---: | ---: | ---: |')
for (const [label, r] of [['bare indexed SELECT route (floor)', floor] as const, ...results]) {
  console.log(
    `| ${label} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.errors} |`,
  )
}
for (const [label, r] of results) {
  const ok = r.p95 < 50 && r.errors === 0
  verdicts.push(
    `${ok ? 'ok  ' : 'MISS'} ${label} p95 < 50 ms: ${r.p95.toFixed(1)} ms (floor ${floor.p95.toFixed(1)} ms)`,
  )
  if (!ok) process.exitCode = 1
}
console.log(`\n${verdicts.join('\n')}`)
