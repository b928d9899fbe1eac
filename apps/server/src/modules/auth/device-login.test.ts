import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../db/schema/index.ts'
import { memoryRateLimiter } from '../../lib/rate-limit.ts'
import { createTestContext, signUpAndLogin, TEST_REDIS_URL, type TestContext } from '../../test/context.ts'
import { LOGIN_LIMITS } from './auth.service.ts'
import { DEVICE_COOKIE_PATH } from './device-tokens.ts'

// Decision 0037: a CPF's failures from many addresses lock out untrusted devices, never a device that logged in
// to that CPF before.

const UNTRUSTED_LOCK =
  /^Muitas tentativas\. Tente novamente em 15 minutos\. Se a conta é sua, entre por um aparelho em que já entrou antes ou use “Esqueci minha senha”/

let octet = 0
/** An address no other attempt of this run has used (the per-address limit stays out of the way). */
const freshAddress = () => {
  octet++
  return `10.${Math.floor(Math.random() * 200)}.${octet >> 8}.${octet & 255}`
}

interface Attempt {
  password: string
  address?: string
  /** The `gabarito_device=…` pair a browser would send. */
  cookie?: string
  deviceToken?: string
}

function calls(t: () => TestContext) {
  const attempt = (cpf: string, { password, address, cookie, deviceToken }: Attempt) =>
    t().app.inject({
      method: 'POST',
      url: DEVICE_COOKIE_PATH,
      payload: { id: cpf, password, ...(deviceToken ? { device_token: deviceToken } : {}) },
      headers: cookie ? { cookie } : {},
      remoteAddress: address ?? freshAddress(),
    })
  /** Signs a student up and logs in once, as the owner's own browser does: the device it gets back. */
  const owner = async () => {
    const { student } = await signUpAndLogin(t().app)
    const first = await attempt(student.id, { password: student.password })
    expect(first.statusCode).toBe(200)
    const setCookie = String(first.headers['set-cookie'])
    return {
      student,
      cookie: setCookie.split(';')[0] as string,
      setCookie,
      deviceToken: first.json().device_token as string,
    }
  }
  /** `n` wrong passwords for the CPF, each from an address of its own; the statuses. */
  const guess = async (cpf: string, n: number) => {
    const statuses: number[] = []
    for (let i = 0; i < n; i++)
      statuses.push((await attempt(cpf, { password: `chute-${i}-errado` })).statusCode)
    return statuses
  }
  return { attempt, owner, guess }
}

describe('login throttling by device', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestContext({
      limiter: memoryRateLimiter(),
      env: { PUBLIC_URL: 'https://gabarito.example' },
    })
  })
  afterAll(() => t.close())
  const { attempt, owner, guess } = calls(() => t)

  it('50 guesses from 50 addresses: the owner still gets in from a known device, a 51st guess is refused', async () => {
    const { student, cookie, deviceToken } = await owner()
    const statuses = await guess(student.id, 50)
    expect(statuses.slice(0, LOGIN_LIMITS.perCpf.limit)).toEqual(Array(LOGIN_LIMITS.perCpf.limit).fill(401))
    expect(new Set(statuses.slice(LOGIN_LIMITS.perCpf.limit))).toEqual(new Set([429]))

    // The browser that logged in before, from yet another address (a phone on 4G changes addresses)...
    const browser = await attempt(student.id, { password: student.password, cookie })
    expect(browser.statusCode).toBe(200)
    expect(browser.json().access_token).toEqual(expect.any(String))
    // ...and an app that keeps the token from the login's answer instead of cookies.
    const app = await attempt(student.id, { password: student.password, deviceToken })
    expect(app.statusCode).toBe(200)

    const fiftyFirst = await attempt(student.id, { password: 'chute-51-errado' })
    expect(fiftyFirst.statusCode).toBe(429)
    expect(fiftyFirst.json().message).toMatch(UNTRUSTED_LOCK)
    expect(Number(fiftyFirst.headers['retry-after'])).toBeGreaterThan(890)
    expect(Number(fiftyFirst.headers['retry-after'])).toBeLessThanOrEqual(900)
    // The owner on a new device is locked out too (OWASP accepts it), and is told what to do.
    const newDevice = await attempt(student.id, { password: student.password })
    expect(newDevice.statusCode).toBe(429)
    expect(newDevice.json().message).toMatch(UNTRUSTED_LOCK)
  })

  it("gives no trust to another student's device token, a forged one or an expired-looking one", async () => {
    const victim = await owner()
    const other = await owner()
    await guess(victim.student.id, LOGIN_LIMITS.perCpf.limit)
    const [, nonce, expiry, mac] = victim.deviceToken.split('.') as [string, string, string, string]
    const flipped = `${mac.slice(0, 10)}${mac[10] === 'A' ? 'B' : 'A'}${mac.slice(11)}`
    const forged = [
      `d1.${nonce}.${expiry}.${flipped}`,
      `d1.${nonce}.${Number(expiry) + 1}.${mac}`,
      `d1.${'A'.repeat(22)}.${expiry}.${'A'.repeat(43)}`,
      other.deviceToken,
    ]
    const right = { password: victim.student.password }
    for (const token of forged) {
      expect((await attempt(victim.student.id, { ...right, deviceToken: token })).statusCode).toBe(429)
      expect(
        (await attempt(victim.student.id, { ...right, cookie: `gabarito_device=${token}` })).statusCode,
      ).toBe(429)
    }
    expect((await attempt(victim.student.id, { ...right, cookie: other.cookie })).statusCode).toBe(429)
    // The other student's own token still works for its own CPF.
    expect(
      (await attempt(other.student.id, { password: other.student.password, cookie: other.cookie }))
        .statusCode,
    ).toBe(200)
  })

  it('gives no device token without the password', async () => {
    const { student } = await owner()
    const wrong = await attempt(student.id, { password: 'errada-123' })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.headers['set-cookie']).toBeUndefined()
    expect(wrong.json()).toEqual({ error: 'CPF ou senha inválidos.' })
    await guess(student.id, LOGIN_LIMITS.perCpf.limit)
    const locked = await attempt(student.id, { password: 'errada-123' })
    expect(locked.statusCode).toBe(429)
    expect(locked.headers['set-cookie']).toBeUndefined()
    expect(Object.keys(locked.json())).toEqual(['message'])
  })

  it('still limits one address guessing one CPF, even when the right password comes next', async () => {
    const { student } = await owner()
    const address = freshAddress()
    for (let i = 0; i < LOGIN_LIMITS.perCpf.limit; i++)
      expect((await attempt(student.id, { password: `errada-${i}`, address })).statusCode).toBe(401)
    expect((await attempt(student.id, { password: student.password, address })).statusCode).toBe(429)
  })

  it('locks a known device that guesses too, and only that device', async () => {
    const { student, cookie } = await owner()
    const address = freshAddress()
    for (let i = 0; i < LOGIN_LIMITS.perDevice.limit; i++)
      expect((await attempt(student.id, { password: `errada-${i}`, address, cookie })).statusCode).toBe(401)
    const locked = await attempt(student.id, { password: student.password, address, cookie })
    expect(locked.statusCode).toBe(429)
    expect(locked.json().message).toMatch(/^Muitas tentativas\. .* use “Esqueci minha senha”/)
    // Its failures were not the CPF's: a device that never logged in still gets in.
    expect((await attempt(student.id, { password: student.password })).statusCode).toBe(200)
  })

  it("does not clear a guesser's failures when the owner logs in from a new device", async () => {
    const { student } = await owner()
    await guess(student.id, LOGIN_LIMITS.perCpf.limit - 1)
    expect((await attempt(student.id, { password: student.password })).statusCode).toBe(200)
    expect(await guess(student.id, 2)).toEqual([401, 429])
  })

  it('sets an HttpOnly, SameSite=Strict, Secure cookie only the login receives, one token per account', async () => {
    const ana = await owner()
    expect(ana.setCookie).toMatch(
      new RegExp(
        `^gabarito_device=d1\\.[\\w-]+\\.\\d+\\.[\\w-]+; Max-Age=15552000; Path=${DEVICE_COOKIE_PATH}; `,
      ),
    )
    expect(ana.setCookie).toMatch(/; HttpOnly; SameSite=Strict; Secure$/)
    // A family computer: Bia logs in on Ana's browser; the cookie keeps both, and Ana's again replaces her own.
    const { student: bia } = await signUpAndLogin(t.app)
    const both = await attempt(bia.id, { password: bia.password, cookie: ana.cookie })
    const shared = String(both.headers['set-cookie']).split(';')[0] as string
    expect(shared.split('~')).toHaveLength(2)
    expect(shared).toContain(ana.cookie.slice('gabarito_device='.length))
    const again = await attempt(ana.student.id, { password: ana.student.password, cookie: shared })
    expect(String(again.headers['set-cookie']).split(';')[0]?.split('~')).toHaveLength(2)
    await guess(ana.student.id, LOGIN_LIMITS.perCpf.limit)
    await guess(bia.id, LOGIN_LIMITS.perCpf.limit)
    expect(
      (await attempt(ana.student.id, { password: ana.student.password, cookie: shared })).statusCode,
    ).toBe(200)
    expect((await attempt(bia.id, { password: bia.password, cookie: shared })).statusCode).toBe(200)
  })

  it('trusts the browser that set a new password through the mailed link', async () => {
    const { student } = await signUpAndLogin(t.app)
    await guess(student.id, LOGIN_LIMITS.perCpf.limit)
    // The reset request has limits of its own, and its mails reach the owner whoever asks.
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cadastro/reset/senha',
      payload: { cpf: student.id },
      remoteAddress: freshAddress(),
    })
    expect(asked.statusCode).toBe(200)
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, student.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1)
    const token = /#\/recuperar_senha\/([\w-]+)/.exec(mail?.body ?? '')?.[1]
    const password = 'nova-senha-forte-9'
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cadastro/reset/senha/confirmar',
      payload: { token, password, passwordConfirm: password },
    })
    expect(confirmed.statusCode).toBe(200)
    const cookie = String(confirmed.headers['set-cookie']).split(';')[0] as string
    expect(cookie).toMatch(/^gabarito_device=d1\./)
    expect((await attempt(student.id, { password })).statusCode).toBe(429)
    expect((await attempt(student.id, { password, cookie })).statusCode).toBe(200)
  })
})

describe('login throttling by device, counters in Redis', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestContext({ env: { REDIS_URL: TEST_REDIS_URL } })
  })
  afterAll(() => t.close())
  const { attempt, owner, guess } = calls(() => t)

  it('lets the known device in after 50 guesses from 50 addresses and refuses the 51st', async () => {
    const { student, cookie } = await owner()
    const statuses = await guess(student.id, 50)
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMITS.perCpf.limit)
    expect((await attempt(student.id, { password: student.password, cookie })).statusCode).toBe(200)
    expect((await attempt(student.id, { password: 'chute-51-errado' })).statusCode).toBe(429)
  })
})
