import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signUpAndLogin } from '../../test/context.ts'
import { createQuestion, createSubject, userIdOf } from '../../test/fixtures.ts'
import { practiceSuite } from '../../test/practice.ts'
import { bulkQuestions, keyOf, markAnswered, placeStudent } from './next-batch.test-helpers.ts'

// Issue 27, decision 0044: the next batch from the student's place in the subject's fixed order. A heavy student
// gets the questions left unseen first; the order wraps once at its end; questions added behind the place are found;
// questions served and not answered come back.
const suite = practiceSuite('Português')
const { batch } = suite

async function batchIds(token: string, subjectId: number): Promise<number[]> {
  const res = await batch(token, subjectId)
  expect(res.statusCode).toBe(200)
  return res.json().map((q: { id: number }) => q.id)
}

const sorted = (ids: (number | undefined)[]) => [...ids].sort((a, b) => (a ?? 0) - (b ?? 0))

describe('the next batch from the student’s place in the order', () => {
  it('gives a student who answered 3,000 of 3,100 questions the 100 left, ten at a time, before any review', async () => {
    const subject = await createSubject(suite.t.db, suite.course.id, 'Português: lote')
    const order = await bulkQuestions(suite.t.db, suite.course.id, subject.id, 3_100)
    const { token } = await signUpAndLogin(suite.t.app)
    const userId = userIdOf(token)
    // Practised in the order up to the 2,960th question; 40 of the last 140 answered out of order (a mock, a topic).
    const outOfOrder = order.slice(2_960).filter((_, i) => i % 7 === 0 || i % 7 === 3)
    expect(outOfOrder).toHaveLength(40)
    await markAnswered(suite.t.db, userId, subject.id, [...order.slice(0, 2_960), ...outOfOrder])
    await placeStudent(suite.t.db, userId, subject.id, {
      origin: 0,
      position: await keyOf(suite.t.db, order[2_959] as number),
      withExams: false,
    })
    const unseen = order.slice(2_960).filter((id) => !outOfOrder.includes(id))
    expect(unseen).toHaveLength(100)

    const served: number[] = []
    for (let i = 0; i < 10; i++) {
      const ids = await batchIds(token, subject.id)
      expect(ids).toHaveLength(10)
      // Ten unseen ones, none served before, in the order's next stretch (shuffled within it).
      expect(sorted(ids)).toEqual(sorted(unseen.slice(10 * i, 10 * i + 10)))
      served.push(...ids)
      await markAnswered(suite.t.db, userId, subject.id, ids, 5_000 + 10 * i)
    }
    expect(sorted(served)).toEqual(sorted(unseen))
    // Nothing unseen is left: the next batch is reviews, the wrong ones answered longest ago first.
    const reviews = await batchIds(token, subject.id)
    expect(reviews).toHaveLength(10)
    expect(reviews.every((id) => !unseen.includes(id) || served.includes(id))).toBe(true)
  })

  it('wraps once at the end of the order, finds questions added behind the place, and serves again the unanswered', async () => {
    const subject = await createSubject(suite.t.db, suite.course.id, 'Português: volta')
    // 25 questions with keys 0.02, 0.06, ..., 0.98 (g = 1..25): the student's lap starts at 0.5.
    const order = await bulkQuestions(suite.t.db, suite.course.id, subject.id, 25, sql`(g * 4 - 2) / 100.0`)
    const { token } = await signUpAndLogin(suite.t.app)
    const userId = userIdOf(token)
    await placeStudent(suite.t.db, userId, subject.id, { origin: 0.5, position: 0.5, withExams: false })
    const afterOrigin = order.slice(13) // 0.54 .. 0.98
    const beforeOrigin = order.slice(0, 13) // 0.02 .. 0.50

    const first = await batchIds(token, subject.id)
    expect(sorted(first)).toEqual(sorted(afterOrigin.slice(0, 10)))
    // Served and not answered (the app closed): the same ones again, nothing passed by.
    expect(sorted(await batchIds(token, subject.id))).toEqual(sorted(first))
    await markAnswered(suite.t.db, userId, subject.id, first)

    // A question added now with a key the lap has passed (0.60) is found all the same.
    const added = await createQuestion(suite.t.db, { courseId: suite.course.id, subjectId: subject.id })
    await suite.t.db.execute(sql`update questions set random_key = 0.6 where id = ${added.id}`)
    const second = await batchIds(token, subject.id)
    // The added one, the two left before the end, then the order goes on from its start.
    expect(sorted(second)).toEqual(sorted([added.id, ...afterOrigin.slice(10), ...beforeOrigin.slice(0, 7)]))
    await markAnswered(suite.t.db, userId, subject.id, second, 100)

    const third = await batchIds(token, subject.id)
    expect(third).toHaveLength(10)
    // The six left up to the origin, then four reviews: the wrong ones answered longest ago (every third).
    expect(sorted(third.slice(0, 6))).toEqual(sorted(beforeOrigin.slice(7)))
    expect(third.slice(6)).toEqual([first[2], first[5], first[8], second[2]])
  })
})
