import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { openDatabase } from '../db/client.ts'
import { runAnswerStatement } from '../modules/answers/answers.repo.ts'
import { placeIn } from '../modules/mocks/mocks.service.ts'

const url = 'postgres://postgres@127.0.0.1:5432/gabarito_bench'
const c = new pg.Client({ connectionString: url })
await c.connect()
const { rows } = await c.query(`select id from mocks where closes_at > now() order by id desc limit 1`)
const mockId = rows[0].id
const h = await openDatabase({ url, poolSize: 2 })
async function time(label: string, n: number, f: (i: number) => Promise<unknown>) {
  const ts: number[] = []
  for (let i = 0; i < n; i++) {
    const t0 = performance.now()
    await f(i)
    ts.push(performance.now() - t0)
  }
  ts.sort((a, b) => a - b)
  console.log(label, 'p50', ts[Math.floor(n / 2)]?.toFixed(2), 'p95', ts[Math.floor(n * 0.95)]?.toFixed(2))
}
const base = 30000
const common = (i: number, kind: string, mock: number | null) => ({
  userId: base + i,
  questionId: 1 + (i % 50),
  alternativeId: (i % 50) * 4 + 1,
  courseId: 1,
  kind,
  referenceId: mock,
  examId: null,
  mockId: mock,
  idempotencyKey: randomUUID(),
  at: new Date(),
  day: '2026-11-24',
  hour: 1,
  freeDailyLimit: 15,
})
await time('practice statement', 400, (i) => runAnswerStatement(h.db, common(i, 'TREINAMENTO', null)))
await time('mock statement', 400, (i) => runAnswerStatement(h.db, common(i, 'Semanal', mockId)))
await time('placeIn', 400, (i) => placeIn(h, mockId, base + i))
const ex = await c.query(
  `explain analyze select count(*) from mock_results where mock_id = $1 and hits = 0`,
  [mockId],
)
console.log(ex.rows.map((r) => r['QUERY PLAN']).join('\n'))
await c.end()
await h.close()
