// npm run bench:rescore — a changed answer key (decision 0021) over a question with 10,000 answers (half of them in a
// weekly mock with 5,000 participants, the rest in practice) among 60,000, beside a floor in the same run: the
// bare UPDATE that flips the same answers' hit flag and nothing else, each in its own transaction.
import { performance } from 'node:perf_hooks'
import { ROLES } from '@gabarito/core'
import { sql } from 'drizzle-orm'
import { statementText } from '../../apps/server/src/db/sql.ts'
import { bulkAggregateStatements } from '../../apps/server/src/modules/aggregates/aggregates.service.ts'
import {
  changeAnswerKeys,
  countRescoredAnswers,
} from '../../apps/server/src/modules/questions/answer-key.service.ts'
import { log } from './harness.ts'
import { insertStudents, openBenchDatabase, prepareOnce } from './prepared-database.ts'

const DB = process.env.BENCH_RESCORE_DB ?? 'gabarito_bench_rescore'
const STUDENTS = 10_000
const OTHER_ANSWERS = 50_000
const RUNS = Number(process.env.BENCH_RUNS ?? 9)
const MARKER = `rescore-v1:${STUDENTS}:${OTHER_ANSWERS}`

const { handle, client } = await openBenchDatabase(DB)

// Once per database: the question (5 alternatives, alternative 1 right), its answers and every aggregate.
await prepareOnce(client, MARKER, async (q) => {
  await insertStudents(q, STUDENTS)
  await q(`insert into courses (id, name, has_mock) values (2, 'Curso', true)`)
  await q(`insert into subjects (id, course_id, name) values (1, 2, 'Matemática')`)
  await q(`insert into topics (id, subject_id, name) values (1, 1, 'Porcentagem')`)
  await q(`insert into tags (id, description) values (1, 'Juros'), (2, 'Regra de três')`)
  await q(`insert into questions (id, course_id, subject_id, topic_id, text_html)
    select g, 2, 1, 1, '<p>Questão ' || g || '</p>' from generate_series(1, 50) g`)
  await q(`insert into alternatives (id, question_id, position, letter)
    select (g - 1) * 5 + p + 1, g, p, chr(65 + p) from generate_series(1, 50) g, generate_series(0, 4) p`)
  await q(`update questions set correct_alternative_id = (id - 1) * 5 + 1`)
  await q(`insert into question_tags values (1, 1), (1, 2)`)
  await q(`insert into mocks (id, course_id, name, opens_at, closes_at)
    values (1, 2, 'Simulado', now() - interval '1 day', now() + interval '6 days')`)
  await q(`insert into mock_questions values (1, 1, 1), (1, 2, 2)`)
  // Question 1: every student once (odd ones in the mock); the mock's question 2 for the same students; noise.
  await q(`insert into answers (user_id, question_id, alternative_id, correct, kind, course_id, subject_id,
                                reference_id, answered_at)
    select u, 1, 1 + u % 5, u % 5 = 0, (case when u % 2 = 1 then 'Semanal' else 'TREINAMENTO' end)::answer_kind, 2, 1,
           case when u % 2 = 1 then 1 end, now() - (u % 48) * interval '1 hour'
    from generate_series(1, ${STUDENTS}) u
    union all
    select u, 2, 6 + u % 3, u % 3 = 0, 'Semanal', 2, 1, 1, now() - (u % 48) * interval '1 hour'
    from generate_series(1, ${STUDENTS}, 2) u
    union all
    select 1 + g % ${STUDENTS}, q, (q - 1) * 5 + 1 + g % 5, g % 5 = 0, 'TREINAMENTO', 2, 1, null,
           now() - (g % 500) * interval '1 hour'
    from (select g, 3 + g % 48 as q from generate_series(1, ${OTHER_ANSWERS}) g) s`)
  for (const statement of bulkAggregateStatements(sql`true`)) await q(statementText(statement))
})

const caller = { id: 1, nome: 'Bench', email: 'bench@bench.test', apelido: 'bench', perfis: [ROLES.admin] }
const keys = [2, 1] // alternatives B and A of question 1: each change flips 4,000 of its 10,000 answers
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number
const ms = (x: number) => x.toFixed(1)

// The floor: the same 4,000 answers flipped by a bare UPDATE, committed.
const floor: number[] = []
for (let i = 0; i < RUNS + 1; i++) {
  const t = performance.now()
  await client.query('begin')
  await client.query(
    'update answers set correct = not correct where question_id = 1 and alternative_id in (1, 2)',
  )
  await client.query('commit')
  if (i > 0) floor.push(performance.now() - t)
}
// An even number of flips: the hit flags are back as they were.
if ((RUNS + 1) % 2 === 1) {
  await client.query(
    'update answers set correct = not correct where question_id = 1 and alternative_id in (1, 2)',
  )
}

const impact: number[] = []
const product: number[] = []
let changed = 0
for (let i = 0; i < RUNS + 1; i++) {
  const key = keys[i % 2] as number
  let t = performance.now()
  await countRescoredAnswers(handle.db, 1, { correctAlternativeId: key })
  if (i > 0) impact.push(performance.now() - t)
  t = performance.now()
  const outcome = await handle.db.transaction((tx) =>
    changeAnswerKeys(tx, caller, [{ questionId: 1, change: { correctAlternativeId: key } }]),
  )
  if (i > 0) product.push(performance.now() - t)
  changed = outcome[0]?.changed ?? 0
}
if ((RUNS + 1) % 2 === 1) {
  await handle.db.transaction((tx) =>
    changeAnswerKeys(tx, caller, [{ questionId: 1, change: { correctAlternativeId: 1 } }]),
  )
}
const annul: number[] = []
for (let i = 0; i < 4; i++) {
  const t = performance.now()
  await handle.db.transaction((tx) =>
    changeAnswerKeys(tx, caller, [{ questionId: 1, change: { annul: i % 2 === 0 } }]),
  )
  annul.push(performance.now() - t)
}

log(`question 1: ${STUDENTS} answers, ${changed} change per key change; ${RUNS} runs each, medians (max)`)
log(`floor, bare UPDATE of the same answers: ${ms(median(floor))} ms (${ms(Math.max(...floor))})`)
log(`impact (countRescoredAnswers):          ${ms(median(impact))} ms (${ms(Math.max(...impact))})`)
log(`key change (changeAnswerKeys, committed):${ms(median(product))} ms (${ms(Math.max(...product))})`)
log(`annul / back (4,000 mock answers):       ${ms(median(annul))} ms (${ms(Math.max(...annul))})`)
log(`floor / key change: ${((median(floor) / median(product)) * 100).toFixed(0)}%`)
await client.end()
await handle.close()
