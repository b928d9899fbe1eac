import { ROLES } from '@gabarito/core'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema/index.ts'
import { memoryRateLimiter } from '../../lib/rate-limit.ts'
import {
  auth,
  changePassword,
  login,
  newStudent,
  signUpAndLogin,
  testContextSuite,
} from '../../test/context.ts'
import { userIdOf } from '../../test/fixtures.ts'
import { userWithRoles } from '../../test/staff.ts'
import { SIGN_UP_LIMIT } from './accounts.service.ts'

describe('sign-up', () => {
  const limiter = memoryRateLimiter()
  const t = testContextSuite({ limiter })

  const signUp = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/v1/cadastro', payload: payload as object })

  it('creates an account that can log in', async () => {
    const student = newStudent()
    const res = await signUp(student)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ message: 'Cadastro realizado com Sucesso!!' })
    const token = await login(t.app, student.id, student.password)
    const me = await t.app.inject({ url: '/api/v1/seguranca/auth/me', headers: auth(token) })
    expect(me.json()).toMatchObject({
      user: { nome: student.nome, email: student.email, apelido: student.apelido },
      perfis: ['Aluno'],
    })
  })

  it('reports every missing field with its pt-BR message', async () => {
    const res = await signUp({})
    expect(res.statusCode).toBe(422)
    const { errors } = res.json()
    expect(Object.keys(errors).sort()).toEqual([
      'apelido',
      'email',
      'id',
      'nome',
      'password',
      'passwordConfirm',
    ])
    expect(errors.nome[0]).toBe('O campo nome é obrigatório.')
    expect(errors.id[0]).toBe('O campo CPF é obrigatório.')
  })

  it.each([
    ['id', { id: '52998224724' }, 'CPF inválido.'],
    ['id', { id: '11111111111' }, 'CPF inválido.'],
    ['id', { id: '529.982.247-25' }, 'Informe o CPF apenas com números.'],
    ['email', { email: 'maria@' }, 'Informe um e-mail válido.'],
    ['password', { password: 'curta', passwordConfirm: 'curta' }, 'A senha deve ter ao menos 8 caracteres.'],
    ['passwordConfirm', { passwordConfirm: 'outra-senha-123' }, 'A confirmação não confere com a senha.'],
    ['nome', { nome: '  ' }, 'O campo nome é obrigatório.'],
    ['apelido', { apelido: 'x'.repeat(61) }, 'O apelido deve ter no máximo 60 caracteres.'],
  ])('refuses a bad %s with 422', async (field, override, message) => {
    const res = await signUp(newStudent(override))
    expect(res.statusCode).toBe(422)
    expect(res.json().errors[field]).toEqual([message])
    expect(res.json().message).toBe(message)
  })

  it('refuses a CPF or an e-mail already registered (e-mail in any case)', async () => {
    const first = newStudent()
    expect((await signUp(first)).statusCode).toBe(201)
    const sameCpf = await signUp(newStudent({ id: first.id }))
    expect(sameCpf.statusCode).toBe(422)
    expect(sameCpf.json().errors).toEqual({ id: ['Este CPF já está cadastrado.'] })
    const sameEmail = await signUp(newStudent({ email: first.email.toUpperCase() }))
    expect(sameEmail.statusCode).toBe(422)
    expect(sameEmail.json().errors).toEqual({ email: ['Este e-mail já está cadastrado.'] })
  })

  it('refuses a nickname in use, whatever its case, accents or invisible characters, also when two race', async () => {
    const taken = 'Este apelido já está em uso. Escolha outro.'
    expect((await signUp(newStudent({ apelido: 'Conceição Pé' }))).statusCode).toBe(201)
    for (const apelido of ['conceição pé', 'CONCEICAO PE', 'Conceicao  Pe\u200D', 'Participante Removido']) {
      const res = await signUp(newStudent({ apelido }))
      expect([apelido, res.statusCode, res.json()]).toEqual([
        apelido,
        422,
        { message: taken, errors: { apelido: [taken] } },
      ])
    }
    const twins = [newStudent({ apelido: 'Gêmeo' }), newStudent({ apelido: 'gemeo' })]
    const raced = await Promise.all(twins.map((student) => signUp(student)))
    expect(raced.map((res) => res.statusCode).sort()).toEqual([201, 422])
    expect(raced.find((res) => res.statusCode === 422)?.json().errors).toEqual({ apelido: [taken] })
  })

  it('limits sign-ups per address', async () => {
    const address = '203.0.113.50'
    for (let i = 0; i < SIGN_UP_LIMIT.limit; i++)
      await limiter.consume(`signup:addr:${address}`, SIGN_UP_LIMIT)
    const payload = newStudent()
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cadastro',
      payload,
      remoteAddress: address,
    })
    expect(limited.statusCode).toBe(429)
    expect(limited.json().message).toBe('Muitas tentativas. Tente novamente em 60 minutos.')
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cadastro',
      payload,
      remoteAddress: '203.0.113.51',
    })
    expect(elsewhere.statusCode).toBe(201)
  })

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cadastro',
      headers: { 'content-type': 'application/json' },
      payload: '{"nome": ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'O corpo da requisição não é um JSON válido.' })
  })

  it('answers 422 to a body of the wrong type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cadastro',
      payload: [1, 2] as unknown as object,
    })
    expect(res.statusCode).toBe(422)
  })
})

describe('nicknames of erased accounts', () => {
  const t = testContextSuite()

  it('are all "Participante removido", and free the nickname they had', async () => {
    const admin = await userWithRoles(t, [ROLES.admin])
    const call = (method: 'GET' | 'POST', url: string, token: string) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: auth(token) })
    for (const apelido of ['Saindo', 'Também Saindo']) {
      const { token } = await signUpAndLogin(t.app, { apelido })
      const asked = await call('POST', '/profile/exclusao', token)
      expect(asked.statusCode).toBe(201)
      const requests = (await call('GET', '/admin/exclusoes?length=-1', admin)).json().data
      const request = requests.find((r: { usuario_id: number }) => r.usuario_id === userIdOf(token))
      expect((await call('POST', `/admin/exclusoes/${request.id}/executar`, admin)).statusCode).toBe(200)
    }
    const erased = await t.db.select().from(users).where(eq(users.nickname, 'Participante removido'))
    expect(erased).toHaveLength(2)
    for (const apelido of ['saindo', 'Tambem Saindo'])
      expect((await signUpAndLogin(t.app, { apelido })).student.apelido).toBe(apelido)
  })
})

describe('change password', () => {
  const t = testContextSuite()

  it('changes the password, refuses every older token and returns a working one', async () => {
    const { student, token } = await signUpAndLogin(t.app)
    const res = await changePassword(t.app, token, 'nova-senha-456')
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Senha alterada com sucesso!')
    const old = await t.app.inject({ url: '/api/v1/profile/meus/planos', headers: auth(token) })
    expect(old.statusCode).toBe(401)
    expect(old.json()).toEqual({ error: 'Sessão expirada. Entre novamente.' })
    const fresh = await t.app.inject({
      url: '/api/v1/profile/meus/planos',
      headers: auth(res.json().access_token),
    })
    expect(fresh.statusCode).toBe(200)
    await expect(login(t.app, student.id, student.password)).rejects.toThrow()
    expect(await login(t.app, student.id, 'nova-senha-456')).toBeTypeOf('string')
  })

  it('gives each field its error', async () => {
    const { token } = await signUpAndLogin(t.app)
    const send = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/profile/update/senha', headers: auth(token), payload })
    const empty = await send({ password: '', passwordConfirm: '' })
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors).toEqual({
      password: ['A senha deve ter ao menos 8 caracteres.'],
      passwordConfirm: ['O campo confirmação de senha é obrigatório.'],
    })
    const mismatch = await send({ password: 'nova-senha-456', passwordConfirm: 'nova-senha-457' })
    expect(mismatch.json().errors).toEqual({ passwordConfirm: ['A confirmação não confere com a senha.'] })
  })

  it('needs a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/update/senha',
      payload: { password: 'nova-senha-456', passwordConfirm: 'nova-senha-456' },
    })
    expect(res.statusCode).toBe(401)
  })
})
