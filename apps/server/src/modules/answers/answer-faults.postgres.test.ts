import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { idempotencyKeyDigest } from '@gabarito/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../../app.ts'
import { type DatabaseHandle, openDatabase } from '../../db/client.ts'
import { queryRows } from '../../db/rows.ts'
import { seedSiteTexts } from '../../db/seed/index.ts'
import { memoryRateLimiter } from '../../lib/rate-limit.ts'
import { auth, signUpAndLogin, TEST_REDIS_URL, testConfig } from '../../test/context.ts'
import { openTestDatabase } from '../../test/database.ts'
import { createCourse, createQuestion, createSubject, grantPlan, userIdOf } from '../../test/fixtures.ts'
import { PRACTICE_START } from '../../test/practice.ts'
import { createMock } from '../mocks/mocks.service.ts'
import { expectAggregatesMatchAnswers } from './answer-rescore.test-helpers.ts'
import { FREE_DAILY_LIMIT } from './answers.service.ts'

// Issue 15, faults: two app instances in one process, each with its own pool on one PostgreSQL database and one
// Redis, as two server processes would be. Students answer practice and weekly-mock questions at once, each answer
// with its own key, round-robin over the instances; mid-load one instance's connections are terminated and the
// instance closed; a request that fails is retried on the other with the same key. Afterwards the database must
// hold every acknowledged answer exactly once and aggregates that equal their recount (decision 0030).
const STUDENTS = 40
const PRACTICE_QUESTIONS = 18
const MOCK_QUESTIONS = 6

type Question = Awaited<ReturnType<typeof createQuestion>>

interface Instance {
  name: string
  app: App
  pool: DatabaseHandle
  down: boolean
}

let main: DatabaseHandle
let dataDir: string
const instances: Instance[] = []

/** The test database's address with a connection name of the instance's, which pg_terminate_backend finds. */
async function databaseUrl(db: DatabaseHandle['db'], applicationName: string): Promise<string> {
  const [row] = await queryRows<{ name: string }>(db, sql`select current_database() as name`)
  const url = new URL(process.env.TEST_DATABASE_URL as string)
  url.pathname = `/${row?.name}`
  url.searchParams.set('application_name', applicationName)
  return url.toString()
}

beforeAll(async () => {
  const test = testConfig({ REDIS_URL: TEST_REDIS_URL })
  dataDir = test.dataDir
  const config = test.config
  main = await openTestDatabase()
  await seedSiteTexts({ db: main.db, config })
  for (const name of ['gabarito-faults-a', 'gabarito-faults-b']) {
    const pool = await openDatabase({ url: await databaseUrl(main.db, name), poolSize: 5 })
    // Logins from one address: in memory, so other test processes sharing the Redis do not count against them.
    const app = await buildApp({
      config,
      db: pool.db,
      logger: false,
      clock: () => PRACTICE_START,
      limiter: memoryRateLimiter(),
    })
    await app.ready()
    instances.push({ name, app, pool, down: false })
  }
})

afterAll(async () => {
  for (const i of instances) {
    if (!i.down) await i.app.close()
    await i.pool.close()
  }
  await main.close()
  rmSync(dataDir, { recursive: true, force: true })
})

interface Sent {
  token: string
  key: string
  questionId: number
  status: number
}

/** The load's figures: what the clients sent and what they saw. */
const figures = { sent: 0, acknowledged: 0, retried: 0, refused: 0 }
let turn = 0

/**
 * Sends an answer round-robin; a failure (a thrown inject, a 5xx) goes to the other instance with the same key
 * until one gives a definite answer. 200 is an acknowledgement; 423 (free tier used up) a refusal.
 */
async function send(token: string, url: string, payload: Record<string, unknown>): Promise<number> {
  figures.sent++
  let index = turn++ % instances.length
  for (let attempt = 0; attempt < 20; attempt++) {
    const instance = instances[index] as Instance
    const status = await instance.app
      .inject({ method: 'POST', url, headers: auth(token), payload })
      .then((res) => res.statusCode)
      .catch(() => 0)
    if (status !== 0 && status < 500) return status
    figures.retried++
    index = (index + 1) % instances.length
  }
  throw new Error(`no instance answered ${url} ${JSON.stringify(payload)}`)
}

/** Terminates instance A's PostgreSQL connections (its statements in flight fail) and closes it. */
async function bringDownA(): Promise<void> {
  const a = instances[0] as Instance
  const killed = await queryRows<{ ok: boolean }>(
    main.db,
    sql`select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = ${a.name}`,
  )
  expect(killed.length).toBeGreaterThan(0)
  a.down = true
  await a.app.close()
}

describe('answers on two instances, one of them brought down mid-load', () => {
  it('stores every acknowledged answer once, keeps every aggregate and the free tier', async () => {
    const course = await createCourse(main.db)
    const subject = await createSubject(main.db, course.id, 'Matemática', ['Frações'])
    const practice: Question[] = []
    for (let i = 0; i < PRACTICE_QUESTIONS; i++)
      practice.push(
        await createQuestion(main.db, {
          courseId: course.id,
          subjectId: subject.id,
          topicId: subject.topics[0]?.id,
          tags: ['Frações'],
        }),
      )
    const mockQuestions: Question[] = []
    for (let i = 0; i < MOCK_QUESTIONS; i++)
      mockQuestions.push(await createQuestion(main.db, { courseId: course.id, subjectId: subject.id }))
    const mockId = await createMock(main.db, {
      courseId: course.id,
      name: 'Simulado semanal',
      opensAt: new Date(PRACTICE_START.getTime() - 3600_000),
      closesAt: new Date(PRACTICE_START.getTime() + 47 * 3600_000),
      timeLimitMinutes: null,
      questionIds: mockQuestions.map((q) => q.id),
    })
    // Every other student has the course's plan; the rest practise more than the free tier allows (the mock's
    // answers are not counted in it, issue 26).
    const tokens = await Promise.all(
      Array.from({ length: STUDENTS }, (_, i) => signUpAndLogin(instances[i % 2]?.app as App)),
    ).then((list) => list.map((s) => s.token))
    const planned = new Set(tokens.filter((_, i) => i % 2 === 0).map(userIdOf))
    for (const userId of planned)
      await grantPlan(main.db, userId, course.planId, new Date('2027-01-01T00:00:00Z'))

    const total = STUDENTS * (PRACTICE_QUESTIONS + MOCK_QUESTIONS)
    let down: Promise<void> | undefined
    const log: Sent[] = []
    const student = async (token: string, s: number) => {
      // Practice and mock answers interleaved, each student in an order of their own.
      const work = [
        ...practice.map((q) => ({ q, mock: false })),
        ...mockQuestions.map((q) => ({ q, mock: true })),
      ].sort((x, y) => ((x.q.id * 7 + s) % 11) - ((y.q.id * 7 + s) % 11))
      for (const { q, mock } of work) {
        const key = randomUUID()
        const payload = {
          pergunta_id: q.id,
          selected: q.alternatives[(s + q.id) % 4]?.id,
          modulo_id: course.id,
          disciplina_id: subject.id,
          chave_idempotencia: key,
          ...(mock ? { desafio_id: mockId, tipo: 'Semanal' } : { tipo: 'PUBLICADA' }),
        }
        const url = `/respostas/api/v1/${mock ? 'simulado' : 'treinamento'}/responder`
        const status = await send(token, url, payload)
        log.push({ token, key, questionId: q.id, status })
        if (status === 200) figures.acknowledged++
        else figures.refused++
        if (!down && log.length >= total / 3) down = bringDownA()
      }
    }
    await Promise.all(tokens.map(student))
    await down

    // The clients' view: answers are acknowledged or refused for the free tier, nothing else.
    expect(log.filter((l) => l.status !== 200 && l.status !== 423)).toEqual([])
    expect(figures.retried).toBeGreaterThan(0)
    const stored = await queryRows<{ user_id: number; key: string; question_id: number }>(
      main.db,
      sql`select user_id, idempotency_key::text as key, question_id from answers`,
    )
    const acknowledged = log
      .filter((l) => l.status === 200)
      .map((l) => `${userIdOf(l.token)}:${idempotencyKeyDigest(l.key)}:${l.questionId}`)
    // Every acknowledged answer stored exactly once, and nothing stored that no client saw acknowledged.
    expect(stored.map((r) => `${r.user_id}:${r.key}:${r.question_id}`).sort()).toEqual(acknowledged.sort())
    const duplicates = await queryRows(
      main.db,
      sql`select user_id, question_id, idempotency_key::text from answers
          group by 1, 2, 3 having count(*) > 1
          union all
          select user_id, question_id, reference_id::text from answers where kind = 'Semanal'
          group by 1, 2, 3 having count(*) > 1`,
    )
    expect(duplicates).toEqual([])
    await expectAggregatesMatchAnswers(main.db)
    // The free tier: no student without a plan has more than FREE_DAILY_LIMIT practice answers in the day, and
    // the kept counter equals them; every mock answer is recorded.
    const free = await queryRows<{ user_id: number; answers: number; used: number | null }>(
      main.db,
      sql`select a.user_id, count(*)::int as answers, f.used
          from answers a left join free_answer_days f on f.user_id = a.user_id and f.course_id = a.course_id
          where a.kind <> 'Semanal'
          group by a.user_id, f.used`,
    )
    for (const row of free.filter((r) => !planned.has(r.user_id))) {
      expect(row.answers).toBeLessThanOrEqual(FREE_DAILY_LIMIT)
      expect(row.used).toBe(row.answers)
    }
    expect(free.filter((r) => !planned.has(r.user_id)).map((r) => r.answers)).toEqual(
      Array.from({ length: STUDENTS / 2 }, () => FREE_DAILY_LIMIT),
    )
    expect(figures.acknowledged).toBe(stored.length)
    expect(figures.sent).toBe(total)
    expect(figures.refused).toBe((STUDENTS / 2) * (PRACTICE_QUESTIONS - FREE_DAILY_LIMIT))
  })
})
