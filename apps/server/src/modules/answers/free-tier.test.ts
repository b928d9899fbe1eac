import { and, count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { answers } from '../../db/schema/index.ts'
import { signUpAndLogin } from '../../test/context.ts'
import { createCourse, type createQuestion, grantPlan, UNLIMITED, userIdOf } from '../../test/fixtures.ts'
import { PRACTICE_START, practiceSuite } from '../../test/practice.ts'

// The free tier of practice: FREE_DAILY_LIMIT answers a São Paulo day and course without a plan for it.
const suite = practiceSuite('Matemática')
const { practice } = suite

describe('free tier', () => {
  it('allows 15 free answers a São Paulo day, refuses the 16th without recording it, and starts again at midnight', async () => {
    const qs = []
    for (let i = 0; i < 17; i++) qs.push(await suite.question())
    const { token } = await signUpAndLogin(suite.t.app)
    suite.now = new Date('2026-11-21T02:00:00Z') // 23:00 in São Paulo, still the 20th there
    for (let i = 0; i < 15; i++) {
      const res = await practice(token, {
        pergunta_id: qs[i]?.id,
        selected: qs[i]?.alternatives[0]?.id,
        modulo_id: suite.course.id,
      })
      expect(res.statusCode).toBe(200)
      expect(res.json().gratuitas_restantes).toBe(14 - i)
    }
    const sixteenth = await practice(token, {
      pergunta_id: qs[15]?.id,
      selected: qs[15]?.alternatives[0]?.id,
      modulo_id: suite.course.id,
    })
    expect(sixteenth.statusCode).toBe(423)
    expect(sixteenth.json().message).toContain('15 questões gratuitas')
    const [recorded] = await suite.t.db
      .select({ n: count() })
      .from(answers)
      .where(and(eq(answers.userId, userIdOf(token)), eq(answers.questionId, qs[15]?.id as number)))
    expect(recorded?.n).toBe(0)

    suite.now = new Date('2026-11-21T03:00:00Z') // midnight in São Paulo
    const nextDay = await practice(token, {
      pergunta_id: qs[15]?.id,
      selected: qs[15]?.alternatives[0]?.id,
      modulo_id: suite.course.id,
    })
    expect(nextDay.statusCode).toBe(200)
    expect(nextDay.json().gratuitas_restantes).toBe(14)
    suite.now = PRACTICE_START
  })

  it('gives the last free answers to only as many of the answers sent at the same instant', async () => {
    const qs: Awaited<ReturnType<typeof createQuestion>>[] = []
    for (let i = 0; i < 19; i++) qs.push(await suite.question())
    const { token } = await signUpAndLogin(suite.t.app)
    const send = (i: number) =>
      practice(token, {
        pergunta_id: qs[i]?.id,
        selected: qs[i]?.alternatives[0]?.id,
        modulo_id: suite.course.id,
      })
    for (let i = 0; i < 13; i++) expect((await send(i)).statusCode).toBe(200)
    const racing = await Promise.all([13, 14, 15, 16, 17, 18].map(send))
    const statuses = racing.map((r) => r.statusCode).sort()
    expect(statuses).toEqual([200, 200, 423, 423, 423, 423])
    const [recorded] = await suite.t.db
      .select({ n: count() })
      .from(answers)
      .where(eq(answers.userId, userIdOf(token)))
    expect(recorded?.n).toBe(15)
  })

  it('lifts the limit with a plan for the course or the unlimited subscription, but not another course’s plan', async () => {
    const qs = []
    for (let i = 0; i < 16; i++) qs.push(await suite.question())
    const otherCourse = await createCourse(suite.t.db)
    for (const planId of [suite.course.planId, UNLIMITED, otherCourse.planId]) {
      const { token } = await signUpAndLogin(suite.t.app)
      await grantPlan(suite.t.db, userIdOf(token), planId, new Date('2027-01-01T00:00:00Z'))
      let last = 0
      for (const q of qs)
        last = (
          await practice(token, {
            pergunta_id: q.id,
            selected: q.alternatives[0]?.id,
            modulo_id: suite.course.id,
          })
        ).statusCode
      expect(last).toBe(planId === otherCourse.planId ? 423 : 200)
    }
  })
})
