import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../../config.ts'

/**
 * Device tokens (decision 0037): proof that a browser or app has logged in to a CPF before. They only decide
 * which login counter an attempt is charged to; they never sign anyone in. A token is
 * `d1.<nonce>.<expiry>.<HMAC(cpf, nonce, expiry)>`: it names no CPF, and only the CPF it was issued for matches.
 */

/** How long a device stays trusted after its last successful login. */
export const DEVICE_TOKEN_TTL_SECONDS = 180 * 24 * 3600
export const DEVICE_COOKIE = 'gabarito_device'
/** The one path the browser sends the cookie to. */
export const DEVICE_COOKIE_PATH = '/api/v1/seguranca/auth/login'
/** Tokens one browser keeps: one per account that logged in on it (a family computer). */
export const MAX_DEVICE_TOKENS = 5

const VERSION = 'd1'
const TOKEN = /^d1\.([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/

// A key of its own, derived from JWT_SECRET: a device token is never a session token, nor the other way round.
const keyOf = (secret: string) => createHmac('sha256', secret).update('gabarito device token v1').digest()
const macOf = (key: Buffer, cpf: string, nonce: string, expiry: string) =>
  createHmac('sha256', key).update(`${VERSION}.${nonce}.${expiry}.${cpf}`).digest()

const seconds = (now: Date) => Math.floor(now.getTime() / 1000)

export function issueDeviceToken(secret: string, cpf: string, now: Date): string {
  const nonce = randomBytes(16).toString('base64url')
  const expiry = String(seconds(now) + DEVICE_TOKEN_TTL_SECONDS)
  return `${VERSION}.${nonce}.${expiry}.${macOf(keyOf(secret), cpf, nonce, expiry).toString('base64url')}`
}

function unexpired(token: string, now: Date): RegExpExecArray | null {
  const parts = TOKEN.exec(token)
  return parts && Number(parts[2]) > seconds(now) ? parts : null
}

/** The nonce of the first candidate that is genuine, unexpired and issued for this CPF; null when none is. */
export function trustedDevice(
  secret: string,
  cpf: string,
  candidates: readonly string[],
  now: Date,
): string | null {
  const key = keyOf(secret)
  for (const candidate of candidates.slice(0, MAX_DEVICE_TOKENS + 1)) {
    const parts = unexpired(candidate, now)
    if (!parts) continue
    const [, nonce, expiry, mac] = parts as unknown as [string, string, string, string]
    if (timingSafeEqual(Buffer.from(mac, 'base64url'), macOf(key, cpf, nonce, expiry))) return nonce
  }
  return null
}

/** The device tokens a request brings: the body's `device_token` (apps), then the cookie's (browsers). */
export function presentedDeviceTokens(request: FastifyRequest, bodyToken: string | undefined): string[] {
  const tokens = bodyToken ? [bodyToken] : []
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=')
    if (at > 0 && pair.slice(0, at).trim() === DEVICE_COOKIE)
      tokens.push(
        ...pair
          .slice(at + 1)
          .trim()
          .split('~'),
      )
  }
  return tokens.filter(Boolean).slice(0, MAX_DEVICE_TOKENS + 1)
}

/**
 * Sets the cookie to `fresh` followed by the other accounts' tokens this browser holds (its older tokens for the
 * same CPF, expired and malformed ones dropped). HttpOnly, SameSite=Strict, only sent to the login, Secure when
 * the site is served over https.
 */
export function setDeviceCookie(
  reply: FastifyReply,
  config: Config,
  cpf: string,
  fresh: string,
  now: Date,
): void {
  const request = reply.request
  const held = presentedDeviceTokens(request, undefined).filter(
    (token) => unexpired(token, now) && !trustedDevice(config.JWT_SECRET, cpf, [token], now),
  )
  const value = [fresh, ...held].slice(0, MAX_DEVICE_TOKENS).join('~')
  const secure = request.protocol === 'https' || config.PUBLIC_URL.startsWith('https:')
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${value}; Max-Age=${DEVICE_TOKEN_TTL_SECONDS}; Path=${DEVICE_COOKIE_PATH}; HttpOnly; ` +
      `SameSite=Strict${secure ? '; Secure' : ''}`,
  )
}
