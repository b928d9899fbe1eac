// The scale data set at a small size: every aggregate and review card the product keeps equals a recount from the
// generated answers, and the third wave's rows are what the product would have written, so `npm run bench:scale`
// measures the state answering would have reached (issues 15 and 46).
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts'
import { queryRows } from '../../apps/server/src/db/rows.ts'
import { foldAllQueued } from '../../apps/server/src/modules/aggregates/aggregates.fold.ts'
import {
  aggregateMismatches,
  cardMismatches,
} from '../../apps/server/src/modules/aggregates/aggregates.recount.ts'
import { releaseHeldAnswers } from '../../apps/server/src/modules/aggregates/aggregates.service.ts'
import { openTestDatabase } from '../../apps/server/src/test/database.ts'
// The test database's module reads the PGlite dump's name from vitest's provided context, declared here.
import type {} from '../../apps/server/src/test/pglite-template.setup.ts'
import { generateScale } from './scale-data.ts'
import { HEAVY_STUDENT, heldMockOf, mockAnswerCount, type ScaleSizes } from './scale-sizes.ts'
import { thirdWaveChecks } from './scale-study-checks.ts'

const SMALL: ScaleSizes = {
  students: 301,
  questions: 3_000,
  answers: 20_000,
  weeks: 12,
  mocks: 4,
  mockQuestions: 8,
  summaries: 200,
  heavyAnswers: 500,
  heldParticipants: 40,
  subjectsPerCourse: 3,
  topicsPerSubject: 2,
  tags: 40,
}

let handle: DatabaseHandle
const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(handle.db, query))[0] as T

beforeAll(async () => {
  handle = await openTestDatabase()
  if (!handle.url) throw new Error('the scale data set is generated on PostgreSQL')
  await generateScale(handle.url, SMALL, 'not-a-real-hash', () => {})
}, 120_000)
afterAll(async () => {
  await handle?.close()
})

describe('the scale data set', () => {
  it('holds every review card as the replay of its answers, the held ones left out', async () => {
    expect(await cardMismatches(handle.db)).toBe(0)
    const cards = await one<{ all: number; heavy: number; repeated: number }>(
      sql`select count(*)::int as all, (count(*) filter (where user_id = ${HEAVY_STUDENT}))::int as heavy,
                 (count(*) filter (where answers > 1))::int as repeated
          from question_progress where due is not null`,
    )
    expect(cards.all).toBeGreaterThan(SMALL.answers / 4)
    expect(cards.heavy).toBeGreaterThan(SMALL.heavyAnswers / 4)
    expect(cards.repeated).toBeGreaterThan(0)
  })

  it('holds every aggregate, counter, progress row and mock result that answering would have kept', async () => {
    // The modo-prova mock's answers are in its ranking pair and in no folded table: released and folded, as the
    // product does at its close, every aggregate and card equals its recount (had the load folded them, they would
    // count twice).
    const rollback = new Error('rollback')
    const found = await handle.db
      .transaction(async (tx) => {
        const queued = await releaseHeldAnswers(tx, heldMockOf(SMALL), new Date())
        expect(queued).toBe(SMALL.heldParticipants * SMALL.mockQuestions)
        await foldAllQueued(tx)
        expect(await aggregateMismatches(tx)).toEqual([])
        throw rollback
      })
      .catch((error: unknown) => error)
    expect(found).toBe(rollback)
  }, 30_000)

  it('has the sizes asked for', async () => {
    const counts = await one<Record<string, number>>(
      sql`select (select count(*) from users)::int as students, (select count(*) from questions)::int as questions,
                 (select count(*) from answers)::int as answers,
                 (select count(*) from answers where idempotency_key is not null)::int as keyed,
                 (select count(*) from answers where kind = 'Semanal')::int as mock_answers,
                 (select count(*) from answers where user_id = ${HEAVY_STUDENT} and kind = 'TREINAMENTO')::int as heavy,
                 (select max(n) from (select count(*)::int as n from mock_results group by mock_id) m) as most_participants,
                 (select count(*) from mock_results where mock_id = ${heldMockOf(SMALL)})::int as held_participants,
                 (select count(*) from summary_files)::int as summaries`,
    )
    expect(counts).toEqual({
      students: SMALL.students,
      questions: SMALL.questions,
      answers: SMALL.answers,
      // Every answer carries its idempotency key's digest, as the product's do (decision 0066).
      keyed: SMALL.answers,
      mock_answers: mockAnswerCount(SMALL),
      heavy: SMALL.heavyAnswers,
      most_participants: SMALL.students,
      held_participants: SMALL.heldParticipants,
      summaries: SMALL.summaries,
    })
  })

  it('spreads answers as students answer: in the past, in time order, Sundays and evenings heavier', async () => {
    const shape = await one<Record<string, boolean>>(
      sql`select max(answered_at) < now() as all_past,
                 bool_and(in_order) as ids_follow_time,
                 count(*) filter (where extract(isodow from at_sp) = 7)
                   > count(*) filter (where extract(isodow from at_sp) = 5) as sunday_over_friday,
                 count(*) filter (where extract(hour from at_sp) = 20)
                   > 3 * count(*) filter (where extract(hour from at_sp) = 3) as evening_over_night
          from (select answered_at, answered_at at time zone 'America/Sao_Paulo' as at_sp,
                       answered_at >= lag(answered_at, 1, answered_at) over (order by id) as in_order
                from answers) a`,
    )
    expect(shape).toEqual({
      all_past: true,
      ids_follow_time: true,
      sunday_over_friday: true,
      evening_over_night: true,
    })
  })

  it('gives each mock distinct questions of the first course and answers within its window', async () => {
    const mocks = await one<Record<string, number>>(
      sql`select (select count(*) from mock_questions mq join questions q on q.id = mq.question_id
                  where q.course_id <> 1)::int as outside_course,
                 (select count(*) - count(distinct question_id) from mock_questions)::int as repeated,
                 (select count(*) from answers a join mocks m on m.id = a.reference_id
                  where a.kind = 'Semanal' and not (a.answered_at >= m.opens_at and a.answered_at < m.closes_at))::int
                   as outside_window`,
    )
    expect(mocks).toEqual({ outside_course: 0, repeated: 0, outside_window: 0 })
  })

  it('holds the third wave as the product writes it', async () => {
    expect(await thirdWaveChecks(handle.db, SMALL)).toEqual({})
  })
})
