import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auth, createTestContext, signUpAndLogin, type TestContext } from '../../test/context.ts'
import {
  createCourse,
  createStudyText,
  createSubject,
  grantPlan,
  UNLIMITED,
  userIdOf,
} from '../../test/fixtures.ts'

let t: TestContext
let courseId: number
let planId: number
let token: string
const titles: string[] = []

beforeAll(async () => {
  t = await createTestContext()
  const course = await createCourse(t.db)
  courseId = course.id
  planId = course.planId
  const pt = await createSubject(t.db, courseId, 'Língua Portuguesa', ['Crase', 'Regência Verbal'])
  const math = await createSubject(t.db, courseId, 'Matemática', ['Porcentagem'])
  // 25 texts, "Resumo 03" the only restricted one: by default the free ones by title, then it (decision 0042).
  for (let i = 0; i < 25; i++) {
    const subject = i % 2 === 0 ? pt : math
    const title = `Resumo ${String(i).padStart(2, '0')}${i === 7 ? ' — Uso da crase' : ''}`
    titles.push(title)
    await createStudyText(t.db, {
      courseId,
      subjectId: subject.id,
      topicId: i % 5 === 0 ? null : (subject.topics[Math.floor(i / 2) % subject.topics.length]?.id ?? null),
      title,
      contentHtml: `<p>Conteúdo ${i}</p>`,
      restricted: i === 3,
      accessCount: i,
    })
  }
  token = (await signUpAndLogin(t.app)).token
})
afterAll(() => t.close())

const table = (body: object, headers: Record<string, string> = auth(token), id = courseId) =>
  t.app.inject({ method: 'POST', url: `/api/v1/geral/resumo/modulo/${id}/datatable`, headers, payload: body })

const columns = [
  { data: 'titulo' },
  { data: 'disciplina.nome' },
  { data: 'assunto.nome' },
  { data: 'acessos' },
  { data: 'action' },
]

describe('study material table (DataTables protocol)', () => {
  it('pages the texts, free ones first by title, echoing draw', async () => {
    const res = await table({ draw: 3, start: 0, length: 12, columns })
    expect(res.statusCode).toBe(200)
    const page = res.json()
    expect(page.draw).toBe(3)
    expect(page.recordsTotal).toBe(25)
    expect(page.recordsFiltered).toBe(25)
    expect(page.data).toHaveLength(12)
    expect(page.data[0]).toEqual({
      id: expect.any(Number),
      titulo: 'Resumo 00',
      tipo: 'TEXTO',
      restrito: false,
      acessos: 0,
      disciplina: { nome: 'Língua Portuguesa' },
      assunto: null,
    })
    const second = (await table({ draw: 4, start: 24, length: 12, columns })).json()
    expect(second.data).toMatchObject([{ titulo: 'Resumo 03', restrito: true }])
  })

  it('returns every row with length -1 (All) and accepts each offered page size', async () => {
    expect((await table({ start: 0, length: -1, columns })).json().data).toHaveLength(25)
    for (const length of [15, 20, 40, 50, 70, 100, 150]) {
      expect((await table({ start: 0, length, columns })).json().data).toHaveLength(Math.min(length, 25))
    }
    const bad = await table({ start: 0, length: 13, columns })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.length).toEqual(['Tamanho de página inválido.'])
  })

  it('searches title, subject and topic, ignoring case and accents', async () => {
    const byTitle = (await table({ search: { value: 'USO DA CRASE' }, length: -1, columns })).json()
    expect(byTitle.recordsFiltered).toBe(1)
    expect(byTitle.recordsTotal).toBe(25)
    const bySubject = (await table({ search: { value: 'matematica' }, length: -1, columns })).json()
    expect(bySubject.recordsFiltered).toBe(12)
    const byTopic = (await table({ search: { value: 'regencia' }, length: -1, columns })).json()
    expect(
      byTopic.data.every((r: { assunto: { nome: string } | null }) => r.assunto?.nome === 'Regência Verbal'),
    ).toBe(true)
    expect(byTopic.recordsFiltered).toBeGreaterThan(0)
    const literal = (await table({ search: { value: '100%' }, length: -1, columns })).json()
    expect(literal.recordsFiltered).toBe(0)
  })

  it('orders by a chosen column, with the title breaking ties', async () => {
    const res = await table({ order: [{ column: 0, dir: 'asc' }], length: 12, columns })
    expect(res.json().data.map((r: { titulo: string }) => r.titulo)).toEqual([...titles].sort().slice(0, 12))
    const bySubject = await table({ order: [{ column: 1, dir: 'desc' }], length: -1, columns })
    const names = bySubject.json().data.map((r: { disciplina: { nome: string } }) => r.disciplina.nome)
    expect(names[0]).toBe('Matemática')
    expect(names.at(-1)).toBe('Língua Portuguesa')
  })

  it('reads the form body DataTables posts', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/geral/resumo/modulo/${courseId}/datatable`,
      headers: { ...auth(token), 'content-type': 'application/x-www-form-urlencoded' },
      payload:
        'draw=9&start=0&length=15&search%5Bvalue%5D=crase&order%5B0%5D%5Bcolumn%5D=3&order%5B0%5D%5Bdir%5D=asc&columns%5B3%5D%5Bdata%5D=acessos',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().draw).toBe(9)
    const counts = res.json().data.map((r: { acessos: number }) => r.acessos)
    expect(counts).toEqual([...counts].sort((a: number, b: number) => a - b))
  })

  it('refuses bad paging values, unknown order columns, no token and a course without material', async () => {
    expect((await table({ start: -5, columns })).statusCode).toBe(422)
    expect((await table({ start: 'x', columns })).statusCode).toBe(422)
    expect((await table({ order: [{ column: 9, dir: 'asc' }], columns })).statusCode).toBe(422)
    expect((await table({ order: [{ column: 0, dir: 'sideways' }], columns })).statusCode).toBe(422)
    expect((await table({ columns }, {})).statusCode).toBe(401)
    const noMaterial = await createCourse(t.db, { hasMaterial: false })
    const refused = await table({ columns }, auth(token), noMaterial.id)
    expect(refused.statusCode).toBe(404)
    expect(refused.json()).toEqual({ message: 'Este curso não possui material de estudo.' })
  })
})

describe('reading a study text', () => {
  const read = (id: number, headers = auth(token), course = courseId) =>
    t.app.inject({ url: `/api/v1/geral/resumo/modulo/${course}/${id}`, headers })

  it('returns the text and counts one access per reading', async () => {
    const all = (await table({ length: -1, columns })).json().data
    const text = all.find((r: { titulo: string }) => r.titulo === 'Resumo 10')
    const first = await read(text.id)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({
      titulo: 'Resumo 10',
      tipo: 'TEXTO',
      conteudo: '<p>Conteúdo 10</p>',
      acessos: 11,
    })
    expect((await read(text.id)).json().acessos).toBe(12)
  })

  it('refuses a restricted text with 423 without an active plan, and counts nothing', async () => {
    const all = (await table({ length: -1, columns })).json().data
    const restricted = all.find((r: { restrito: boolean }) => r.restrito)
    const res = await read(restricted.id)
    expect(res.statusCode).toBe(423)
    expect(res.json().message).toMatch(/exclusivo/)
    const student = await signUpAndLogin(t.app)
    await grantPlan(t.db, userIdOf(student.token), planId, new Date(Date.now() - 86_400_000))
    expect((await read(restricted.id, auth(student.token))).statusCode).toBe(423)
    const after = (await table({ length: -1, columns })).json().data
    expect(after.find((r: { id: number }) => r.id === restricted.id).acessos).toBe(restricted.acessos)
  })

  it('opens a restricted text with the course plan or the unlimited subscription', async () => {
    const all = (await table({ length: -1, columns })).json().data
    const restricted = all.find((r: { restrito: boolean }) => r.restrito)
    const buyer = await signUpAndLogin(t.app)
    await grantPlan(t.db, userIdOf(buyer.token), planId, new Date(Date.now() + 86_400_000))
    expect((await read(restricted.id, auth(buyer.token))).statusCode).toBe(200)
    const unlimited = await signUpAndLogin(t.app)
    await grantPlan(t.db, userIdOf(unlimited.token), UNLIMITED, new Date(Date.now() + 86_400_000))
    expect((await read(restricted.id, auth(unlimited.token))).statusCode).toBe(200)
  })

  it('answers 404 for a text of another course and 422 for bad ids', async () => {
    const other = await createCourse(t.db)
    const all = (await table({ length: -1, columns })).json().data
    expect((await read(all[0].id, auth(token), other.id)).statusCode).toBe(404)
    expect((await read(999999)).statusCode).toBe(404)
    const bad = await t.app.inject({
      url: `/api/v1/geral/resumo/modulo/${courseId}/abc`,
      headers: auth(token),
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.resumoId).toEqual(['Resumo inválido.'])
  })
})
