import { parseBrCode } from '@gabarito/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { planPrices } from '../db/schema/index.ts'
import { auth, createTestContext, newStudent, signUpAndLogin, type TestContext } from '../test/context.ts'
import { createCourse, createQuestion, createSubject } from '../test/fixtures.ts'

const SECRET = 'segredo-do-webhook-0123456789'
const NUL = 'Este campo contém um caractere inválido (nulo).'
let t: TestContext
let course: Awaited<ReturnType<typeof createCourse>>
let token: string

beforeAll(async () => {
  t = await createTestContext({ env: { PIX_WEBHOOK_SECRET: SECRET } })
  course = await createCourse(t.db)
  await t.db.insert(planPrices).values({ planId: course.planId, months: 1, priceCents: 2990 })
  token = (await signUpAndLogin(t.app)).token
})
afterAll(() => t.close())

const table = (payload: string | object, headers: Record<string, string> = {}, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/geral/resumo/modulo/${course.id}/datatable${query}`,
    headers: { ...auth(token), ...headers },
    payload,
  })
const form = { 'content-type': 'application/x-www-form-urlencoded' }

describe('NUL bytes in text inputs', () => {
  it('refuses one in the sign-up nickname, naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cadastro',
      payload: newStudent({ apelido: 'Ci\u0000da' }),
      remoteAddress: '198.51.100.200',
    })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ message: NUL, errors: { apelido: [NUL] } })
  })

  it('refuses one in a comment', async () => {
    const subject = await createSubject(t.db, course.id, 'Matemática')
    const q = await createQuestion(t.db, { courseId: course.id, subjectId: subject.id })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/geral/modulo/criar/comentario',
      headers: auth(token),
      payload: { texto: 'A letra C\u0000 está certa', pergunta_id: q.id, modulo_id: course.id },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ texto: [NUL] })
  })

  it('refuses one in a table search, as JSON or as a form', async () => {
    const json = await table({ search: { value: 'crase\u0000' } })
    expect(json.statusCode).toBe(422)
    expect(json.json().errors).toEqual({ 'search.value': [NUL] })
    const posted = await table('search%5Bvalue%5D=crase%00&columns%5B1%5D%5Bdata%5D=tit%00ulo', form)
    expect(posted.statusCode).toBe(422)
    expect(posted.json().errors).toEqual({ 'search.value': [NUL], 'columns.1.data': [NUL] })
  })

  it('refuses one at any depth, in keys, in the query string and in path parameters', async () => {
    const deep = await table({ columns: [{ data: 'titulo' }, { data: ['a', { b: 'x\u0000' }] }] })
    expect(deep.json().errors).toEqual({ 'columns.1.data.1.b': [NUL] })
    const key = await table({ 'sea\u0000rch': 'x' })
    expect(key.json().errors).toEqual({ 'sea\u0000rch': [NUL] })
    const query = await table({}, {}, '?draw=1%00')
    expect(query.statusCode).toBe(422)
    expect(query.json().errors).toEqual({ draw: [NUL] })
    const param = await t.app.inject({ url: '/api/v1/geral/concurso/1%00/perguntas', headers: auth(token) })
    expect(param.statusCode).toBe(422)
    expect(param.json().errors).toEqual({ id: [NUL] })
  })

  it('still takes ordinary text, accents and emoji included', async () => {
    const res = await table({ search: { value: 'regência 📚' }, length: 12 })
    expect(res.statusCode).toBe(200)
  })
})

describe('dates of the PIX webhook', () => {
  const DATE = 'Informe data e hora no formato ISO 8601 com fuso horário (ex.: 2025-03-01T14:30:00-03:00).'
  const YEARS = 'A data do PIX deve estar entre os anos 2000 e 2999.'
  const webhook = (horario: unknown, txid = 'x'.repeat(26)) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/pagamentos/webhook/pix',
      headers: { 'x-webhook-secret': SECRET },
      payload: { pix: [{ endToEndId: 'E1', txid, valor: '29.90', horario }] },
    })

  it('refuses a time that is not an ISO date-time with an offset, and takes one that is', async () => {
    const bought = await t.app.inject({
      url: `/api/v1/profile/meus/planos/modulo/${course.id}/meses/1`,
      headers: auth(token),
    })
    const content = bought.json().qrcode.content as string
    const txid = parseBrCode(parseBrCode(content).get('62') as string).get('05') as string
    for (const horario of [
      'not-a-date',
      '2026-11-20 15:00',
      '2026-11-20T15:00:00',
      '2026-02-30T10:00:00Z',
      5,
    ]) {
      const res = await webhook(horario, txid)
      expect(res.statusCode, String(horario)).toBe(422)
      expect(res.json().errors, String(horario)).toEqual({ 'pix.0.horario': [DATE] })
    }
    for (const horario of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59-03:00', '1999-12-31T23:59:59Z']) {
      const res = await webhook(horario, txid)
      expect(res.statusCode, horario).toBe(422)
      expect(res.json().errors, horario).toEqual({ 'pix.0.horario': [YEARS] })
    }
    const ok = await webhook('2026-11-20T12:00:00.123-03:00', txid)
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toEqual({ recebidos: 1, confirmados: 1 })
  })
})
