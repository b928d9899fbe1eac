import { describe, expect, it } from 'vitest'
import { auth, signUpAndLogin } from '../../test/context.ts'
import { createCourse, grantPlan, UNLIMITED, userIdOf } from '../../test/fixtures.ts'
import { practiceSuite } from '../../test/practice.ts'
import { staffTokens } from '../../test/staff.ts'
import { EXAM_EXISTS, EXAM_HAS_QUESTIONS } from './exams.staff.service.ts'

// Past exams (concursos) in the back office: name and year, and their questions in order.
const suite = practiceSuite('Matemática')
let manager: string

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  suite.t.app.inject({ method, url: `/api/v1/admin${url}`, headers: auth(manager), payload })

describe('past exams', () => {
  it('creates, renames, lists and deletes an exam, refusing a repeated name and year', async () => {
    manager = (await staffTokens(suite.t)).manager
    const created = await call('POST', '/concursos', { modulo_id: suite.course.id, nome: 'ESA', ano: 2019 })
    expect(created.statusCode).toBe(201)
    const exam = created.json()
    expect(exam).toEqual({
      id: exam.id,
      modulo_id: suite.course.id,
      nome: 'ESA',
      ano: 2019,
      banca: null,
      orgao: null,
      cargo: null,
      nivel: null,
      total: 0,
    })
    const again = await call('POST', '/concursos', { modulo_id: suite.course.id, nome: 'ESA', ano: 2019 })
    expect([again.statusCode, again.json().errors]).toEqual([422, { nome: [EXAM_EXISTS] }])
    const other = (await call('POST', '/concursos', { modulo_id: suite.course.id, nome: 'EEAR' })).json()
    expect(other.ano).toBeNull()
    const clash = await call('PATCH', `/concursos/${other.id}`, { nome: 'ESA', ano: 2019 })
    expect(clash.json().errors).toEqual({ nome: [EXAM_EXISTS] })
    const renamed = await call('PATCH', `/concursos/${other.id}`, { ano: 2021 })
    expect(renamed.json()).toMatchObject({ nome: 'EEAR', ano: 2021 })

    const page = (await call('GET', `/concursos?modulo_id=${suite.course.id}&search[value]=eear`)).json()
    expect(page).toMatchObject({
      recordsTotal: 2,
      recordsFiltered: 1,
      data: [{ id: other.id, nome: 'EEAR' }],
    })
    expect((await call('DELETE', `/concursos/${other.id}`)).json()).toEqual({ message: 'Concurso excluído.' })
    expect((await call('GET', `/concursos/${other.id}`)).statusCode).toBe(404)
    const log = await suite.t.app.inject({
      url: `/api/v1/admin/auditoria?entidade=concurso&registro=${other.id}`,
      headers: auth((await staffTokens(suite.t)).admin),
    })
    expect(log.json().data.map((r: { acao: string }) => r.acao)).toEqual(['excluir', 'alterar', 'criar'])
  })

  it('sets the questions in order with their numbers; a student practises the exam in that order', async () => {
    const exam = (
      await call('POST', '/concursos', { modulo_id: suite.course.id, nome: 'CFS', ano: 2020 })
    ).json()
    const [q1, q2, q3] = [await suite.question(), await suite.question(), await suite.question()]
    const put = (perguntas: object[]) => call('PUT', `/concursos/${exam.id}/perguntas`, { perguntas })
    const res = await put([{ id: q3.id, numero: 10 }, { id: q1.id }, { id: q2.id, numero: 15 }])
    expect(res.statusCode).toBe(200)
    expect(res.json().map((q: { id: number; numero: number }) => [q.id, q.numero])).toEqual([
      [q3.id, 10],
      [q1.id, 11],
      [q2.id, 15],
    ])
    expect((await call('GET', `/concursos/${exam.id}`)).json().total).toBe(3)

    const { token } = await signUpAndLogin(suite.t.app)
    await grantPlan(suite.t.db, userIdOf(token), UNLIMITED, new Date('2030-01-01'))
    const practised = await suite.t.app.inject({
      url: `/api/v1/geral/concurso/${exam.id}/perguntas`,
      headers: auth(token),
    })
    expect(practised.json().map((q: { id: number }) => q.id)).toEqual([q3.id, q1.id, q2.id])

    // Left out: leaves the exam. Wrong numbers, repeated or foreign questions: 422 per item.
    expect((await put([{ id: q2.id }])).json().map((q: { id: number }) => q.id)).toEqual([q2.id])
    expect((await call('GET', `/perguntas/${q1.id}`)).json()).toMatchObject({
      concurso_id: null,
      numero: null,
    })
    const foreignCourse = await createCourse(suite.t.db)
    const foreign = await suite.question({ courseId: foreignCourse.id })
    const bad = await put([
      { id: q1.id, numero: 5 },
      { id: q2.id, numero: 5 },
      { id: q1.id },
      { id: foreign.id },
    ])
    expect(bad.json().errors).toEqual({
      'perguntas.1.numero': ['Os números devem crescer na ordem das questões.'],
      'perguntas.2.id': ['Esta questão aparece duas vezes.'],
      'perguntas.3.id': ['Esta questão não é do curso do concurso.'],
    })
    const kept = await call('DELETE', `/concursos/${exam.id}`)
    expect([kept.statusCode, kept.json().message]).toEqual([409, EXAM_HAS_QUESTIONS])
  })
})
