import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestContext, newStudent, TEST_REDIS_URL } from '../test/context.ts'
import { AppError } from './errors.ts'
import { memoryRateLimiter, type RateLimiter, redisRateLimiter } from './rate-limit.ts'

async function refusal(limiter: RateLimiter, key: string, rule = { limit: 3, windowSeconds: 60 }) {
  try {
    await limiter.consume(key, rule)
    return null
  } catch (error) {
    return error as AppError
  }
}

describe.each([
  ['memory', () => memoryRateLimiter()],
  ['redis', () => redisRateLimiter(TEST_REDIS_URL)],
])('%s rate limiter', (_name, make) => {
  const limiter = make()
  afterAll(() => limiter.close())

  it('allows the limit, then refuses with a pt-BR 429 and Retry-After, and forgets on reset', async () => {
    const key = `test:${randomUUID()}`
    for (let i = 0; i < 3; i++) expect(await refusal(limiter, key)).toBeNull()
    const refused = await refusal(limiter, key)
    expect(refused).toBeInstanceOf(AppError)
    expect(refused?.statusCode).toBe(429)
    expect(refused?.message).toBe('Muitas tentativas. Tente novamente em 1 minuto.')
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0)
    await limiter.reset(key)
    expect(await refusal(limiter, key)).toBeNull()
  })

  it('gives one attempt back on refund, never below zero, keeping the window', async () => {
    const key = `test:${randomUUID()}`
    await limiter.refund(key)
    for (let i = 0; i < 3; i++) expect(await refusal(limiter, key)).toBeNull()
    await limiter.refund(key)
    expect(await refusal(limiter, key)).toBeNull()
    const refused = await refusal(limiter, key)
    expect(refused?.statusCode).toBe(429)
    expect(Number(refused?.headers['retry-after'])).toBeLessThanOrEqual(60)
  })

  it('keeps keys apart', async () => {
    const a = `test:${randomUUID()}`
    const b = `test:${randomUUID()}`
    for (let i = 0; i < 3; i++) await refusal(limiter, a)
    expect(await refusal(limiter, a)).not.toBeNull()
    expect(await refusal(limiter, b)).toBeNull()
  })
})

describe('login limits shared through Redis', () => {
  it('counts attempts of two app instances together', async () => {
    const env = { REDIS_URL: TEST_REDIS_URL }
    const [one, two] = [await createTestContext({ env }), await createTestContext({ env })]
    try {
      const cpf = newStudent().id
      // A fresh address per run: Redis outlives the test, and its per-address counter must not add up across runs.
      const remoteAddress = `203.0.113.${Math.floor(Math.random() * 254) + 1}`
      const attempt = (app: typeof one.app) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/seguranca/auth/login',
          payload: { id: cpf, password: 'x' },
          remoteAddress,
        })
      for (let i = 0; i < 5; i++) expect((await attempt(one.app)).statusCode).toBe(401)
      for (let i = 0; i < 5; i++) expect((await attempt(two.app)).statusCode).toBe(401)
      expect((await attempt(one.app)).statusCode).toBe(429)
      expect((await attempt(two.app)).statusCode).toBe(429)
    } finally {
      await one.close()
      await two.close()
    }
  })
})
