import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { queryRows } from '../../db/rows.ts'
import { courses } from '../../db/schema/index.ts'
import { signUpAndLogin } from '../../test/context.ts'
import { createQuestion, createSubject } from '../../test/fixtures.ts'
import { getMock, staffMock } from '../../test/mock.ts'
import { practiceSuite } from '../../test/practice.ts'

// The week's automatic mock: composed at the São Paulo week's opening, once, per subject (decision 0012).
const suite = practiceSuite('Português')

const SUNDAY_2359 = new Date('2026-11-30T02:59:00Z') // Sunday 29/11/2026 23:59 in São Paulo (ISO week 48)
const MONDAY_0000 = new Date('2026-11-30T03:00:00Z') // Monday 30/11/2026 00:00 in São Paulo (ISO week 49)

describe('weekly composition', () => {
  it('composes each week’s mock at São Paulo’s Monday midnight, once, preferring questions not used lately', async () => {
    await suite.t.db
      .update(courses)
      .set({ mockQuestionsPerSubject: 3 })
      .where(eq(courses.id, suite.course.id))
    const second = await createSubject(suite.t.db, suite.course.id, 'Geografia')
    const portuguese: number[] = []
    for (let i = 0; i < 5; i++) portuguese.push((await suite.question()).id)
    const geography: number[] = []
    for (let i = 0; i < 4; i++)
      geography.push(
        (await createQuestion(suite.t.db, { courseId: suite.course.id, subjectId: second.id })).id,
      )
    await suite
      .question({ text: 'Oculta' })
      .then((q) => queryRows(suite.t.db, sql`update questions set status = 'OCULTA' where id = ${q.id}`))
    const { token } = await signUpAndLogin(suite.t.app)
    const open = async () => {
      const res = await getMock(suite, token, `geral/modulo/${suite.course.id}/simulado/perguntas`)
      expect(res.statusCode).toBe(200)
      return res.json()
    }

    suite.now = SUNDAY_2359
    const week48 = await open()
    expect(week48.simulado).toMatchObject({
      nome: 'Simulado Semanal 48/2026',
      abre: '2026-11-23T03:00:00.000Z',
      fecha: MONDAY_0000.toISOString(),
      limite_minutos: null,
    })
    const first = week48.perguntas.map((q: { id: number; disciplina_id: number }) => q.id)
    expect(first).toHaveLength(6)
    expect(new Set(first).size).toBe(6)
    expect(first.slice(0, 3).every((id: number) => portuguese.includes(id))).toBe(true)
    expect(first.slice(3).every((id: number) => geography.includes(id))).toBe(true)
    expect((await open()).simulado.id).toBe(week48.simulado.id)

    suite.now = MONDAY_0000
    const [a, b] = await Promise.all([open(), open()])
    expect(a.simulado.id).toBe(b.simulado.id)
    expect(a.simulado.id).not.toBe(week48.simulado.id)
    expect(a.simulado.nome).toBe('Simulado Semanal 49/2026')
    const next = a.perguntas.map((q: { id: number }) => q.id)
    // The questions week 48 left out come first: Portuguese's two, Geography's one.
    const unused = [...portuguese, ...geography].filter((id) => !first.includes(id))
    expect(unused).toHaveLength(3)
    for (const id of unused) expect(next).toContain(id)
    const [{ mocks } = { mocks: 0 }] = await queryRows<{ mocks: number }>(
      suite.t.db,
      sql`select count(*)::int as mocks from mocks where course_id = ${suite.course.id}`,
    )
    expect(mocks).toBe(2)
  })

  it('prefers the mock staff made for the week over the automatic one', async () => {
    const q = await suite.question()
    suite.now = new Date('2026-12-08T15:00:00Z')
    const staff = await staffMock(suite, [q], new Date('2026-12-07T03:00:00Z'), {
      name: 'Simulado da Equipe',
      hours: 168,
    })
    const { token } = await signUpAndLogin(suite.t.app)
    const open = (await getMock(suite, token, `geral/modulo/${suite.course.id}/simulado/perguntas`)).json()
    expect(open.simulado).toMatchObject({ id: staff, nome: 'Simulado da Equipe' })
    expect(open.perguntas.map((p: { id: number }) => p.id)).toEqual([q.id])
  })
})
