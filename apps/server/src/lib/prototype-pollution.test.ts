import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { auth, createTestContext, signUpAndLogin, type TestContext } from '../test/context.ts'
import { createCourse, createStudyText, createSubject } from '../test/fixtures.ts'

let t: TestContext
let courseId: number
let token: string

beforeAll(async () => {
  t = await createTestContext()
  courseId = (await createCourse(t.db)).id
  const subject = await createSubject(t.db, courseId, 'Língua Portuguesa')
  await createStudyText(t.db, {
    courseId,
    subjectId: subject.id,
    title: 'Crase',
    contentHtml: '<p>Crase</p>',
  })
  token = (await signUpAndLogin(t.app)).token
})
afterAll(() => t.close())

/** What a polluting body would add to every object of the process. */
const POLLUTION_KEYS = ['draw', 'crit', 'polluted'] as const
const prototypeOfEverything = Object.prototype as Record<string, unknown>
// Keeps one case's pollution (before the fix) from failing the next case for the wrong reason.
afterEach(() => {
  for (const key of POLLUTION_KEYS) delete prototypeOfEverything[key]
})

const table = (payload: string, contentType: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/geral/resumo/modulo/${courseId}/datatable`,
    headers: { ...auth(token), 'content-type': contentType },
    payload,
  })
const FORM = 'application/x-www-form-urlencoded'
const JSON_TYPE = 'application/json'

const FORBIDDEN_KEY = 'Nome de campo não permitido.'

describe('bodies that try to reach Object.prototype', () => {
  it.each([
    ['form', '__proto__[draw]=777', FORM, '__proto__.draw'],
    ['form', '__proto__[crit]=1', FORM, '__proto__.crit'],
    ['form', 'constructor[prototype][polluted]=sim', FORM, 'constructor.prototype.polluted'],
    ['form', 'search[__proto__][polluted]=sim', FORM, 'search.__proto__.polluted'],
    ['form', 'columns[0][constructor][prototype][crit]=1', FORM, 'columns.0.constructor.prototype.crit'],
    ['form', '__proto__=sim', FORM, '__proto__'],
    ['JSON', '{"__proto__[draw]":777}', JSON_TYPE, '__proto__.draw'],
    ['JSON', '{"constructor[prototype][crit]":1}', JSON_TYPE, 'constructor.prototype.crit'],
    ['JSON', '{"search":{"prototype":{"polluted":"sim"}}}', JSON_TYPE, 'search.prototype'],
    ['JSON', '{"columns":[{"constructor":"x"}]}', JSON_TYPE, 'columns.0.constructor'],
  ])('a %s body `%s` changes nothing and is a 422 naming the field', async (_kind, body, type, field) => {
    const res = await table(body, type)
    await expectProcessUnchanged()
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ message: FORBIDDEN_KEY, errors: { [field]: [FORBIDDEN_KEY] } })
  })

  it.each([
    ['{"__proto__":{"draw":777,"crit":1}}'],
    ['{"constructor":{"prototype":{"polluted":"sim"}}}'],
    ['{"search":{"__proto__":{"polluted":"sim"}}}'],
  ])('JSON parsed with a prototype key %s is a pt-BR 400 and changes nothing', async (body) => {
    const res = await table(body, JSON_TYPE)
    await expectProcessUnchanged()
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'O corpo da requisição não é um JSON válido.' })
  })

  it('refuses prototype keys in the query string of any route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/geral/resumo/modulo/${courseId}/datatable?__proto__[crit]=1&constructor=x`,
      headers: auth(token),
      payload: {},
    })
    await expectProcessUnchanged()
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ '__proto__.crit': [FORBIDDEN_KEY], constructor: [FORBIDDEN_KEY] })
  })
})

/** No object gained a property, a later table answer echoes its own draw, and the token still works. */
async function expectProcessUnchanged() {
  const plain: Record<string, unknown> = {}
  for (const key of POLLUTION_KEYS) expect(plain[key], `({}).${key}`).toBeUndefined()
  const echoed = await table('draw=5&length=12', FORM)
  expect(echoed.statusCode).toBe(200)
  expect(echoed.json().draw).toBe(5)
  const byDefault = await table('{"length":12}', JSON_TYPE)
  expect(byDefault.json().draw).toBe(0)
  const me = await t.app.inject({ url: '/api/v1/seguranca/auth/me', headers: auth(token) })
  expect(me.statusCode).toBe(200)
}

describe('the table form parser', () => {
  it('reads a field sent both as a value and as an object, last key winning, without a 500', async () => {
    const objectLast = await table('search=crase&search%5Bvalue%5D=Crase&length=12', FORM)
    expect(objectLast.statusCode).toBe(200)
    expect(objectLast.json().recordsFiltered).toBe(1)
    const valueLast = await table('search%5Bvalue%5D=Crase&search=crase&length=12', FORM)
    expect(valueLast.statusCode).toBe(422)
    expect(valueLast.json().errors).toEqual({ search: ['Informe um objeto.'] })
    const deeper = await table('search%5Bvalue%5D=Crase&search%5Bvalue%5D%5Bx%5D=1', FORM)
    expect(deeper.statusCode).toBe(422)
    expect(deeper.json().errors).toEqual({ 'search.value': ['A busca deve ser um texto.'] })
  })
})
