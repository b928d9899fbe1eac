// npm run bench:itemstats — the item statistics of a course (decision 0024) over 100,000 answers (2,000 students,
// 50 questions, every student answering every question once, some twice), beside floors in the same run: a bare
// count(*) of the same answers, and the same rows read in first-answer order (distinct on) without computing.
import { performance } from 'node:perf_hooks'
import { recalculateDueCourses } from '../../apps/server/src/modules/item-stats/item-stats.service.ts'
import { log } from './harness.ts'
import { insertStudents, openBenchDatabase, prepareOnce } from './prepared-database.ts'

const DB = process.env.BENCH_ITEMSTATS_DB ?? 'gabarito_bench_itemstats'
const STUDENTS = 2_000
const QUESTIONS = 50
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const MARKER = `itemstats-v1:${STUDENTS}:${QUESTIONS}`

const { handle, client } = await openBenchDatabase(DB)

// Once per database: a course, its questions (5 alternatives, A right), Rasch answers and 10% repeats.
await prepareOnce(client, MARKER, async (q) => {
  await insertStudents(q, STUDENTS)
  await q(`insert into courses (id, name) values (2, 'Curso')`)
  await q(`insert into subjects (id, course_id, name) values (1, 2, 'Matemática')`)
  await q(`insert into questions (id, course_id, subject_id, text_html)
    select g, 2, 1, '<p>Questão ' || g || '</p>' from generate_series(1, ${QUESTIONS}) g`)
  await q(`insert into alternatives (id, question_id, position, letter)
    select (g - 1) * 5 + p + 1, g, p, chr(65 + p) from generate_series(1, ${QUESTIONS}) g, generate_series(0, 4) p`)
  await q('update questions set correct_alternative_id = (id - 1) * 5 + 1')
  await q('select setseed(0.24)')
  await q(`insert into answers (user_id, question_id, alternative_id, correct, kind, course_id, subject_id, answered_at)
    select u, g, (g - 1) * 5 + 1 + pick, pick = 0, 'TREINAMENTO'::answer_kind, 2, 1, now() - interval '2 days' + g * interval '1 minute'
    from (select u, g, case when random() < 1 / (1 + exp(-((u - 1000) / 400.0 - (g - 25) / 15.0))) then 0
                       else 1 + floor(random() * 4)::int end as pick
          from generate_series(1, ${STUDENTS}) u, generate_series(1, ${QUESTIONS}) g) s
    union all
    select u, g, (g - 1) * 5 + 1, true, 'TREINAMENTO', 2, 1, now() - interval '1 day'
    from generate_series(1, ${STUDENTS}) u, generate_series(1, ${QUESTIONS}) g where (u * 7 + g * 13) % 10 = 0`)
})

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number
const ms = (x: number) => x.toFixed(1)
const timed = async (work: () => Promise<unknown>) => {
  const times: number[] = []
  for (let i = 0; i < RUNS + 1; i++) {
    const t = performance.now()
    await work()
    if (i > 0) times.push(performance.now() - t)
  }
  return times
}

const course = `from questions q join answers a on a.question_id = q.id where q.course_id = 2`
const total = Number((await client.query(`select count(*) as n ${course}`)).rows[0].n)
const count = await timed(() => client.query(`select count(*) ${course}`))
const firsts = await timed(() =>
  client.query(`select count(*) from (select distinct on (a.user_id, a.question_id) a.user_id ${course}
                order by a.user_id, a.question_id, a.answered_at, a.id) f`),
)
const deps = { db: handle.db, clock: () => new Date() }
const job = await timed(() => recalculateDueCourses(deps, 0))
const flagged = (await client.query('select count(*) filter (where key_suspect) as k from question_stats'))
  .rows[0].k

log(
  `course: ${total} answers (${STUDENTS} students x ${QUESTIONS} questions + repeats); ${RUNS} runs, medians (max)`,
)
log(`floor, bare count(*) of the course's answers: ${ms(median(count))} ms (${ms(Math.max(...count))})`)
log(`floor, first answers only (distinct on):     ${ms(median(firsts))} ms (${ms(Math.max(...firsts))})`)
log(`item statistics, computed and committed:      ${ms(median(job))} ms (${ms(Math.max(...job))})`)
log(`count floor / job: ${((median(count) / median(job)) * 100).toFixed(0)}%; keys flagged: ${flagged}`)
await client.end()
await handle.close()
