// npm run bench:calibration — the items' calibration and the students' abilities of one course (issue 32, decision
// 0059) from 500,000 first answers to 2,000 questions (5,000 students, 100 questions each, 3PL with c = 1/5),
// beside a floor in the same run (the bare read of the same first answers), then the p99 of a practice answer on
// the real server without a calibration and while `POST /admin/estatisticas/recalcular` calibrates the course.
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { calibrateCourse } from '../../apps/server/src/modules/ability/ability.service.ts'
import { ensureDatabase } from './generate.ts'
import { ADMIN_URL, log, measure, startApp, stop, studentTokens } from './harness.ts'
import { runLoad } from './load.ts'
import { insertStudents, openBenchDatabase, prepareOnce } from './prepared-database.ts'

const DB = process.env.BENCH_CALIBRATION_DB ?? 'gabarito_bench_calibration'
const STUDENTS = 5_000
const QUESTIONS = 2_000
const PER_STUDENT = 100
const SUBJECTS = 10
const COURSE = 2
const MARKER = `calibration-v1:${STUDENTS}:${QUESTIONS}:${PER_STUDENT}`
const TARGET_MS = 120_000
/**
 * Answers in flight: twice the cores, as bench:review and bench:scale read. At 64 (bench:answers) the answers queue
 * on this 2-core machine and both p99s measure the queue, not the answer.
 */
const CONNECTIONS = Number(process.env.BENCH_CALIBRATION_CONNECTIONS ?? 4)

const { handle, client } = await openBenchDatabase(DB)

// Once per database: the course, its questions (5 alternatives, A right), each student answering 100 distinct
// questions under the 3PL model (θ ~ N(0, 1), a in 0.6-2.0, b in -2..2), the unlimited plan for everyone and
// student 1 an Admin (who asks for the calibration).
await prepareOnce(client, MARKER, async (q) => {
  await insertStudents(q, STUDENTS)
  await q(`update users set roles = array['Aluno', 'Admin'] where id = 1`)
  await q(
    `insert into plans (id, name, course_id) values (1, 'Assinatura ilimitada', null) on conflict do nothing`,
  )
  await q(
    `insert into user_plans (user_id, plan_id, ends_at) select id, 1, now() + interval '1 year' from users`,
  )
  await q(
    `insert into courses (id, name, has_questions, has_reports) values (${COURSE}, 'Curso', true, true)`,
  )
  await q(`insert into subjects (id, course_id, name)
    select s, ${COURSE}, 'Disciplina ' || s from generate_series(1, ${SUBJECTS}) s`)
  await q(`insert into questions (id, course_id, subject_id, text_html)
    select g, ${COURSE}, 1 + (g - 1) % ${SUBJECTS}, '<p>Questão ' || g || '</p>' from generate_series(1, ${QUESTIONS}) g`)
  await q(`insert into alternatives (id, question_id, position, letter)
    select (g - 1) * 5 + p + 1, g, p, chr(65 + p) from generate_series(1, ${QUESTIONS}) g, generate_series(0, 4) p`)
  await q('update questions set correct_alternative_id = (id - 1) * 5 + 1')
  for (const table of ['questions', 'alternatives', 'subjects', 'courses'])
    await q(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`)
  await q('select setseed(0.32)')
  await q(`create temp table ability as
    select u, sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()) as theta from generate_series(1, ${STUDENTS}) u`)
  await q(`create temp table item as
    select g, 0.6 + 1.4 * random() as a, -2 + 4 * random() as b from generate_series(1, ${QUESTIONS}) g`)
  // Student u answers the questions (131u + 20k) mod 2000 + 1, k < 100: distinct, about 250 students a question.
  await q(`insert into answers (user_id, question_id, alternative_id, correct, kind, course_id, subject_id, answered_at)
    select s.u, s.g, (s.g - 1) * 5 + 1 + s.pick, s.pick = 0, 'TREINAMENTO', ${COURSE}, 1 + (s.g - 1) % ${SUBJECTS},
           now() - interval '3 days' + s.k * interval '1 minute'
    from (select t.u, k, i.g,
                 case when random() < 0.2 + 0.8 / (1 + exp(-i.a * (t.theta - i.b))) then 0
                      else 1 + floor(random() * 4)::int end as pick
          from ability t cross join generate_series(0, ${PER_STUDENT - 1}) k
          join item i on i.g = (t.u * 131 + k * 20) % ${QUESTIONS} + 1) s`)
})

const s = (x: number) => (x / 1000).toFixed(1)
const answers = Number(
  (await client.query(`select count(*) as n from answers where course_id = ${COURSE}`)).rows[0].n,
)

// The floor: the same first answers read by a plain client (the calibration reads them, then computes).
let started = performance.now()
const first = await client.query(`select user_id, question_id, hit from (
  select distinct on (a.user_id, a.question_id) a.user_id, a.question_id,
         coalesce(a.alternative_id = q.correct_alternative_id, false) as hit
  from questions q join answers a on a.question_id = q.id where q.course_id = ${COURSE}
  order by a.user_id, a.question_id, a.answered_at, a.id) f`)
const floorMs = performance.now() - started
log(`floor, bare read of the ${first.rowCount} first answers: ${s(floorMs)} s`)

// The calibration in this process (its worker thread), read, computed and written.
started = performance.now()
const run = await calibrateCourse({ db: handle.db, clock: () => new Date() }, COURSE)
const calibrationMs = performance.now() - started
log(
  `calibration: ${s(calibrationMs)} s for ${run.itens} items, ${run.respostas} first answers, ${run.alunos} ` +
    `students, ${run.iteracoes} EM iterations (converged: ${run.convergiu})`,
)
await handle.close()

// The practice answer on the real server, alone and while the server recalculates the course.
const port = 3432
const app = await startApp(await ensureDatabase(ADMIN_URL, DB), port)
const tokens = await studentTokens(STUDENTS)
const pick = (n: number) => Math.floor(Math.random() * n)
const request = () => {
  const question = 1 + pick(QUESTIONS)
  return {
    url: `http://127.0.0.1:${port}/respostas/api/v1/treinamento/responder`,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${tokens[1 + pick(STUDENTS - 1)]}`,
    },
    body: JSON.stringify({
      pergunta_id: question,
      selected: (question - 1) * 5 + 1 + pick(5),
      modulo_id: COURSE,
      chave_idempotencia: randomUUID(),
    }),
  }
}
const alone = await measure('practice answer, no calibration', request, CONNECTIONS)
// The window covers most of the run (its length the in-process calibration's, less a margin), right from its start.
const windowMs = Math.max(5_000, Math.round(calibrationMs * 0.8))
started = performance.now()
const recalculation = fetch(`http://127.0.0.1:${port}/api/v1/admin/estatisticas/recalcular`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[0]}` },
  body: JSON.stringify({ modulo_id: COURSE }),
})
const during = await runLoad({ connections: CONNECTIONS, durationMs: windowMs, request })
const response = await recalculation
const runMs = performance.now() - started
log(
  `practice answer during the recalculation (${s(windowMs)} s window): ${during.perSecond.toFixed(0)} req/s, ` +
    `p50 ${during.p50.toFixed(1)} ms, p99 ${during.p99.toFixed(1)} ms, ${during.errors} errors`,
)
log(
  `recalculation answered ${response.status} after ${s(runMs)} s: ${JSON.stringify(((await response.json()) as { calibracao?: unknown }).calibracao)}`,
)
await stop(app)
await client.end()

console.log('\n| measure | value | target |')
console.log('| --- | ---: | --- |')
console.log(`| floor: bare read of ${first.rowCount} first answers | ${s(floorMs)} s | |`)
console.log(
  `| calibration (read, EM, ${run.alunos} posteriors, write) | ${s(calibrationMs)} s | < ${s(TARGET_MS)} s |`,
)
console.log(`| practice answer p99, no calibration | ${alone.p99.toFixed(1)} ms | |`)
console.log(`| practice answer p99, during the recalculation | ${during.p99.toFixed(1)} ms | ≤ 2× |`)
console.log(
  `\n${answers} answers in the course; p99 ratio ${(during.p99 / alone.p99).toFixed(2)}×; ` +
    `calibration / floor ${(calibrationMs / floorMs).toFixed(1)}×`,
)
if (calibrationMs > TARGET_MS || during.p99 > 2 * alone.p99 || during.errors > 0) process.exitCode = 1
