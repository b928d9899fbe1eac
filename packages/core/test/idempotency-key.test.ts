import { describe, expect, it } from 'vitest'
import { idempotencyKeyDigest } from '../src/idempotency-key.ts'

describe('idempotencyKeyDigest', () => {
  it('XORs the two 64-bit halves of the UUID into a signed 64-bit integer', () => {
    expect(idempotencyKeyDigest('00000000-0000-0000-0000-000000000000')).toBe(0n)
    expect(idempotencyKeyDigest('00000000-0000-0001-0000-000000000003')).toBe(2n)
    expect(idempotencyKeyDigest('ffffffff-ffff-ffff-0000-000000000000')).toBe(-1n)
    expect(idempotencyKeyDigest('7FFFFFFF-FFFF-FFFF-0000-000000000000')).toBe(2n ** 63n - 1n)
  })

  it('refuses what is not a UUID', () => {
    expect(() => idempotencyKeyDigest('chave-invalida')).toThrow(RangeError)
  })
})
