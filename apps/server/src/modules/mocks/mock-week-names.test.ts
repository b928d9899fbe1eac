import { formatDateTime } from '@gabarito/core'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/rows.ts'
import { auth } from '../../test/context.ts'
import { getMock } from '../../test/mock.ts'
import { PRACTICE_START, practiceSuite } from '../../test/practice.ts'
import { staffTokens } from '../../test/staff.ts'
import { NO_OPEN_MOCK } from './mocks.service.ts'

// Issue 47: a staff mock closed early ends the week's mock (no automatic one after it), and a course never has two
// mocks of one name (decision 0069).
const suite = practiceSuite('Português')
let tokens: Awaited<ReturnType<typeof staffTokens>>
const HOUR = 3600_000
// PRACTICE_START is Friday 20/11/2026 14:30 in São Paulo, in ISO week 47; week 48 opens Monday 23/11 00:00.
const WEEK_48 = new Date('2026-11-23T03:00:00Z')
const WEEK_49 = new Date('2026-11-30T03:00:00Z')

beforeAll(async () => {
  tokens = await staffTokens(suite.t)
  for (let i = 0; i < 3; i++) await suite.question()
})

type Method = 'GET' | 'POST' | 'PATCH'
const staff = (method: Method, url: string, payload?: object) =>
  suite.t.app.inject({ method, url: `/api/v1/admin/${url}`, headers: auth(tokens.manager), payload })
const openMock = () => getMock(suite, tokens.student, `geral/modulo/${suite.course.id}/simulado/perguntas`)
const at = (from: Date, hours: number) => formatDateTime(new Date(from.getTime() + hours * HOUR))

async function mockNames(): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    suite.t.db,
    sql`select name from mocks where course_id = ${suite.course.id} order by id`,
  )
  return rows.map((r) => r.name)
}

async function createStaffMock(name: string, opensAt: Date, hours: number) {
  const ids = (await openableQuestions()).slice(0, 2)
  return staff('POST', 'simulados', {
    modulo_id: suite.course.id,
    nome: name,
    abre: formatDateTime(opensAt),
    fecha: at(opensAt, hours),
    perguntas: ids,
  })
}

async function openableQuestions(): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    suite.t.db,
    sql`select id from questions where course_id = ${suite.course.id} order by id`,
  )
  return rows.map((r) => r.id)
}

describe('the week of a staff mock closed early', () => {
  it('has no automatic mock for the rest of the week; the next week has its own', async () => {
    suite.now = PRACTICE_START
    const created = await createStaffMock('Simulado da Equipe', new Date(PRACTICE_START.getTime() - HOUR), 48)
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().id
    expect((await openMock()).json().simulado.id).toBe(id)

    const closed = await staff('PATCH', `simulados/${id}`, { fecha: PRACTICE_START.toISOString() })
    expect(closed.statusCode, closed.body).toBe(200)
    const after = await openMock()
    expect(after.statusCode).toBe(404)
    expect(after.json().message).toBe(NO_OPEN_MOCK)
    expect(await mockNames()).toEqual(['Simulado da Equipe'])

    suite.now = WEEK_48
    const next = await openMock()
    expect(next.statusCode).toBe(200)
    expect(next.json().simulado.nome).toBe('Simulado Semanal 48/2026')
    expect(await mockNames()).toEqual(['Simulado da Equipe', 'Simulado Semanal 48/2026'])
  })
})

describe('one name per mock in a course', () => {
  it('refuses a staff mock, or a rename, with the name of another mock of the course (422)', async () => {
    suite.now = new Date(WEEK_48.getTime() + 30 * HOUR)
    const taken = await createStaffMock(
      '  simulado SEMANAL 48/2026 ',
      new Date(WEEK_48.getTime() + 72 * HOUR),
      5,
    )
    expect(taken.statusCode, taken.body).toBe(422)
    expect(taken.json().errors).toEqual({
      nome: ['Já existe um simulado chamado "Simulado Semanal 48/2026" neste curso: escolha outro nome.'],
    })
    const other = await createStaffMock('Revisão de Sexta', new Date(WEEK_48.getTime() + 96 * HOUR), 5)
    expect(other.statusCode, other.body).toBe(201)
    const renamed = await staff('PATCH', `simulados/${other.json().id}`, { nome: 'Simulado da equipe' })
    expect(renamed.statusCode, renamed.body).toBe(422)
    expect(renamed.json().errors.nome).toEqual([
      'Já existe um simulado chamado "Simulado da Equipe" neste curso: escolha outro nome.',
    ])
    // Its own name, written otherwise, is no other mock's.
    const same = await staff('PATCH', `simulados/${other.json().id}`, { nome: 'Revisão de sexta' })
    expect(same.statusCode, same.body).toBe(200)
    expect(same.json().nome).toBe('Revisão de sexta')
  })

  it('composes no automatic mock with the name of a mock staff already made', async () => {
    const created = await createStaffMock(
      'Simulado Semanal 49/2026',
      new Date(WEEK_49.getTime() + 48 * HOUR),
      72,
    )
    expect(created.statusCode, created.body).toBe(201)
    suite.now = new Date(WEEK_49.getTime() + 7 * HOUR)
    const before = await openMock()
    expect(before.statusCode).toBe(404)
    suite.now = new Date(WEEK_49.getTime() + 50 * HOUR)
    expect((await openMock()).json().simulado.id).toBe(created.json().id)
    const names = await mockNames()
    expect(names.filter((n) => n === 'Simulado Semanal 49/2026')).toHaveLength(1)
  })
})
