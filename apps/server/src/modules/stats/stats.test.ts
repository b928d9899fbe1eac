import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alternatives, answers, questions } from '../../db/schema/index.ts'
import type { Clock } from '../../lib/clock.ts'
import { createTestContext, signUpAndLogin, type TestContext } from '../../test/context.ts'
import { createCourse, createSubject, userIdOf } from '../../test/fixtures.ts'

let now = new Date('2026-11-21T12:00:00Z')
const clock: Clock = () => now
let t: TestContext
beforeAll(async () => {
  t = await createTestContext({ clock })
})
afterAll(() => t.close())

describe('usage figures', () => {
  it('counts answers, questions and users from the database, cached for five minutes', async () => {
    const first = (await t.app.inject({ url: '/api/v1/geral/estatisticas' })).json()
    expect(first).toEqual({ perguntas_respondidas: 0, perguntas: 0, usuarios: 0 })

    const { token } = await signUpAndLogin(t.app)
    const course = await createCourse(t.db)
    const subject = await createSubject(t.db, course.id, 'Matemática')
    const [q] = await t.db
      .insert(questions)
      .values({ courseId: course.id, subjectId: subject.id, textHtml: '<p>2 + 2?</p>' })
      .returning()
    const [alt] = await t.db
      .insert(alternatives)
      .values({ questionId: q?.id as number, position: 0, letter: 'A', textHtml: '4' })
      .returning()
    await t.db.insert(answers).values({
      userId: userIdOf(token),
      questionId: q?.id as number,
      alternativeId: alt?.id as number,
      correct: true,
      kind: 'TREINAMENTO',
      courseId: course.id,
      subjectId: subject.id,
    })

    const cached = await t.app.inject({ url: '/api/v1/geral/estatisticas' })
    expect(cached.json()).toEqual(first)
    expect(cached.headers['cache-control']).toBe('public, max-age=300')

    now = new Date(now.getTime() + 5 * 60 * 1000 + 1)
    const fresh = (await t.app.inject({ url: '/api/v1/geral/estatisticas' })).json()
    expect(fresh).toEqual({ perguntas_respondidas: 1, perguntas: 1, usuarios: 1 })
  })
})
