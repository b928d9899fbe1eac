import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/index.ts'
import { auth } from '../../test/context.ts'
import { createCourse, createExam, createSubject } from '../../test/fixtures.ts'
import { answerMock } from '../../test/mock.ts'
import { PRACTICE_START, practiceSuite } from '../../test/practice.ts'
import { staffTokens } from '../../test/staff.ts'
import {
  MOCK_ANSWERED,
  MOCK_ANSWERED_CLOSED,
  MOCK_ANSWERED_DELETE,
  MOCK_KEY_MODE_ANSWERED,
  MOCK_KEY_OUT,
} from './mocks.staff.service.ts'

// Staff mocks in the back office (decision 0022): create by hand or by draw, the window rules, the rules once
// answered, delete, preview and the picker's search.
const suite = practiceSuite('Português')
let tokens: Awaited<ReturnType<typeof staffTokens>>
const HOUR = 3600_000

beforeAll(async () => {
  tokens = await staffTokens(suite.t)
})

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
const call = (method: Method, url: string, payload?: object, token = tokens.manager) =>
  suite.t.app.inject({ method, url: `/api/v1/admin/${url}`, headers: auth(token), payload })

/** "dd/mm/yyyy HH:mm" in São Paulo, `hours` from the test's clock. */
const sp = (hours: number) => {
  const at = new Date(PRACTICE_START.getTime() + hours * HOUR - 3 * HOUR)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${p(at.getUTCDate())}/${p(at.getUTCMonth() + 1)}/${at.getUTCFullYear()} ${p(at.getUTCHours())}:${p(at.getUTCMinutes())}`
}

async function questions(n: number) {
  const made = []
  for (let i = 0; i < n; i++)
    made.push(await suite.question({ text: `<p>Crase número ${i} &amp; regência</p>` }))
  return made
}

describe('staff mocks', () => {
  it('creates a mock from picked questions in São Paulo time, shows it, lists it and audits it', async () => {
    const qs = await questions(3)
    const res = await call('POST', 'simulados', {
      modulo_id: suite.course.id,
      nome: '  Simulado de Sábado ',
      abre: sp(-1),
      fecha: sp(47),
      limite_minutos: 90,
      perguntas: [qs[2]?.id, qs[0]?.id],
    })
    expect(res.statusCode, res.body).toBe(201)
    const mock = res.json()
    expect(mock).toMatchObject({
      modulo_id: suite.course.id,
      nome: 'Simulado de Sábado',
      abre: new Date(PRACTICE_START.getTime() - HOUR).toISOString(),
      limite_minutos: 90,
      automatico: false,
      respondido: false,
    })
    expect(mock.perguntas.map((q: { id: number }) => q.id)).toEqual([qs[2]?.id, qs[0]?.id])
    expect(mock.perguntas[0]).toMatchObject({
      texto: 'Crase número 2 & regência',
      disciplina: { nome: 'Português' },
    })
    const open = await suite.t.app.inject({
      url: `/api/v1/geral/modulo/${suite.course.id}/simulado/perguntas`,
      headers: auth(tokens.student),
    })
    expect(open.json().simulado.id).toBe(mock.id)
    const table = (await call('GET', `simulados?modulo_id=${suite.course.id}&search[value]=sabado`)).json()
    expect(table.data).toEqual([expect.objectContaining({ id: mock.id, perguntas: 2, participantes: 0 })])
    const audit = await suite.t.db.select().from(auditLog)
    expect(audit.find((a) => a.entity === 'simulado' && a.entityId === String(mock.id))).toMatchObject({
      action: 'criar',
      after: { nome: 'Simulado de Sábado', perguntas: [qs[2]?.id, qs[0]?.id] },
    })
    expect((await call('DELETE', `simulados/${mock.id}`)).statusCode).toBe(200)
  })

  it('refuses bad windows, overlaps and questions that are not active ones of the course', async () => {
    const [q] = await questions(1)
    const other = await createCourse(suite.t.db)
    const otherSubject = await createSubject(suite.t.db, other.id, 'Matemática')
    const foreign = await suite.question({ courseId: other.id, subjectId: otherSubject.id })
    const base = { modulo_id: suite.course.id, nome: 'S', abre: sp(200), fecha: sp(210), perguntas: [q?.id] }
    const errors = async (body: object) => {
      const res = await call('POST', 'simulados', { ...base, ...body })
      expect(res.statusCode, res.body).toBe(422)
      return res.json().errors
    }
    expect(await errors({ fecha: sp(199) })).toEqual({ fecha: ['O simulado deve fechar depois de abrir.'] })
    expect((await errors({ fecha: sp(200 + 32 * 24) })).fecha[0]).toMatch(/31 dias/)
    expect((await errors({ abre: '31/02/2026 10:00' })).abre[0]).toMatch(/dd\/mm\/aaaa/)
    expect((await errors({ perguntas: [q?.id, q?.id] })).perguntas[0]).toMatch(/mais de uma vez/)
    expect((await errors({ perguntas: [foreign.id] })).perguntas[0]).toMatch(/Não são questões ativas/)
    expect((await errors({ perguntas: undefined })).perguntas).toBeDefined()
    expect((await errors({ limite_minutos: 0 })).limite_minutos).toBeDefined()
    const first = await call('POST', 'simulados', base)
    expect(first.statusCode).toBe(201)
    expect((await errors({ abre: sp(209), fecha: sp(220) })).abre[0]).toMatch(/sobrepor/)
    expect(
      (await call('POST', 'simulados', { ...base, nome: 'S2', abre: sp(210), fecha: sp(220) })).statusCode,
    ).toBe(201)
    expect((await call('POST', 'simulados', { ...base, modulo_id: other.id })).statusCode).toBe(422)
  })

  it('draws by subject counts with the weekly rules and says when a subject has too few', async () => {
    const subject = await createSubject(suite.t.db, suite.course.id, 'Direito')
    const exam = await createExam(suite.t.db, suite.course.id, 'Prova TJ', 2024)
    const drawn = [
      await suite.question({ subjectId: subject.id }),
      await suite.question({ subjectId: subject.id }),
      await suite.question({ subjectId: subject.id, examId: exam.id, examNumber: 1 }),
    ]
    const body = { modulo_id: suite.course.id, nome: 'Sorteado', abre: sp(300), fecha: sp(310) }
    const res = await call('POST', 'simulados', {
      ...body,
      sorteio: [{ disciplina_id: subject.id, quantidade: 2 }],
    })
    expect(res.statusCode, res.body).toBe(201)
    const ids = res.json().perguntas.map((q: { id: number }) => q.id)
    // Past-exam questions come after the others.
    expect(ids.sort()).toEqual([drawn[0]?.id, drawn[1]?.id].sort())
    const tooMany = await call('POST', 'simulados', {
      ...body,
      abre: sp(320),
      fecha: sp(330),
      sorteio: [{ disciplina_id: subject.id, quantidade: 4 }],
    })
    expect(tooMany.json().errors.sorteio).toEqual(['A disciplina "Direito" tem apenas 3 questões ativas.'])
    const both = await call('POST', 'simulados', {
      ...body,
      abre: sp(320),
      fecha: sp(330),
      perguntas: ids,
      sorteio: [],
    })
    expect(both.json().errors.perguntas[0]).toMatch(/não os dois/)
  })

  it('once answered: only appends while open, keeps the answers inside the window, cannot be deleted', async () => {
    const qs = await questions(4)
    const created = await call('POST', 'simulados', {
      modulo_id: suite.course.id,
      nome: 'Respondido',
      abre: sp(-500),
      fecha: sp(-480),
      perguntas: [qs[0]?.id, qs[1]?.id],
    })
    const id = created.json().id
    // Free to reorder and replace before any answer; the window moves to hold now.
    const before = await call('PATCH', `simulados/${id}`, {
      perguntas: [qs[1]?.id, qs[0]?.id],
      abre: sp(-400),
      fecha: sp(-390),
    })
    expect(before.statusCode, before.body).toBe(200)
    expect((await call('PATCH', `simulados/${id}`, { abre: sp(-2), fecha: sp(-1) })).statusCode).toBe(200)
    suite.now = new Date(PRACTICE_START.getTime() - 1.5 * HOUR)
    expect((await answerMock(suite, tokens.student, id, qs[1] as never)).statusCode).toBe(200)
    suite.now = PRACTICE_START
    const patch = (body: object) => call('PATCH', `simulados/${id}`, body)
    // Closed now: no question may be added.
    expect((await patch({ perguntas: [qs[1]?.id, qs[0]?.id, qs[2]?.id] })).json()).toEqual({
      message: MOCK_ANSWERED_CLOSED,
    })
    // Reopened (the answer stays inside), then a question appended; reordering or removing is a 409.
    expect((await patch({ fecha: sp(5) })).statusCode).toBe(200)
    const appended = await patch({ perguntas: [qs[1]?.id, qs[0]?.id, qs[2]?.id] })
    expect(appended.statusCode, appended.body).toBe(200)
    expect(appended.json()).toMatchObject({ respondido: true, participantes: 1 })
    for (const perguntas of [
      [qs[0]?.id, qs[1]?.id, qs[2]?.id],
      [qs[1]?.id, qs[0]?.id],
      [qs[1]?.id, qs[3]?.id, qs[2]?.id],
    ]) {
      const res = await patch({ perguntas })
      expect([res.statusCode, res.json().message]).toEqual([409, MOCK_ANSWERED])
    }
    expect((await patch({ sorteio: [{ disciplina_id: suite.subject.id, quantidade: 1 }] })).statusCode).toBe(
      409,
    )
    expect((await patch({ abre: sp(-1) })).json().errors.abre[0]).toMatch(/Há respostas desde/)
    expect((await patch({ fecha: sp(-1.75) })).json().errors.fecha[0]).toMatch(/Há respostas até/)
    expect((await call('DELETE', `simulados/${id}`)).json()).toEqual({ message: MOCK_ANSWERED_DELETE })
    const preview = (await call('GET', `simulados/${id}/previa`)).json()
    expect(preview.perguntas.map((q: { id: number }) => q.id)).toEqual([qs[1]?.id, qs[0]?.id, qs[2]?.id])
    expect(preview.perguntas[0]).toMatchObject({
      resposta_certa_id: qs[1]?.correctId,
      resumo: expect.any(String),
    })
    const audit = (await suite.t.db.select().from(auditLog)).filter((a) => a.entityId === String(id))
    expect(audit.map((a) => a.action)).toEqual(['criar', 'alterar', 'alterar', 'alterar', 'alterar'])
  })

  it('sets when the key shows (modo prova) until the first answer, closes early, and keeps a closed one closed', async () => {
    const [q] = await questions(1)
    const body = {
      modulo_id: suite.course.id,
      nome: 'Prova',
      abre: sp(499),
      fecha: sp(510),
      perguntas: [q?.id],
    }
    const wrong = await call('POST', 'simulados', { ...body, gabarito: 'depois' })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors.gabarito).toEqual([
      'Escolha quando o gabarito é mostrado: imediato ou ao_encerrar.',
    ])
    const created = await call('POST', 'simulados', { ...body, gabarito: 'ao_encerrar' })
    expect(created.json()).toMatchObject({ gabarito: 'ao_encerrar', respondido: false })
    const id = created.json().id
    const patch = (change: object) => call('PATCH', `simulados/${id}`, change)
    expect((await patch({ gabarito: 'imediato' })).json().gabarito).toBe('imediato')
    expect((await patch({ gabarito: 'ao_encerrar' })).json().gabarito).toBe('ao_encerrar')
    const table = (await call('GET', `simulados?modulo_id=${suite.course.id}&search[value]=prova`)).json()
    expect(table.data).toEqual([expect.objectContaining({ id, gabarito: 'ao_encerrar' })])

    suite.now = new Date(PRACTICE_START.getTime() + 499.5 * HOUR)
    expect((await answerMock(suite, tokens.student, id, q as never)).json()).toMatchObject({
      registrada: true,
    })
    const changed = await patch({ gabarito: 'imediato' })
    expect([changed.statusCode, changed.json().message]).toEqual([409, MOCK_KEY_MODE_ANSWERED])
    // Closed early by the staff: the key and the ranking come out; the window cannot open again.
    suite.now = new Date(PRACTICE_START.getTime() + 500 * HOUR)
    expect((await patch({ fecha: sp(500) })).json()).toMatchObject({ fecha: suite.now.toISOString() })
    const ranking = await suite.t.app.inject({
      url: `/api/v1/${suite.course.id}/simulado/classificacao/datatable?simulado=${id}`,
      headers: auth(tokens.student),
    })
    expect(ranking.json()).toMatchObject({ participantes: 1, meu: { acertos: 1 } })
    const reopened = await patch({ fecha: sp(520) })
    expect([reopened.statusCode, reopened.json().message]).toEqual([409, MOCK_KEY_OUT])
    expect((await patch({ nome: 'Prova encerrada' })).statusCode).toBe(200)
    suite.now = PRACTICE_START
    const audit = (await suite.t.db.select().from(auditLog)).filter((a) => a.entityId === String(id))
    expect(audit[0]?.after).toMatchObject({ gabarito: 'ao_encerrar' })
  })

  it('searches active questions of the course by text (3 characters at least) or number', async () => {
    const [q] = await questions(1)
    const search = (busca: string) =>
      call('GET', `simulados/perguntas?modulo_id=${suite.course.id}&busca=${encodeURIComponent(busca)}`)
    expect((await search('re')).statusCode).toBe(422)
    const found = (await search('REGENCIA')).json().data
    expect(found.length).toBeGreaterThan(1)
    expect(found.length).toBeLessThanOrEqual(20)
    expect((await search(String(q?.id))).json().data.map((r: { id: number }) => r.id)).toContain(q?.id)
    expect((await call('GET', 'simulados/999999')).statusCode).toBe(404)
    expect(
      (await call('GET', `simulados?modulo_id=${suite.course.id}`, undefined, tokens.student)).statusCode,
    ).toBe(403)
  })
})
