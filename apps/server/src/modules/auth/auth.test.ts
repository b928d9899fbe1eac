import { SignJWT, UnsecuredJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { memoryRateLimiter } from '../../lib/rate-limit.ts'
import {
  auth,
  changePassword,
  createTestContext,
  newStudent,
  signUpAndLogin,
  TEST_REDIS_URL,
  type TestContext,
} from '../../test/context.ts'
import { LOGIN_LIMITS } from './auth.service.ts'

const limiter = memoryRateLimiter()
let t: TestContext
beforeAll(async () => {
  t = await createTestContext({ limiter })
})
afterAll(() => t.close())

const loginWith = (payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/seguranca/auth/login', payload, remoteAddress })
const me = (token: string, app = t.app) =>
  app.inject({ url: '/api/v1/seguranca/auth/me', headers: auth(token) })

function decode(token: string) {
  const [, payload] = token.split('.')
  return JSON.parse(Buffer.from(payload as string, 'base64url').toString())
}

describe('login', () => {
  it('returns a signed token holding the user, roles and an expiry', async () => {
    const { student, token } = await signUpAndLogin(t.app)
    const claims = decode(token)
    expect(claims.user).toMatchObject({ nome: student.nome, email: student.email, apelido: student.apelido })
    expect(claims.perfis).toEqual(['Aluno'])
    expect(claims).toHaveProperty('endereco')
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600)
    expect(JSON.parse(Buffer.from(token.split('.')[0] as string, 'base64url').toString()).alg).toBe('HS256')
  })

  it('marks the device with a cookie only the login receives, not Secure over plain http', async () => {
    const { student } = await signUpAndLogin(t.app)
    const res = await loginWith({ id: student.id, password: student.password })
    expect(Object.keys(res.json())).toEqual(['access_token', 'device_token'])
    expect(res.headers['set-cookie']).toBe(
      `gabarito_device=${res.json().device_token}; Max-Age=15552000; Path=/api/v1/seguranca/auth/login; ` +
        'HttpOnly; SameSite=Strict',
    )
  })

  it('accepts the CPF as a number too', async () => {
    const { student } = await signUpAndLogin(t.app, { id: '52998224725' })
    const res = await loginWith({ id: Number(student.id), password: student.password })
    expect(res.statusCode).toBe(200)
  })

  it('fails with the same 401 whether the CPF exists or not', async () => {
    const { student } = await signUpAndLogin(t.app)
    const wrongPassword = await loginWith({ id: student.id, password: 'errada-123' })
    const unknownCpf = await loginWith({ id: newStudent().id, password: 'errada-123' })
    expect(wrongPassword.statusCode).toBe(401)
    expect(unknownCpf.statusCode).toBe(401)
    expect(wrongPassword.json()).toEqual({ error: 'CPF ou senha inválidos.' })
    expect(unknownCpf.json()).toEqual(wrongPassword.json())
  })

  it('needs both fields', async () => {
    const res = await loginWith({ id: '', password: '' })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      id: ['O campo CPF é obrigatório.'],
      password: ['O campo senha é obrigatório.'],
    })
  })

  it('limits attempts per CPF, and the right password is refused too while limited', async () => {
    const { student } = await signUpAndLogin(t.app)
    for (let i = 0; i < LOGIN_LIMITS.perCpf.limit; i++) {
      expect((await loginWith({ id: student.id, password: `errada-${i}` })).statusCode).toBe(401)
    }
    const limited = await loginWith({ id: student.id, password: student.password })
    expect(limited.statusCode).toBe(429)
    expect(limited.json().message).toBe(
      'Muitas tentativas. Tente novamente em 15 minutos. Se a conta é sua, entre por um aparelho em que já ' +
        'entrou antes ou use “Esqueci minha senha” para receber por e-mail um link de redefinição.',
    )
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(890)
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(900)
  })

  it('limits attempts per address across CPFs', async () => {
    const address = '203.0.113.9'
    for (let i = 0; i < LOGIN_LIMITS.perAddress.limit; i++) {
      await limiter.consume(`login:addr:${address}`, LOGIN_LIMITS.perAddress)
    }
    const { student } = await signUpAndLogin(t.app)
    const res = await loginWith({ id: student.id, password: student.password }, address)
    expect(res.statusCode).toBe(429)
    expect((await loginWith({ id: student.id, password: student.password }, '203.0.113.10')).statusCode).toBe(
      200,
    )
  })
})

describe('tokens', () => {
  it('accepts the bearer header and the access-token header', async () => {
    const { token } = await signUpAndLogin(t.app)
    expect((await me(token)).statusCode).toBe(200)
    const res = await t.app.inject({ url: '/api/v1/seguranca/auth/me', headers: { 'access-token': token } })
    expect(res.statusCode).toBe(200)
  })

  it('refuses a missing token', async () => {
    const res = await t.app.inject({ url: '/api/v1/seguranca/auth/me' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'Entre para continuar.' })
  })

  it('refuses a tampered payload', async () => {
    const { token } = await signUpAndLogin(t.app)
    const [header, payload, signature] = token.split('.') as [string, string, string]
    const claims = decode(token)
    claims.perfis = ['Admin']
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`
    expect(payload).not.toBe(forged.split('.')[1])
    const res = await me(forged)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'Sessão inválida. Entre novamente.' })
  })

  it('refuses a token signed with another key', async () => {
    const { token } = await signUpAndLogin(t.app)
    const claims = decode(token)
    const other = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-0123456789'))
    expect((await me(other)).statusCode).toBe(401)
  })

  it('refuses alg none and other algorithms', async () => {
    const { token } = await signUpAndLogin(t.app)
    const claims = decode(token)
    const unsecured = new UnsecuredJWT(claims).encode()
    expect((await me(unsecured)).statusCode).toBe(401)
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode(t.config.JWT_SECRET))
    expect((await me(hs512)).statusCode).toBe(401)
  })

  it('refuses an expired token', async () => {
    const { token } = await signUpAndLogin(t.app)
    const claims = decode(token)
    const expired = await new SignJWT({ ...claims, iat: undefined, exp: undefined })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.config.JWT_SECRET))
    const res = await me(expired)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'Sessão expirada. Entre novamente.' })
  })

  it('accepts a well-signed token only for an existing user', async () => {
    const { token } = await signUpAndLogin(t.app)
    const claims = decode(token)
    const ghost = await new SignJWT({
      ...claims,
      user: { ...claims.user, id: 999_999 },
      iat: undefined,
      exp: undefined,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('999999')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.JWT_SECRET))
    expect((await me(ghost)).statusCode).toBe(401)
  })
})

describe('two instances sharing Redis', () => {
  it('refuses older tokens on the other instance as soon as the password changes', async () => {
    const one = await createTestContext({ env: { REDIS_URL: TEST_REDIS_URL } })
    // A second app on the same database and Redis, as a second server process would be.
    const two = await buildApp({ config: one.config, db: one.db, logger: false })
    await two.ready()
    try {
      const { token } = await signUpAndLogin(one.app)
      // The second instance now holds the caller's row in its cache (kept 60 s).
      expect((await me(token, two)).statusCode).toBe(200)
      const changed = await changePassword(one.app, token, 'outra-senha-forte-1')
      expect(changed.statusCode).toBe(200)
      expect((await me(token, one.app)).statusCode).toBe(401)
      // The message crosses Redis in well under a second; give it one.
      await expect
        .poll(async () => (await me(token, two)).statusCode, { timeout: 1000, interval: 50 })
        .toBe(401)
      expect((await me(changed.json().access_token, two)).statusCode).toBe(200)
    } finally {
      await two.close()
      await one.close()
    }
  })
})
