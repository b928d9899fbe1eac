import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../../app.ts'
import { auth, createTestContext, TEST_REDIS_URL, type TestContext } from '../../test/context.ts'
import {
  createCourse,
  createExam,
  createQuestion,
  createSubject,
  grantPlan,
  userIdOf,
} from '../../test/fixtures.ts'
import { plainQuestion } from '../../test/import-files.ts'
import { staffTokens } from '../../test/staff.ts'

// Two instances on one database and Redis, as two server processes: a concept edited on one is read afresh on
// the other, whose concepts report had the old description cached.
let t: TestContext
let two: App
let tokens: Awaited<ReturnType<typeof staffTokens>>
let courseId: number
let subjectId: number
let tagIds: Record<string, number>

beforeAll(async () => {
  t = await createTestContext({ env: { REDIS_URL: TEST_REDIS_URL } })
  two = await buildApp({ config: t.config, db: t.db, logger: false })
  await two.ready()
  tokens = await staffTokens(t)
  const course = await createCourse(t.db)
  courseId = course.id
  await grantPlan(t.db, userIdOf(tokens.student), course.planId, new Date('2999-01-01T00:00:00Z'))
  const subject = await createSubject(t.db, courseId, 'Português')
  subjectId = subject.id
  const exam = await createExam(t.db, courseId, 'EEAR', 2024)
  const suffix = `${courseId}`
  await createQuestion(t.db, {
    courseId,
    subjectId,
    examId: exam.id,
    tags: [`Crase ${suffix}`, `Regência ${suffix}`],
  })
  await createQuestion(t.db, { courseId, subjectId, examId: exam.id, tags: [`Crase ${suffix}`] })
  const other = await createCourse(t.db)
  const otherSubject = await createSubject(t.db, other.id, 'Matemática')
  await createQuestion(t.db, { courseId: other.id, subjectId: otherSubject.id, tags: [`Juros ${suffix}`] })
  const page = (await call('GET', '/conceitos?length=-1', tokens.admin)).json()
  tagIds = Object.fromEntries(
    page.data.map((c: { id: number; nome: string }) => [c.nome.split(' ')[0], c.id]),
  )
})
afterAll(async () => {
  await two.close()
  await t.close()
})

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/admin${url}`, headers: auth(token), payload })
const audit = async (id: number) =>
  (await call('GET', `/auditoria?entidade=conceito&registro=${id}`, tokens.admin)).json().data
const report = async (app: App) =>
  (
    await app.inject({
      url: `/api/v1/geral/relatorio/modulo/${courseId}/disciplina/${subjectId}/conceitos/principais`,
      headers: auth(tokens.student),
    })
  ).json()

describe('concepts in the back office', () => {
  it("lists a course's concepts with their question counts, or every concept", async () => {
    const course = (await call('GET', `/conceitos?modulo_id=${courseId}`, tokens.manager)).json()
    expect(course.recordsTotal).toBe(2)
    expect(
      course.data.map((c: { nome: string; perguntas: number }) => [c.nome.split(' ')[0], c.perguntas]),
    ).toEqual([
      ['Crase', 2],
      ['Regência', 1],
    ])
    const ordered = (
      await call(
        'GET',
        `/conceitos?modulo_id=${courseId}&order[0][column]=0&order[0][dir]=asc&columns[0][data]=perguntas`,
        tokens.manager,
      )
    ).json()
    expect(ordered.data[0].perguntas).toBe(1)
    const all = (await call('GET', '/conceitos?search[value]=juros', tokens.manager)).json()
    expect(all.data).toEqual([expect.objectContaining({ perguntas: 1 })])
    expect((await call('GET', '/conceitos?modulo_id=999999', tokens.manager)).statusCode).toBe(404)
    expect((await call('GET', '/conceitos', tokens.student)).statusCode).toBe(403)
  })

  it('creates a concept with a sanitized description and refuses a taken name', async () => {
    const res = await call('POST', '/conceitos', tokens.manager, {
      nome: `Concordância ${courseId}`,
      descricao: '<p>Sujeito e verbo<script>alert(1)</script></p>',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ descricao: '<p>Sujeito e verbo</p>', perguntas: 0 })
    const [row] = await audit(res.json().id)
    expect(row).toMatchObject({ acao: 'criar', depois: res.json() })
    const taken = await call('POST', '/conceitos', tokens.manager, { nome: `CONCORDÂNCIA ${courseId}` })
    expect([taken.statusCode, taken.json().errors]).toEqual([
      422,
      { nome: ['Já existe um conceito com este nome.'] },
    ])
    const empty = await call('POST', '/conceitos', tokens.manager, { nome: '  ' })
    expect(empty.json().errors).toEqual({ nome: ['Informe o nome do conceito.'] })

    expect((await call('DELETE', `/conceitos/${res.json().id}`, tokens.manager)).statusCode).toBe(200)
    expect((await call('GET', `/conceitos/${res.json().id}`, tokens.manager)).statusCode).toBe(404)
  })

  it('edits a description that both instances show at once in the concepts report, audited', async () => {
    const id = tagIds.Crase as number
    // Both instances cache the report's concepts (ten minutes).
    for (const app of [t.app, two]) expect((await report(app))[0]).toMatchObject({ id, descricao: '' })

    const res = await call('PATCH', `/conceitos/${id}`, tokens.manager, {
      descricao: '<p>Fusão de <strong>a</strong> + <strong>a</strong>.</p><img src=x onerror=alert(1)>',
    })
    expect(res.statusCode).toBe(200)
    const description = '<p>Fusão de <strong>a</strong> + <strong>a</strong>.</p><img src="x" />'
    expect(res.json()).toMatchObject({ id, descricao: description, perguntas: 2 })
    for (const app of [t.app, two]) {
      await expect
        .poll(async () => (await report(app))[0]?.descricao, { timeout: 2000, interval: 50 })
        .toBe(description)
    }
    const [row] = await audit(id)
    expect(row).toMatchObject({
      acao: 'alterar',
      antes: { descricao: '' },
      depois: { descricao: description },
    })
  })

  it('counts the questions an import tags at once, on both instances', async () => {
    const crase = async (app: App) =>
      (await report(app)).find((c: { id: number }) => c.id === tagIds.Crase)?.perguntas_chs_count
    // Both instances cache the counts (ten minutes) before the import.
    for (const app of [t.app, two]) expect(await crase(app)).toBe(2)
    const imported = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/importacoes?modulo_id=${courseId}`,
      headers: { ...auth(tokens.manager), 'content-type': 'application/json' },
      payload: {
        questoes: [
          plainQuestion(`crase-${courseId}`, {
            disciplina: 'Português',
            assunto: null,
            concurso: { nome: 'EEAR', ano: 2024, numero: 3 },
            tags: [`Crase ${courseId}`],
          }),
        ],
      },
    })
    expect([imported.statusCode, imported.json()]).toEqual([200, { novas: 1, atualizadas: 0 }])
    for (const app of [t.app, two])
      await expect.poll(() => crase(app), { timeout: 2000, interval: 50 }).toBe(3)
  })

  it('renames a concept but does not delete one that questions carry', async () => {
    const id = tagIds.Regência as number
    const taken = await call('PATCH', `/conceitos/${id}`, tokens.manager, { nome: `crase ${courseId}` })
    expect(taken.json().errors).toEqual({ nome: ['Já existe um conceito com este nome.'] })
    const renamed = await call('PATCH', `/conceitos/${id}`, tokens.admin, {
      nome: `Regência verbal ${courseId}`,
    })
    expect(renamed.json().nome).toBe(`Regência verbal ${courseId}`)
    const refused = await call('DELETE', `/conceitos/${id}`, tokens.manager)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(
      'Este conceito está em 1 questão e não pode ser excluído. Altere o nome ou a descrição.',
    )
  })
})
