import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { REPORTS_PRO } from '@gabarito/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { auth, signUpAndLogin } from '../../test/context.ts'
import { createExam, createQuestion, createSubject, grantPlan, userIdOf } from '../../test/fixtures.ts'
import { practiceSuite } from '../../test/practice.ts'

// The reports read aggregates kept by the answer statement: a known set of answers over months, weekdays and
// hours (São Paulo), two students, and the numbers each call must return.
const suite = practiceSuite('Matemática', ['Porcentagem', 'Frações'])
const PLAN_END = new Date('2030-01-01T00:00:00Z')
/** The reports are read "today": 20/11/2026 14:30 in São Paulo. */
const TODAY = new Date('2026-11-20T17:30:00Z')

type Q = Awaited<ReturnType<typeof createQuestion>>
let portuguese: Awaited<ReturnType<typeof createSubject>>
let q1: Q
let q2: Q
let q3: Q
let qe1: Q
let qe2: Q
let a: { token: string; nome: string }
let b: { token: string }

const get = (token: string, path: string) =>
  suite.t.app.inject({
    url: `/api/v1/geral/relatorio/modulo/${suite.course.id}${path}`,
    headers: auth(token),
  })

/** Answers `question` at the São Paulo wall time `local` (2026-08-31T23:30), right or wrong. */
async function answer(token: string, question: Q, local: string, right: boolean) {
  suite.now = new Date(`${local}:00-03:00`)
  const alternative = right
    ? question.correctId
    : (question.alternatives.find((x) => x.id !== question.correctId)?.id as number)
  const res = await suite.practice(token, {
    pergunta_id: question.id,
    selected: alternative,
    modulo_id: suite.course.id,
    disciplina_id: question.subjectId,
    tipo: 'PUBLICADA',
    chave_idempotencia: randomUUID(),
  })
  suite.now = TODAY
  expect(res.statusCode, res.body).toBe(200)
  expect(res.json().correta).toBe(right)
}

async function student(nome = 'Maria Aparecida Souza') {
  const login = await signUpAndLogin(suite.t.app, { nome })
  await grantPlan(suite.t.db, userIdOf(login.token), suite.course.planId, PLAN_END)
  return { token: login.token, nome }
}

beforeAll(async () => {
  const [porcentagem, fracoes] = suite.subject.topics as unknown as [{ id: number }, { id: number }]
  const mat = { courseId: suite.course.id, subjectId: suite.subject.id }
  portuguese = await createSubject(suite.t.db, suite.course.id, 'Português')
  q1 = await createQuestion(suite.t.db, { ...mat, topicId: porcentagem.id, tags: ['Juros', 'Regra de três'] })
  q2 = await createQuestion(suite.t.db, { ...mat, topicId: fracoes.id, tags: ['Regra de três'] })
  q3 = await createQuestion(suite.t.db, {
    courseId: suite.course.id,
    subjectId: portuguese.id,
    tags: ['Crase'],
  })
  // Past-exam questions: Regra de três fell 3 times in Matemática, Juros 2, Frações equivalentes 1.
  const exam = await createExam(suite.t.db, suite.course.id, 'Prova 2025', 2025)
  const inExam = { ...mat, examId: exam.id }
  qe1 = await createQuestion(suite.t.db, {
    ...inExam,
    topicId: porcentagem.id,
    tags: ['Juros', 'Regra de três'],
  })
  qe2 = await createQuestion(suite.t.db, { ...inExam, topicId: fracoes.id, tags: ['Regra de três'] })
  await createQuestion(suite.t.db, { ...inExam, topicId: porcentagem.id, tags: ['Juros'] })
  await createQuestion(suite.t.db, {
    ...inExam,
    topicId: fracoes.id,
    tags: ['Regra de três', 'Frações equivalentes'],
  })

  a = await student('João Conceição Araújo')
  b = await student()
  await answer(a.token, q2, '2026-01-10T08:00', true) // Saturday, outside the 270-day window
  await answer(a.token, q1, '2026-08-31T23:30', true) // Monday, last day of August at 23:30
  await answer(a.token, q2, '2026-09-01T00:30', false) // Tuesday, September at 00:30
  await answer(a.token, q3, '2026-10-15T10:00', true) // Thursday
  await answer(a.token, q1, '2026-10-15T10:20', false) // Thursday
  await answer(a.token, qe1, '2026-11-20T14:00', true) // Friday
  await answer(a.token, qe2, '2026-11-20T14:10', false) // Friday
  await answer(b.token, q1, '2026-10-15T11:00', true)
  await answer(b.token, q3, '2026-11-20T15:00', false)
})

const zero = (label: string) => ({ label, count: 0, acerto: 0, erro: 0 })

describe('reports', () => {
  it('counts months in São Paulo time over the last 270 days, for the caller and for everyone', async () => {
    const res = await get(a.token, '/tentativas/mes/270')
    expect(res.statusCode).toBe(200)
    const months = ['02', '03', '04', '05', '06', '07', '08', '09', '10', '11'].map((m) => `${m}/2026`)
    const expected = (values: Record<string, [number, number]>) =>
      months.map((label) => {
        const v = values[label]
        return v ? { label, count: v[0], acerto: v[1], erro: v[0] - v[1] } : zero(label)
      })
    expect(res.json()).toEqual({
      meu: expected({ '08/2026': [1, 1], '09/2026': [1, 0], '10/2026': [2, 1], '11/2026': [2, 1] }),
      todos: expected({ '08/2026': [1, 1], '09/2026': [1, 0], '10/2026': [3, 2], '11/2026': [3, 1] }),
    })
    // The other student sees only their own answers as "meu".
    const other = (await get(b.token, '/tentativas/mes/270')).json()
    expect(other.meu).toEqual(expected({ '10/2026': [1, 1], '11/2026': [1, 0] }))
    expect(other.todos).toEqual(res.json().todos)
  })

  it('counts subjects (the caller and everyone), weekdays Sunday first and hours 0-23', async () => {
    expect((await get(a.token, '/disciplina')).json()).toEqual([
      { id: suite.subject.id, nome: 'Matemática', count: 6, acerto: 3 },
      { id: portuguese.id, nome: 'Português', count: 1, acerto: 1 },
    ])
    expect((await get(b.token, '/disciplina')).json()).toEqual([
      { id: suite.subject.id, nome: 'Matemática', count: 1, acerto: 1 },
      { id: portuguese.id, nome: 'Português', count: 1, acerto: 0 },
    ])
    expect((await get(a.token, '/disciplina/todos')).json()).toEqual([
      { id: suite.subject.id, nome: 'Matemática', count: 7, acerto: 4 },
      { id: portuguese.id, nome: 'Português', count: 2, acerto: 1 },
    ])
    expect((await get(a.token, '/dia/semana')).json()).toEqual([
      { dia: 'Domingo', count: 0, acerto: 0 },
      { dia: 'Segunda-feira', count: 1, acerto: 1 },
      { dia: 'Terça-feira', count: 1, acerto: 0 },
      { dia: 'Quarta-feira', count: 0, acerto: 0 },
      { dia: 'Quinta-feira', count: 2, acerto: 1 },
      { dia: 'Sexta-feira', count: 2, acerto: 1 },
      { dia: 'Sábado', count: 1, acerto: 1 },
    ])
    const hours = (await get(a.token, '/dia/hora')).json()
    expect(hours).toHaveLength(24)
    const expected: Record<number, [number, number]> = {
      0: [1, 0],
      8: [1, 1],
      10: [2, 1],
      14: [2, 1],
      23: [1, 1],
    }
    expect(hours).toEqual(
      Array.from({ length: 24 }, (_, d) => ({
        d,
        count: expected[d]?.[0] ?? 0,
        acerto: expected[d]?.[1] ?? 0,
      })),
    )
  })

  it("counts concepts by the subject's and topic's past-exam questions, with the caller's hand-counted tags", async () => {
    const subject = await get(a.token, `/disciplina/${suite.subject.id}/conceitos/principais`)
    expect(subject.statusCode).toBe(200)
    const rows = subject.json()
    expect(
      rows.map((r: { nome: string; perguntas_chs_count: number }) => [r.nome, r.perguntas_chs_count]),
    ).toEqual([
      ['Regra de três', 3],
      ['Juros', 2],
      ['Frações equivalentes', 1],
    ])
    // Juros: q1 twice (1 hit) and qe1 (hit); Regra de três: q1 twice (1), q2 twice (1), qe1 (1), qe2 (0).
    expect(rows[0]).toMatchObject({ count: 6, acerto: 3, acertop: 50, descricao: '' })
    expect(rows[1]).toMatchObject({ count: 3, acerto: 2, acertop: 66.7 })
    expect(rows[2]).toMatchObject({ count: 0, acerto: 0, acertop: 0 })
    const [porcentagem] = suite.subject.topics as unknown as [{ id: number }]
    const topic = (
      await get(a.token, `/disciplina/${suite.subject.id}/assunto/${porcentagem.id}/conceitos/principais`)
    ).json()
    expect(
      topic.map((r: { nome: string; perguntas_chs_count: number }) => [r.nome, r.perguntas_chs_count]),
    ).toEqual([
      ['Juros', 2],
      ['Regra de três', 1],
    ])
    // B answered q1 once (right): only that.
    const theirs = (await get(b.token, `/disciplina/${suite.subject.id}/conceitos/principais`)).json()
    expect(theirs.map((r: { count: number; acerto: number }) => [r.count, r.acerto])).toEqual([
      [1, 1],
      [1, 1],
      [0, 0],
    ])
    expect((await get(a.token, `/disciplina/${portuguese.id}/conceitos/principais`)).json()).toEqual([])
    const foreign = await get(
      a.token,
      `/disciplina/${portuguese.id}/assunto/${porcentagem.id}/conceitos/principais`,
    )
    expect(foreign.statusCode).toBe(404)
  })

  it('names the weakest topics with at least 10 answers', async () => {
    const d = await student()
    for (let i = 0; i < 10; i++) await answer(d.token, q2, '2026-11-19T09:00', i < 3)
    for (let i = 0; i < 9; i++) await answer(d.token, q1, '2026-11-19T10:00', i < 7)
    const [porcentagem, fracoes] = suite.subject.topics as unknown as [{ id: number }, { id: number }]
    expect((await get(d.token, '/assuntos/fracos')).json()).toEqual([
      {
        id: fracoes.id,
        sigla: 'FRA',
        nome: 'Frações',
        disciplina_id: suite.subject.id,
        disciplina: 'Matemática',
        count: 10,
        acerto: 3,
        acertop: 30,
      },
    ])
    await answer(d.token, q1, '2026-11-19T10:30', false)
    const weak = (await get(d.token, '/assuntos/fracos')).json()
    expect(weak.map((w: { id: number; acertop: number }) => [w.id, w.acertop])).toEqual([
      [fracoes.id, 30],
      [porcentagem.id, 70],
    ])
  })

  it('is PRO: without a plan every call is a 423 with what the plan unlocks; the caller must be signed in', async () => {
    const free = await signUpAndLogin(suite.t.app)
    for (const path of [
      '/tentativas/mes/270',
      '/disciplina',
      '/disciplina/todos',
      '/dia/semana',
      '/dia/hora',
      '/assuntos/fracos',
    ]) {
      const res = await get(free.token, path)
      expect(res.statusCode, path).toBe(423)
      expect(res.json()).toEqual({ message: REPORTS_PRO })
    }
    const anonymous = await suite.t.app.inject({
      url: `/api/v1/geral/relatorio/modulo/${suite.course.id}/dia/hora`,
    })
    expect(anonymous.statusCode).toBe(401)
    expect((await get(a.token, '/disciplina/abc/conceitos/principais')).statusCode).toBe(422)
  })

  it('makes both PDFs with the name, the course, the date and the API figures; a bad token gets a 401 page', async () => {
    const pdf = (path: string, token: string) =>
      suite.t.app.inject({ url: `/api/v1/geral/relatorio/modulo/${suite.course.id}${path}?token=${token}` })
    const text = (body: Buffer) =>
      execFileSync('/usr/bin/pdftotext', ['-layout', '-', '-'], { input: body }).toString()
    const subjects = await pdf('/rendimento/disciplina', a.token)
    expect(subjects.statusCode).toBe(200)
    expect(subjects.headers['content-type']).toBe('application/pdf')
    expect(subjects.headers['cache-control']).toBe('private, no-store')
    const subjectsText = text(subjects.rawPayload)
    expect(subjectsText).toContain('Desempenho por disciplina')
    expect(subjectsText).toContain(a.nome)
    expect(subjectsText).toContain(suite.course.name)
    expect(subjectsText).toContain('20/11/2026')
    expect(subjectsText).toMatch(/Matemática\s+6\s+3\s+50,0%/)
    expect(subjectsText).toMatch(/Português\s+1\s+1\s+100,0%/)
    const concepts = text((await pdf('/tag', a.token)).rawPayload)
    expect(concepts).toContain('Desempenho por conceito')
    expect(concepts).toMatch(/Regra de três\s+6\s+3\s+50,0%/)
    expect(concepts).toMatch(/Juros\s+3\s+2\s+66,7%/)
    expect(concepts).toMatch(/Crase\s+1\s+1\s+100,0%/)

    for (const token of ['nao-e-um-token', `${a.token}x`]) {
      const refused = await pdf('/tag', token)
      expect(refused.statusCode).toBe(401)
      expect(refused.headers['content-type']).toContain('text/html')
      expect(refused.body).toContain('Não foi possível gerar o PDF')
    }
    const missing = await suite.t.app.inject({ url: `/api/v1/geral/relatorio/modulo/${suite.course.id}/tag` })
    expect(missing.statusCode).toBe(401)
    expect(missing.headers['content-type']).toContain('text/html')
  })
})
