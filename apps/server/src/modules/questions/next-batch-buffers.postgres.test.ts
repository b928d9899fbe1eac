import { rmSync } from 'node:fs'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../../app.ts'
import type { Database } from '../../db/client.ts'
import * as schema from '../../db/schema/index.ts'
import { seedSiteTexts } from '../../db/seed/index.ts'
import { auth, signUpAndLogin, testConfig } from '../../test/context.ts'
import { openTestDatabase } from '../../test/database.ts'
import { createCourse, createSubject, userIdOf } from '../../test/fixtures.ts'
import { bulkQuestions, keyOf, markAnswered, placeStudent } from './next-batch.test-helpers.ts'

// Issue 27, decision 0044: what the next batch reads does not grow with the student's history. Every SELECT the
// batch call sends is run first under EXPLAIN (ANALYZE, BUFFERS) and the shared buffers it touched (hit or read:
// pages, whatever the cache holds) are added up: a student who answered 3,000 of the subject's 3,100 questions
// costs about what a new student costs. Pages, not time: a timing bound would fail on a busy machine.

interface Plan {
  'Shared Hit Blocks': number
  'Shared Read Blocks': number
}

let handle: Awaited<ReturnType<typeof openTestDatabase>>
let pool: pg.Pool
let app: App
let db: Database
let dataDir: string
const meter = { on: false, buffers: 0 }
/** A batch's pages for a student who practises in the order: about 210 measured for a new student. */
const BOUND = 400
/**
 * At most 3 reads of 200 rows of the order (decision 0044), each row an index entry, a heap fetch and a progress
 * probe (about 5 pages touched), and the ends of the two windows before the last: 4,900 pages measured when the
 * student's random origin makes every read run to its window's end, 700 to 1,500 as a rule. A scan of the student's
 * 3,000 answers alone would touch more, and it would grow with them.
 */
const SCATTERED_BOUND = 6_000

/** The unseen-questions window that decision 0007 read before (2,000 rows from a random point), for the record. */
const WINDOW_BEFORE = `select w.id from (
    select q.id, q.random_key from questions q
    where q.subject_id = $1 and q.status = 'PUBLICADA' and q.exam_id is null and q.random_key >= $2
    order by q.random_key limit 2000) w
  where not exists (select 1 from question_progress p where p.user_id = $3 and p.question_id = w.id)
  order by w.random_key limit 10`

/** A pool that, while the meter is on, runs each SELECT under EXPLAIN (ANALYZE, BUFFERS) before running it. */
function meteredPool(url: string) {
  const p = new pg.Pool({ connectionString: url, max: 4 })
  // The cleanup drops the database with its connections (`with (force)`): a client still closing then hears
  // "terminating connection" (57P01), which without a listener is an unhandled error of the whole run.
  p.on('error', () => {})
  p.on('connect', (client) => client.on('error', () => {}))
  const query = p.query.bind(p) as (config: unknown, values?: unknown) => Promise<pg.QueryResult>
  const metered = async (config: unknown, values?: unknown) => {
    const text = typeof config === 'string' ? config : (config as { text: string }).text
    const params = typeof config === 'string' ? values : ((config as { values?: unknown }).values ?? values)
    if (meter.on && /^\s*select\b/i.test(text)) {
      const { rows } = await query(`explain (analyze, buffers, format json) ${text}`, params)
      const plan = (rows[0] as { 'QUERY PLAN': { Plan: Plan }[] })['QUERY PLAN'][0]?.Plan as Plan
      meter.buffers += plan['Shared Hit Blocks'] + plan['Shared Read Blocks']
    }
    return query(config, values)
  }
  Object.assign(p, { query: metered })
  return p
}

beforeAll(async () => {
  const test = testConfig()
  dataDir = test.dataDir
  handle = await openTestDatabase()
  await seedSiteTexts({ db: handle.db, config: test.config })
  pool = meteredPool(handle.url as string)
  db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Database
  app = await buildApp({ config: test.config, db, logger: false })
  await app.ready()
})

afterAll(async () => {
  await app.close()
  await pool.end()
  await handle.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** The shared buffers the batch call's statements touched; the batch is then answered, as the app would. */
async function batchBuffers(token: string, courseId: number, subjectId: number) {
  meter.buffers = 0
  meter.on = true
  try {
    const res = await app.inject({
      url: `/api/v1/geral/modulo/${courseId}/disciplina/${subjectId}/perguntas`,
      headers: auth(token),
    })
    expect(res.statusCode).toBe(200)
    const ids = res.json().map((q: { id: number }) => q.id)
    expect(ids).toHaveLength(10)
    const buffers = meter.buffers
    meter.on = false
    await markAnswered(handle.db, userIdOf(token), subjectId, ids, 100_000)
    return buffers
  } finally {
    meter.on = false
  }
}

describe('the next batch reads', () => {
  it('about as many pages for a student who answered 3,000 of 3,100 questions as for a new one', async () => {
    const course = await createCourse(handle.db)
    const subject = await createSubject(handle.db, course.id, 'Direito Constitucional')
    const order = await bulkQuestions(handle.db, course.id, subject.id, 3_100)
    // Other students' histories in the same tables, so the progress index is not the heavy student's alone.
    const { token: fresh } = await signUpAndLogin(app)
    const { token: heavy } = await signUpAndLogin(app)
    const { token: scattered } = await signUpAndLogin(app)
    // In the order up to the 2,960th question, and 40 of the last 140 out of order (a mock, a topic).
    const outOfOrder = order.slice(2_960).filter((_, i) => i % 7 === 0 || i % 7 === 3)
    await markAnswered(handle.db, userIdOf(heavy), subject.id, [...order.slice(0, 2_960), ...outOfOrder])
    await placeStudent(handle.db, userIdOf(heavy), subject.id, {
      origin: 0,
      position: await keyOf(handle.db, order[2_959] as number),
      withExams: false,
    })
    // 3,000 answered in no order and no place stored: a history from before the order (the window's bound holds).
    const shuffled = [...order].sort(() => Math.random() - 0.5)
    await markAnswered(handle.db, userIdOf(scattered), subject.id, shuffled.slice(0, 3_000))
    await pool.query('vacuum analyze questions, question_progress, practice_positions')

    const figures = {
      fresh: [
        await batchBuffers(fresh, course.id, subject.id),
        await batchBuffers(fresh, course.id, subject.id),
      ],
      heavy: [
        await batchBuffers(heavy, course.id, subject.id),
        await batchBuffers(heavy, course.id, subject.id),
      ],
      scattered: [await batchBuffers(scattered, course.id, subject.id)],
    }
    meter.buffers = 0
    meter.on = true
    await pool.query(WINDOW_BEFORE, [subject.id, 0.5, userIdOf(heavy)])
    meter.on = false
    console.log(
      `next batch, shared buffers touched: ${JSON.stringify(figures)}; the window before: ${meter.buffers}`,
    )
    const [freshFirst = 0, freshNext = 0] = figures.fresh
    const [heavyFirst = 0, heavyNext = 0] = figures.heavy
    // The heavy student's batch costs what a new student's does, give or take the few answered out of order.
    expect(heavyFirst).toBeLessThan(freshFirst * 1.5 + 40)
    expect(heavyNext).toBeLessThan(freshNext * 1.5 + 40)
    expect(Math.max(freshFirst, heavyFirst, freshNext, heavyNext)).toBeLessThan(BOUND)
    // Answers scattered before the order existed: more pages, but within the windows' bound, not the history's.
    expect(figures.scattered[0]).toBeLessThan(SCATTERED_BOUND)
  })
})
