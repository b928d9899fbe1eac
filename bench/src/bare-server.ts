// The floors: a bare Fastify route doing one INSERT into a table as large as `answers`, with the same pool, and
// one doing one indexed SELECT.
import Fastify from 'fastify'
import pg from 'pg'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 })
const app = Fastify({ logger: false })
app.post('/bare', async (request) => {
  const b = request.body as { user: number; question: number; alternative: number }
  await pool.query(
    `insert into bench_bare (user_id, question_id, alternative_id, correct, kind, course_id, subject_id)
     values ($1, $2, $3, false, 'TREINAMENTO', 1, 1)`,
    [b.user, b.question, b.alternative],
  )
  return { ok: true }
})
// The floor of a read: one row by its primary key, as the ranking's own row is read.
app.get('/bare-select', async (request) => {
  const q = request.query as { mock: string; user: string }
  const { rows } = await pool.query('select * from mock_results where mock_id = $1 and user_id = $2', [
    Number(q.mock),
    Number(q.user),
  ])
  return rows[0] ?? null
})
// The floor of a report: one student's row of an aggregate by its primary key.
app.get('/bare-report', async (request) => {
  const q = request.query as { user: string }
  const { rows } = await pool.query('select * from topic_stats where user_id = $1 limit 1', [Number(q.user)])
  return rows[0] ?? null
})
// The floor of a question read: one question by its primary key.
app.get('/bare-question', async (request) => {
  const q = request.query as { id: string }
  const { rows } = await pool.query('select * from questions where id = $1', [Number(q.id)])
  return rows[0] ?? null
})
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
console.log('ready')
