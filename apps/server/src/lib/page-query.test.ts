import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { subjects, topics } from '../db/schema/index.ts'
import { openTestDatabase } from '../test/database.ts'
import { createCourse, createSubject } from '../test/fixtures.ts'
import { dataTableBody } from './datatables.ts'
import { ValidationError } from './errors.ts'
import { pageQuery } from './page-query.ts'

// One subject's topics as a table: a join, a scope (recordsTotal counts only these) and an allow-list of orders.
const NAMES = [
  'Porcentagem',
  'Razão e Proporção',
  'Função Afim',
  'Função Quadrática',
  'Geometria Plana',
  'Trigonometria',
  'Estatística',
  'Probabilidade',
  'Logaritmos',
  'Matrizes',
  'Juros Compostos',
  'Sequências 100% resolvidas',
  'Conjuntos',
]
const columns = [{ data: 'nome' }, { data: 'sigla' }, { data: 'posicao' }]

let handle: DatabaseHandle
let mathId: number
beforeAll(async () => {
  handle = await openTestDatabase()
  const course = await createCourse(handle.db)
  mathId = (await createSubject(handle.db, course.id, 'Matemática', NAMES)).id
  await createSubject(handle.db, course.id, 'Química', ['Funções Orgânicas', 'Estequiometria'])
})
afterAll(() => handle.close())

const page = (request: object) =>
  pageQuery(handle.db, dataTableBody.parse(request), {
    rows: () =>
      handle.db
        .select({ name: topics.name, acronym: topics.acronym, subject: subjects.name })
        .from(topics)
        .innerJoin(subjects, eq(subjects.id, topics.subjectId))
        .$dynamic(),
    where: eq(topics.subjectId, mathId),
    search: [topics.name, subjects.name],
    order: { nome: topics.name, sigla: topics.acronym },
    defaultOrder: [asc(topics.position)],
    tieBreak: [asc(topics.id)],
  })
const names = (p: { data: { name: string }[] }) => p.data.map((r) => r.name)

describe('pageQuery', () => {
  it('pages the rows in the default order, counting only the scope and echoing draw', async () => {
    const first = await page({ draw: 7, start: 0, length: 12, columns })
    expect(first).toMatchObject({ draw: 7, recordsTotal: 13, recordsFiltered: 13 })
    expect(names(first)).toEqual(NAMES.slice(0, 12))
    expect(first.data[0]).toEqual({ name: 'Porcentagem', acronym: 'POR', subject: 'Matemática' })
    expect(names(await page({ start: 12, length: 12, columns }))).toEqual(['Conjuntos'])
  })

  it('returns every row with length -1', async () => {
    const all = await page({ length: -1, columns })
    expect(names(all)).toEqual(NAMES)
    expect(all.recordsFiltered).toBe(13)
  })

  it('answers a start past the end with an empty page and the counts', async () => {
    const past = await page({ draw: 2, start: 500, length: 15, columns })
    expect(past).toEqual({ draw: 2, recordsTotal: 13, recordsFiltered: 13, data: [] })
  })

  it('searches the given columns ignoring case and accents, with % and _ taken literally', async () => {
    const found = await page({ search: { value: '  FUNCAO ' }, length: -1, columns })
    expect(names(found)).toEqual(['Função Afim', 'Função Quadrática'])
    expect(found).toMatchObject({ recordsTotal: 13, recordsFiltered: 2 })
    // The subject's name is searched too: every topic of Matemática, none of Química's.
    expect((await page({ search: { value: 'matemática' }, length: -1, columns })).recordsFiltered).toBe(13)
    expect(names(await page({ search: { value: '100%' }, length: -1, columns }))).toEqual([
      'Sequências 100% resolvidas',
    ])
    expect((await page({ search: { value: '10_%' }, length: -1, columns })).recordsFiltered).toBe(0)
    const none = await page({ search: { value: 'orgânicas' }, start: 0, length: 12, columns })
    expect(none).toMatchObject({ recordsTotal: 13, recordsFiltered: 0, data: [] })
  })

  it('orders by the allowed columns, in the order asked, then by the tie-break', async () => {
    const desc = await page({ order: [{ column: 0, dir: 'desc' }], length: -1, columns })
    expect(names(desc)).toEqual([...NAMES].sort().reverse())
    const byAcronym = await page({
      order: [
        { column: 1, dir: 'asc' },
        { column: 0, dir: 'desc' },
      ],
      length: 12,
      columns,
    })
    expect(byAcronym.data.slice(0, 3).map((r) => `${r.acronym} ${r.name}`)).toEqual([
      'CON Conjuntos',
      'EST Estatística',
      'FUN Função Quadrática',
    ])
  })

  it('ignores an order on a column outside the allow-list and refuses one pointing to no column', async () => {
    const ignored = await page({ order: [{ column: 2, dir: 'desc' }], length: -1, columns })
    expect(names(ignored)).toEqual(NAMES)
    const refused = await page({ order: [{ column: 3, dir: 'asc' }], columns }).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ValidationError)
    expect((refused as ValidationError).errors).toEqual({ order: ['Coluna de ordenação inválida.'] })
  })
})
