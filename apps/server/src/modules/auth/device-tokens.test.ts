import { describe, expect, it } from 'vitest'
import { DEVICE_TOKEN_TTL_SECONDS, issueDeviceToken, trustedDevice } from './device-tokens.ts'

const SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789'
const CPF = '52998224725'
const now = new Date('2031-05-10T12:00:00Z')
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000)

describe('device tokens', () => {
  it('name no CPF and are trusted for the CPF they were issued for, until they expire', () => {
    const token = issueDeviceToken(SECRET, CPF, now)
    expect(token).not.toContain(CPF)
    const nonce = token.split('.')[1]
    expect(trustedDevice(SECRET, CPF, [token], now)).toBe(nonce)
    expect(trustedDevice(SECRET, CPF, ['lixo', token], later(DEVICE_TOKEN_TTL_SECONDS - 1))).toBe(nonce)
    expect(trustedDevice(SECRET, CPF, [token], later(DEVICE_TOKEN_TTL_SECONDS))).toBeNull()
  })

  it('are not trusted for another CPF, under another secret, or with a changed part', () => {
    const token = issueDeviceToken(SECRET, CPF, now)
    expect(trustedDevice(SECRET, '11144477735', [token], now)).toBeNull()
    expect(trustedDevice(`${SECRET}-other`, CPF, [token], now)).toBeNull()
    const [version, nonce, expiry, mac] = token.split('.') as [string, string, string, string]
    const otherNonce = `${nonce[0] === 'A' ? 'B' : 'A'}${nonce.slice(1)}`
    for (const changed of [
      `d2.${nonce}.${expiry}.${mac}`,
      `${version}.${otherNonce}.${expiry}.${mac}`,
      `${version}.${nonce}.${Number(expiry) + 1}.${mac}`,
      `${version}.${nonce}.${expiry}.${mac.slice(0, -2)}`,
      `${token}.extra`,
      '',
    ])
      expect(trustedDevice(SECRET, CPF, [changed], now)).toBeNull()
  })

  it('are fresh at each issue', () => {
    expect(issueDeviceToken(SECRET, CPF, now)).not.toBe(issueDeviceToken(SECRET, CPF, now))
  })
})
