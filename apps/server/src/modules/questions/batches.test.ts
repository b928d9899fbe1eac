import { describe, expect, it } from 'vitest'
import { auth, signUpAndLogin } from '../../test/context.ts'
import { createCourse, createQuestion, createSubject, grantPlan, userIdOf } from '../../test/fixtures.ts'
import { PRACTICE_START, practiceSuite } from '../../test/practice.ts'

// Subject batches: their order, the topic filter (PRO) and what they refuse.
const suite = practiceSuite('Matemática', ['Porcentagem', 'Frações'])
const { practice, batch } = suite

describe('batches', () => {
  it('serves unseen questions first, then wrong or skipped ones oldest first, then right ones', async () => {
    const s = await createSubject(suite.t.db, suite.course.id, 'Física')
    const qs = []
    for (let i = 0; i < 14; i++)
      qs.push(await createQuestion(suite.t.db, { courseId: suite.course.id, subjectId: s.id, correct: 0 }))
    const { token } = await signUpAndLogin(suite.t.app)
    await grantPlan(suite.t.db, userIdOf(token), suite.course.planId, new Date('2027-01-01T00:00:00Z'))
    // Answer 12 of 14: the first 6 right, the next 5 wrong (one minute apart), skip one.
    for (let i = 0; i < 11; i++) {
      suite.now = new Date(Date.UTC(2026, 10, 20, 12, i))
      const selected = i < 6 ? qs[i]?.correctId : qs[i]?.alternatives[1]?.id
      expect(
        (await practice(token, { pergunta_id: qs[i]?.id, selected, modulo_id: suite.course.id })).statusCode,
      ).toBe(200)
    }
    const skipped = await suite.t.app.inject({
      method: 'POST',
      url: `/respostas/api/v1/pular/questao/${qs[11]?.id}`,
      headers: auth(token),
      payload: { modulo_id: suite.course.id },
    })
    expect(skipped.statusCode).toBe(200)
    suite.now = PRACTICE_START

    const ids = (await batch(token, s.id)).json().map((q: { id: number }) => q.id)
    expect(ids).toHaveLength(10)
    const unseen = [qs[12]?.id, qs[13]?.id]
    const review = [qs[6]?.id, qs[7]?.id, qs[8]?.id, qs[9]?.id, qs[10]?.id, qs[11]?.id]
    expect(ids).toEqual(expect.arrayContaining([...unseen, ...review]))
    // The two remaining places go to the questions answered right longest ago.
    expect(ids).toEqual(expect.arrayContaining([qs[0]?.id, qs[1]?.id]))
  })

  it('filters by topic only with a plan (PRO)', async () => {
    const [percent, fractions] = suite.subject.topics
    const inTopic = await suite.question({
      topicId: percent?.id,
    })
    await suite.question({
      topicId: fractions?.id,
    })
    const { token } = await signUpAndLogin(suite.t.app)
    const url = `/api/v1/geral/modulo/${suite.course.id}/assunto/${percent?.id}/disciplina/${suite.subject.id}/perguntas`
    const refused = await suite.t.app.inject({ url, headers: auth(token) })
    expect(refused.statusCode).toBe(423)
    expect(refused.json().message).toContain('exclusivo do plano PRO')
    await grantPlan(suite.t.db, userIdOf(token), suite.course.planId, new Date('2027-01-01T00:00:00Z'))
    const allowed = await suite.t.app.inject({ url, headers: auth(token) })
    expect(allowed.json().map((q: { id: number }) => q.id)).toEqual([inTopic.id])
    const wrongTopic = await suite.t.app.inject({
      url: `/api/v1/geral/modulo/${suite.course.id}/assunto/${percent?.id}/disciplina/999999/perguntas`,
      headers: auth(token),
    })
    expect(wrongTopic.statusCode).toBe(404)
  })

  it('refuses a subject of another course, bad ids and a course without questions', async () => {
    const { token } = await signUpAndLogin(suite.t.app)
    const other = await createCourse(suite.t.db)
    expect((await batch(token, suite.subject.id, other.id)).statusCode).toBe(404)
    expect(
      (
        await suite.t.app.inject({
          url: `/api/v1/geral/modulo/${suite.course.id}/disciplina/abc/perguntas`,
          headers: auth(token),
        })
      ).statusCode,
    ).toBe(422)
    const noQuestions = await createCourse(suite.t.db, { hasQuestions: false })
    const res = await batch(token, suite.subject.id, noQuestions.id)
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Este curso não possui questões.')
  })
})
