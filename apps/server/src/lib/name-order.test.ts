import { sortByName } from '@gabarito/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../db/rows.ts'
import { summaryFiles } from '../db/schema/index.ts'
import { auth, createTestContext, signUpAndLogin, type TestContext } from '../test/context.ts'
import { createCourse, createStudyText, createSubject, userIdOf } from '../test/fixtures.ts'
import { staffTokens } from '../test/staff.ts'

// Decision 0042: every list ordered by a name reads "Resumo 2" before "Resumo 10" and keeps "ácido" beside
// "acido", on PGlite and on PostgreSQL alike, in the same order as the web's Intl.Collator (sortByName).

const NAMES = [
  'Resumo 10',
  'resumo 3',
  'Resumo 2',
  'bola',
  'Ácido',
  'acido',
  'Zebra',
  'Acido',
  'Árvore',
  'Resumo 1',
]
const READING_ORDER = [
  'acido',
  'Acido',
  'Ácido',
  'Árvore',
  'bola',
  'Resumo 1',
  'Resumo 2',
  'resumo 3',
  'Resumo 10',
  'Zebra',
]

let t: TestContext
let student: { token: string; id: number }
let tokens: Awaited<ReturnType<typeof staffTokens>>
let courseId: number

beforeAll(async () => {
  t = await createTestContext()
  courseId = (await createCourse(t.db, { name: 'Curso 10 da ordem' })).id
  const { token } = await signUpAndLogin(t.app)
  student = { token, id: userIdOf(token) }
  tokens = await staffTokens(t)
})
afterAll(() => t.close())

const namesOf = (rows: { nome?: string; titulo?: string }[]) => rows.map((r) => r.nome ?? r.titulo)

describe('names in reading order (decision 0042)', () => {
  it('the database collation orders as the web collator does', async () => {
    expect(sortByName(NAMES, (n) => n)).toEqual(READING_ORDER)
    const values = sql.join(
      NAMES.map((n) => sql`(${n})`),
      sql`, `,
    )
    const rows = await queryRows<{ name: string }>(
      t.db,
      sql`select name from (values ${values}) v(name) order by name collate pt_br_numeric`,
    )
    expect(rows.map((r) => r.name)).toEqual(READING_ORDER)
  })

  it('the summaries list: "Resumo 2" before "Resumo 10", accents and case beside the plain name', async () => {
    await t.db
      .insert(summaryFiles)
      .values(NAMES.map((name) => ({ userId: student.id, courseId, name, contentHtml: '<p>x</p>' })))
    const list = (query: string) =>
      t.app.inject({
        url: `/api/v1/geral/arquivo_usuario/datatable?modulo_id=${courseId}&length=-1${query}`,
        headers: auth(student.token),
      })
    const byDefault = await list('')
    expect(byDefault.statusCode).toBe(200)
    expect(namesOf(byDefault.json().data)).toEqual(READING_ORDER)
    const descending = await list('&columns[0][data]=nome&order[0][column]=0&order[0][dir]=desc')
    expect(namesOf(descending.json().data)).toEqual([...READING_ORDER].reverse())
  })

  it('a staff table pages over rows in reading order: the courses by name', async () => {
    for (const name of ['Curso 2 da ordem', 'curso 1 da ordem', 'Cúrso 3 da ordem']) {
      await createCourse(t.db, { name })
    }
    const page = (start: number) =>
      t.app.inject({
        url: `/api/v1/admin/cursos?search[value]=da%20ordem&columns[0][data]=nome&order[0][column]=0&start=${start}&length=12`,
        headers: auth(tokens.admin),
      })
    const first = (await page(0)).json()
    expect(first.recordsFiltered).toBe(4)
    expect(namesOf(first.data)).toEqual([
      'curso 1 da ordem',
      'Curso 2 da ordem',
      'Cúrso 3 da ordem',
      'Curso 10 da ordem',
    ])
  })
})

describe('the study material table: by access, then title (SPEC, decision 0042)', () => {
  let materialCourse: number
  const titles = ['Resumo 10', 'Resumo 2', 'Resumo 1', 'ácido', 'Acido', 'Resumo 11', 'Resumo 3']
  const restricted = new Set(['Resumo 3', 'Acido'])

  beforeAll(async () => {
    materialCourse = (await createCourse(t.db)).id
    const subject = await createSubject(t.db, materialCourse, 'Química')
    // Read counts that disagree with the title order, so an order by them would show.
    for (const [i, title] of titles.entries()) {
      await createStudyText(t.db, {
        courseId: materialCourse,
        subjectId: subject.id,
        title,
        contentHtml: '<p>x</p>',
        restricted: restricted.has(title),
        accessCount: i * 7,
      })
    }
    // Two texts with the same title keep one order: by id.
    await createStudyText(t.db, {
      courseId: materialCourse,
      subjectId: subject.id,
      title: 'Resumo 2',
      contentHtml: '',
    })
  })

  const table = (body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/geral/resumo/modulo/${materialCourse}/datatable`,
      headers: auth(student.token),
      payload: body,
    })
  const columns = [
    { data: 'titulo' },
    { data: 'disciplina.nome' },
    { data: 'assunto.nome' },
    { data: 'restrito' },
  ]
  const free = ['ácido', 'Resumo 1', 'Resumo 2', 'Resumo 2', 'Resumo 10', 'Resumo 11']
  const forPlanHolders = ['Acido', 'Resumo 3']

  it('by default: the free texts, then those for plan holders, each by title as people read it', async () => {
    const all = (await table({ length: -1, columns })).json()
    expect(namesOf(all.data)).toEqual([...free, ...forPlanHolders])
    expect(all.data.map((r: { restrito: boolean }) => r.restrito)).toEqual([
      ...free.map(() => false),
      ...forPlanHolders.map(() => true),
    ])
    const twins = all.data
      .filter((r: { titulo: string }) => r.titulo === 'Resumo 2')
      .map((r: { id: number }) => r.id)
    expect(twins).toEqual([...twins].sort((a: number, b: number) => a - b))
  })

  it('the client asking for access then title gets the same rows, paged on the server', async () => {
    const order = [
      { column: 3, dir: 'asc' },
      { column: 0, dir: 'asc' },
    ]
    const all = (await table({ length: -1, columns, order })).json().data
    expect(namesOf(all)).toEqual([...free, ...forPlanHolders])
    const later = (await table({ start: 3, length: 12, columns, order })).json()
    expect(later.recordsTotal).toBe(8)
    expect(namesOf(later.data)).toEqual([...free, ...forPlanHolders].slice(3))
    const byTitle = (await table({ length: -1, columns, order: [{ column: 0, dir: 'asc' }] })).json().data
    expect(namesOf(byTitle)).toEqual([
      'Acido',
      'ácido',
      'Resumo 1',
      'Resumo 2',
      'Resumo 2',
      'Resumo 3',
      'Resumo 10',
      'Resumo 11',
    ])
  })
})
