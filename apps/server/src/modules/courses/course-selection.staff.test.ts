import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { subjects, topics, UNLIMITED_PLAN_ID } from '../../db/schema/index.ts'
import { auth } from '../../test/context.ts'
import { createCourse, createSubject } from '../../test/fixtures.ts'
import { staffSuite } from '../../test/staff.ts'

const { t, tokens } = staffSuite()
let hiddenCourse: number
let saleCourse: number
let grammar: Awaited<ReturnType<typeof createSubject>>

beforeAll(async () => {
  saleCourse = (await createCourse(t.db, { name: 'Sargento da Aeronáutica' })).id
  hiddenCourse = (
    await createCourse(t.db, { name: 'Curso Oculto de Seleção', visible: false, onSale: false })
  ).id
  grammar = await createSubject(t.db, saleCourse, 'Língua Portuguesa', ['Regência', 'Crase', 'Concordância'])
  const math = await createSubject(t.db, saleCourse, 'Matemática')
  await t.db.update(subjects).set({ visible: false }).where(eq(subjects.id, math.id))
  await t.db
    .update(topics)
    .set({ visible: false })
    .where(eq(topics.id, grammar.topics[1]?.id as number))
})

const get = (url: string, token = tokens.manager) =>
  t.app.inject({ url: `/api/v1/admin/selecao/${url}`, headers: auth(token) })

describe('GET /api/v1/admin/selecao/…', () => {
  it('lists every course, hidden and not on sale too, marked, in the students’ order', async () => {
    const res = await get('modulos')
    expect(res.statusCode).toBe(200)
    const rows = res.json() as { id: number; nome: string; visivel: boolean }[]
    const ids = rows.map((row) => row.id)
    expect(ids.indexOf(saleCourse)).toBeLessThan(ids.indexOf(hiddenCourse))
    expect(ids).not.toContain(UNLIMITED_PLAN_ID)
    expect(rows.find((row) => row.id === hiddenCourse)).toEqual({
      id: hiddenCourse,
      nome: 'Curso Oculto de Seleção',
      visivel: false,
    })
  })

  it('searches names ignoring case and accents', async () => {
    const rows = (await get('modulos?busca=SELECAO')).json()
    expect(rows).toEqual([{ id: hiddenCourse, nome: 'Curso Oculto de Seleção', visivel: false }])
    expect((await get('modulos?busca=%25%25%25')).json()).toEqual([])
  })

  it('lists a course’s subjects and a subject’s topics, hidden ones marked', async () => {
    const subjectRows = (await get(`modulos/${saleCourse}/disciplinas`)).json()
    expect(subjectRows).toEqual([
      { id: grammar.id, nome: 'Língua Portuguesa', visivel: true },
      { id: expect.any(Number), nome: 'Matemática', visivel: false },
    ])
    const topicRows = (await get(`disciplinas/${grammar.id}/assuntos`)).json()
    expect(topicRows.map((row: { nome: string; visivel: boolean }) => [row.nome, row.visivel])).toEqual([
      ['Regência', true],
      ['Crase', false],
      ['Concordância', true],
    ])
    expect((await get(`disciplinas/${grammar.id}/assuntos?busca=conc`)).json()).toHaveLength(1)
    expect((await get(`modulos/${hiddenCourse}/disciplinas`)).json()).toEqual([])
  })

  it('answers 404 for a course or subject that does not exist, 422 for a bad id', async () => {
    expect((await get('modulos/999999/disciplinas')).json()).toEqual({ message: 'Curso não encontrado.' })
    expect((await get('disciplinas/999999/assuntos')).statusCode).toBe(404)
    expect((await get('modulos/abc/disciplinas')).statusCode).toBe(422)
  })

  it('is for Admin and Gerente only', async () => {
    expect((await get('modulos', tokens.admin)).statusCode).toBe(200)
    expect((await get('modulos', tokens.student)).statusCode).toBe(403)
    expect((await t.app.inject({ url: '/api/v1/admin/selecao/modulos' })).statusCode).toBe(401)
  })
})
