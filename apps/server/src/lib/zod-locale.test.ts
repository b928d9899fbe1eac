import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auth, createTestContext, signUpAndLogin, type TestContext } from '../test/context.ts'
import { createCourse } from '../test/fixtures.ts'

let t: TestContext
let token: string
let courseId: number

beforeAll(async () => {
  t = await createTestContext({ env: { PIX_WEBHOOK_SECRET: 'segredo-do-webhook-0123456789' } })
  courseId = (await createCourse(t.db)).id
  token = (await signUpAndLogin(t.app)).token
})
afterAll(() => t.close())

const long = (n: number) => 'x'.repeat(n)

/** [what is wrong, method, path, body]; paths with `:course` get a real course id. */
const CASES: [string, 'GET' | 'POST', string, unknown][] = [
  ['sign-up: nothing sent', 'POST', '/api/v1/cadastro', {}],
  [
    'sign-up: wrong types',
    'POST',
    '/api/v1/cadastro',
    { nome: 5, email: [], id: true, apelido: {}, password: 12345678, passwordConfirm: null },
  ],
  [
    'sign-up: too long',
    'POST',
    '/api/v1/cadastro',
    { nome: long(151), apelido: long(61), password: long(129) },
  ],
  ['login: wrong types', 'POST', '/api/v1/seguranca/auth/login', { id: {}, password: 1 }],
  ['password reset: wrong type', 'POST', '/api/v1/cadastro/reset/senha', { cpf: [] }],
  [
    'table: wrong types and a bad enum',
    'POST',
    '/api/v1/geral/resumo/modulo/:course/datatable',
    {
      draw: 'abc',
      start: -1,
      length: 'x',
      search: { value: 5 },
      order: [{ column: 'a', dir: 'up' }],
      columns: [{ data: 1 }],
    },
  ],
  [
    'table: too long and too many',
    'POST',
    '/api/v1/geral/resumo/modulo/:course/datatable',
    {
      search: { value: long(201) },
      order: Array.from({ length: 6 }, () => ({ column: 0 })),
      columns: Array.from({ length: 21 }, () => ({ data: 'titulo' })),
    },
  ],
  ['table: not an object', 'POST', '/api/v1/geral/resumo/modulo/:course/datatable', [1, 2]],
  [
    'table: order not a list',
    'POST',
    '/api/v1/geral/resumo/modulo/:course/datatable',
    { order: 'x', search: 'y' },
  ],
  ['table: bad path', 'POST', '/api/v1/geral/resumo/modulo/abc/datatable', {}],
  ['comment: nothing sent', 'POST', '/api/v1/geral/modulo/criar/comentario', {}],
  [
    'comment: wrong types',
    'POST',
    '/api/v1/geral/modulo/criar/comentario',
    { texto: 5, pergunta_id: 'x', modulo_id: null, status: 5 },
  ],
  [
    'comment: too long, numbers out of range',
    'POST',
    '/api/v1/geral/modulo/criar/comentario',
    { texto: long(1501), pergunta_id: 1.5, modulo_id: 2 ** 31, status: long(21) },
  ],
  [
    'answer: wrong types',
    'POST',
    '/respostas/api/v1/treinamento/responder',
    {
      pergunta_id: 'x',
      selected: -1,
      modulo_id: {},
      disciplina_id: 'abc',
      tipo: long(21),
      chave_idempotencia: 'no',
    },
  ],
  ['answer to an exam: nothing sent', 'POST', '/respostas/api/v1/concurso/responder', { desafio_id: 'x' }],
  ['site text: wrong type', 'POST', '/site/api/configuracao', { item: 5 }],
  ['site text: too long', 'POST', '/site/api/configuracao', { item: long(101) }],
  ['webhook: nothing sent', 'POST', '/api/v1/pagamentos/webhook/pix', {}],
  ['webhook: not a list', 'POST', '/api/v1/pagamentos/webhook/pix', { pix: 'x' }],
  [
    'webhook: wrong types and too long',
    'POST',
    '/api/v1/pagamentos/webhook/pix',
    { pix: [{ endToEndId: long(41), txid: long(36), valor: 29.9, horario: 5 }, 'x'] },
  ],
  [
    'webhook: too many',
    'POST',
    '/api/v1/pagamentos/webhook/pix',
    { pix: Array.from({ length: 501 }, () => ({})) },
  ],
  ['purchase: bad months', 'GET', '/api/v1/profile/meus/planos/modulo/:course/meses/abc', undefined],
  ['purchase: bad course', 'GET', '/api/v1/profile/meus/planos/modulo/0/meses/1', undefined],
  ['exam questions: bad ids', 'GET', '/api/v1/geral/concurso/x/modulo/-1/perguntas', undefined],
]

/** zod's English defaults, and its European Portuguese ones. */
const NOT_BRAZILIAN = /expected|invalid|too big|too small|required|received|esperava|demasiado|recebeu/i
/** Our messages are sentences: a capital letter first, a full stop or closing parenthesis last. */
const SENTENCE = /^[A-ZÀ-Ú].*[.)]$/

describe('every 422 speaks Brazilian Portuguese', () => {
  it.each(CASES)('%s', async (_what, method, path, payload) => {
    const res = await t.app.inject({
      method,
      url: path.replace(':course', String(courseId)),
      headers: auth(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
    expect(res.statusCode).toBe(422)
    const body = res.json<{ message: string; errors: Record<string, string[]> }>()
    const messages = [body.message, ...Object.values(body.errors).flat()]
    expect(Object.keys(body.errors).length).toBeGreaterThan(0)
    for (const message of messages) {
      expect(message).not.toMatch(NOT_BRAZILIAN)
      expect(message).toMatch(SENTENCE)
    }
  })
})
