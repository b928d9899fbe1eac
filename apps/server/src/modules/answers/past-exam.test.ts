import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { answers } from '../../db/schema/index.ts'
import { auth, signUpAndLogin } from '../../test/context.ts'
import { createCourse, createExam, grantPlan, userIdOf } from '../../test/fixtures.ts'
import { practiceSuite } from '../../test/practice.ts'

// Past exams: the list, their questions (PRO) and answering them on /concurso/responder.
const suite = practiceSuite('Matemática')

describe('past exams', () => {
  it('lists exams, gives their questions in order only with a plan (403), and takes exam answers', async () => {
    const exam = await createExam(suite.t.db, suite.course.id, 'EsSA', 2024)
    const second = await suite.question({
      examId: exam.id,
      examNumber: 2,
    })
    const first = await suite.question({
      examId: exam.id,
      examNumber: 1,
    })
    const { token } = await signUpAndLogin(suite.t.app)
    const list = await suite.t.app.inject({
      url: `/api/v1/geral/concurso/modulo/${suite.course.id}`,
      headers: auth(token),
    })
    expect(list.json()).toContainEqual({ id: exam.id, nome: 'EsSA', ano: 2024, total: 2 })

    const refused = await suite.t.app.inject({
      url: `/api/v1/geral/concurso/${exam.id}/modulo/${suite.course.id}/perguntas`,
      headers: auth(token),
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toContain('exclusivas do plano PRO')
    const examAnswer = (payload: object) =>
      suite.t.app.inject({
        method: 'POST',
        url: '/respostas/api/v1/concurso/responder',
        headers: auth(token),
        payload,
      })
    const payload = {
      pergunta_id: first.id,
      selected: first.correctId,
      modulo_id: suite.course.id,
      referencia_id: exam.id,
      tipo: 'CONCURSO',
    }
    expect((await examAnswer(payload)).statusCode).toBe(403)
    // Issue 25: desafio_id (not read here; the web sends null) was an unbounded number: now an id, or null.
    for (const desafio_id of [2 ** 31, 0, 1.5, 'x'])
      expect((await examAnswer({ ...payload, desafio_id })).json().errors).toEqual({
        desafio_id: ['Simulado inválido.'],
      })

    await grantPlan(suite.t.db, userIdOf(token), suite.course.planId, new Date('2027-01-01T00:00:00Z'))
    const allowed = await suite.t.app.inject({
      url: `/api/v1/geral/concurso/${exam.id}/modulo/${suite.course.id}/perguntas`,
      headers: auth(token),
    })
    expect(allowed.json().map((q: { id: number; numero: number }) => [q.id, q.numero])).toEqual([
      [first.id, 1],
      [second.id, 2],
    ])
    const short = await suite.t.app.inject({
      url: `/api/v1/geral/concurso/${exam.id}/perguntas`,
      headers: auth(token),
    })
    expect(short.json()).toHaveLength(2)
    const answered = await examAnswer({ ...payload, desafio_id: null })
    expect(answered.statusCode).toBe(200)
    expect(answered.json().correta).toBe(true)
    const [row] = await suite.t.db
      .select()
      .from(answers)
      .where(and(eq(answers.userId, userIdOf(token)), eq(answers.questionId, first.id)))
    expect(row).toMatchObject({ kind: 'CONCURSO', referenceId: exam.id })

    const loose = await suite.question()
    expect(
      (await examAnswer({ ...payload, pergunta_id: loose.id, selected: loose.correctId })).statusCode,
    ).toBe(404)
    const other = await createCourse(suite.t.db)
    expect(
      (
        await suite.t.app.inject({
          url: `/api/v1/geral/concurso/${exam.id}/modulo/${other.id}/perguntas`,
          headers: auth(token),
        })
      ).statusCode,
    ).toBe(404)
    expect(
      (await suite.t.app.inject({ url: '/api/v1/geral/concurso/999999/perguntas', headers: auth(token) }))
        .statusCode,
    ).toBe(404)
  })
})
