import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { questions } from '../../db/schema/index.ts'
import { auth, signUpAndLogin } from '../../test/context.ts'
import { createSubject, grantPlan, UNLIMITED, userIdOf } from '../../test/fixtures.ts'
import { practiceSuite } from '../../test/practice.ts'
import { staffTokens } from '../../test/staff.ts'

// Where a question comes from (issue 31, decision 0058): the staff editor and the exam screen write banca, órgão,
// ano, cargo and nível; a past exam's questions take the exam's where they have none, and follow its changes; the
// student's batch carries them.
const suite = practiceSuite('Direito Constitucional')
let manager: string

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  suite.t.app.inject({ method, url: `/api/v1/admin${url}`, headers: auth(manager), payload })

const questionBody = (overrides: Record<string, unknown> = {}) => ({
  modulo_id: suite.course.id,
  disciplina_id: suite.subject.id,
  texto: '<p>Compete privativamente à União legislar sobre:</p>',
  alternativas: [{ texto: 'direito penal' }, { texto: 'educação' }, { texto: 'florestas' }],
  correta: 0,
  ...overrides,
})

const sourceOf = (q: Record<string, unknown>) => ({
  banca: q.banca,
  orgao: q.orgao,
  ano: q.ano,
  cargo: q.cargo,
  nivel: q.nivel,
})

const rowSource = async (id: number) => {
  const [row] = await suite.t.db
    .select({
      banca: questions.banca,
      orgao: questions.orgao,
      ano: questions.year,
      cargo: questions.cargo,
      nivel: questions.level,
    })
    .from(questions)
    .where(eq(questions.id, id))
  return row
}

describe('the staff question editor', () => {
  it('writes and reads the five source fields; blank texts are stored as null', async () => {
    manager = (await staffTokens(suite.t)).manager
    const created = await call(
      'POST',
      '/perguntas',
      questionBody({ banca: ' Cebraspe ', orgao: 'PF', ano: 2021, cargo: 'Agente', nivel: 'superior' }),
    )
    expect(created.statusCode).toBe(201)
    const id = created.json().id
    const expected = { banca: 'Cebraspe', orgao: 'PF', ano: 2021, cargo: 'Agente', nivel: 'superior' }
    expect(sourceOf(created.json())).toEqual(expected)
    expect(sourceOf((await call('GET', `/perguntas/${id}`)).json())).toEqual(expected)

    // A PATCH changes only what it sends; a blank text clears the field.
    const changed = await call('PATCH', `/perguntas/${id}`, { orgao: 'PRF', cargo: '  ' })
    expect(changed.statusCode).toBe(200)
    expect(sourceOf(changed.json())).toEqual({ ...expected, orgao: 'PRF', cargo: null })
    expect(await rowSource(id)).toEqual({ ...expected, orgao: 'PRF', cargo: null })

    // Without them, a question has no source.
    const plain = (await call('POST', '/perguntas', questionBody())).json()
    expect(sourceOf(plain)).toEqual({ banca: null, orgao: null, ano: null, cargo: null, nivel: null })
  })

  it('refuses bad values with a pt-BR message per field (422)', async () => {
    const refused = await call(
      'POST',
      '/perguntas',
      questionBody({
        banca: 'B'.repeat(81),
        orgao: 7,
        ano: 1899,
        cargo: 'C'.repeat(121),
        nivel: 'doutorado',
      }),
    )
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors).toEqual({
      banca: ['A banca deve ter no máximo 80 caracteres.'],
      orgao: ['Órgão inválido.'],
      ano: ['O ano deve ser de 1900 a 2100.'],
      cargo: ['O cargo deve ter no máximo 120 caracteres.'],
      nivel: ['Nível inválido: use fundamental, medio ou superior.'],
    })
    const { id } = (await call('POST', '/perguntas', questionBody())).json()
    const patched = await call('PATCH', `/perguntas/${id}`, { ano: 2101.5 })
    expect([patched.statusCode, patched.json().errors]).toEqual([422, { ano: ['Ano inválido.'] }])
    const late = await call('PATCH', `/perguntas/${id}`, { ano: 2101 })
    expect(late.json().errors).toEqual({ ano: ['O ano deve ser de 1900 a 2100.'] })
  })
})

describe('a past exam and its questions', () => {
  it('gives its source to the questions saved in it that leave a field empty', async () => {
    const exam = await call('POST', '/concursos', {
      modulo_id: suite.course.id,
      nome: 'Agente de Polícia Federal',
      ano: 2021,
      banca: 'Cebraspe',
      orgao: 'PF',
      cargo: 'Agente',
      nivel: 'superior',
    })
    expect(exam.statusCode).toBe(201)
    expect(exam.json()).toMatchObject({ banca: 'Cebraspe', orgao: 'PF', ano: 2021, cargo: 'Agente' })
    const examId = exam.json().id
    // Its own cargo stays; the rest comes from the exam, the year included.
    const saved = await call('POST', '/perguntas', questionBody({ concurso_id: examId, cargo: 'Escrivão' }))
    expect(sourceOf(saved.json())).toEqual({
      banca: 'Cebraspe',
      orgao: 'PF',
      ano: 2021,
      cargo: 'Escrivão',
      nivel: 'superior',
    })
    // A question moved into the exam by the editor inherits too; cleared, a field takes the exam's again.
    const loose = (await call('POST', '/perguntas', questionBody({ banca: 'FGV' }))).json()
    const moved = await call('PATCH', `/perguntas/${loose.id}`, { concurso_id: examId, orgao: null })
    expect(sourceOf(moved.json())).toEqual({
      banca: 'FGV',
      orgao: 'PF',
      ano: 2021,
      cargo: 'Agente',
      nivel: 'superior',
    })
    // Put in the exam from the exam screen, a question fills its empty fields from the exam.
    const listed = (await call('POST', '/perguntas', questionBody({ nivel: 'medio' }))).json()
    const put = await call('PUT', `/concursos/${examId}/perguntas`, {
      perguntas: [{ id: saved.json().id }, { id: loose.id }, { id: listed.id }],
    })
    expect(put.statusCode).toBe(200)
    expect(await rowSource(listed.id)).toEqual({
      banca: 'Cebraspe',
      orgao: 'PF',
      ano: 2021,
      cargo: 'Agente',
      nivel: 'medio',
    })
  })

  it("passes the exam's changed source to its questions that held nothing or the old value", async () => {
    const examId = (
      await call('POST', '/concursos', {
        modulo_id: suite.course.id,
        nome: 'Técnico Judiciário',
        ano: 2019,
        banca: 'FCC',
        orgao: 'TRF 3',
      })
    ).json().id
    const inherited = (await call('POST', '/perguntas', questionBody({ concurso_id: examId }))).json()
    const own = (
      await call('POST', '/perguntas', questionBody({ concurso_id: examId, banca: 'Vunesp', ano: 2018 }))
    ).json()
    const outside = (await call('POST', '/perguntas', questionBody({ banca: 'FCC', orgao: 'TRF 3' }))).json()

    const changed = await call('PATCH', `/concursos/${examId}`, {
      banca: 'FGV',
      ano: 2020,
      cargo: 'Técnico',
      nivel: 'medio',
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({
      banca: 'FGV',
      orgao: 'TRF 3',
      ano: 2020,
      cargo: 'Técnico',
      nivel: 'medio',
    })
    expect(await rowSource(inherited.id)).toEqual({
      banca: 'FGV',
      orgao: 'TRF 3',
      ano: 2020,
      cargo: 'Técnico',
      nivel: 'medio',
    })
    // Its own banca and year stay; what it had empty follows.
    expect(await rowSource(own.id)).toEqual({
      banca: 'Vunesp',
      orgao: 'TRF 3',
      ano: 2018,
      cargo: 'Técnico',
      nivel: 'medio',
    })
    // A question of no exam is not touched.
    expect(await rowSource(outside.id)).toMatchObject({ banca: 'FCC', ano: null })

    // Cleared on the exam, a field is cleared where it held the exam's value.
    await call('PATCH', `/concursos/${examId}`, { orgao: null })
    expect(await rowSource(inherited.id)).toMatchObject({ orgao: null, banca: 'FGV' })

    const refused = await call('PATCH', `/concursos/${examId}`, { nivel: 'mestrado', banca: 'x'.repeat(81) })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors).toEqual({
      nivel: ['Nível inválido: use fundamental, medio ou superior.'],
      banca: ['A banca deve ter no máximo 80 caracteres.'],
    })
  })
})

describe("the student's batch", () => {
  it('carries each question’s source', async () => {
    const subject = await createSubject(suite.t.db, suite.course.id, 'Direito Penal')
    const source = { banca: 'Cebraspe', orgao: 'PF', ano: 2021, cargo: 'Agente', nivel: 'superior' }
    const mine = (
      await call('POST', '/perguntas', questionBody({ disciplina_id: subject.id, ...source }))
    ).json()
    const { token } = await signUpAndLogin(suite.t.app)
    await grantPlan(suite.t.db, userIdOf(token), UNLIMITED, new Date('2030-01-01'))
    const batch = await suite.batch(token, subject.id)
    expect(batch.statusCode).toBe(200)
    expect((batch.json() as Record<string, unknown>[]).map((q) => [q.id, sourceOf(q)])).toEqual([
      [mine.id, source],
    ])
  })
})
