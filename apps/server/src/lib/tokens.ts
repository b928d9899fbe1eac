import { createHmac, timingSafeEqual } from 'node:crypto'
import { messages, ROLE_NAMES, type Role } from '@gabarito/core'
import { z } from 'zod'
import { unauthorized } from './errors.ts'

/** What a session token holds (DESIGN.md section 4). */
export interface TokenClaims {
  user: { id: number; nome: string; email: string; apelido: string }
  perfis: Role[]
  endereco: string | null
  /** The user's token version when it was issued; a password change raises it. */
  tv: number
}

const claimsSchema = z.object({
  sub: z.string(),
  exp: z.number().int(),
  iat: z.number().int().optional(),
  user: z.object({ id: z.number().int(), nome: z.string(), email: z.string(), apelido: z.string() }),
  perfis: z.array(z.enum(ROLE_NAMES)),
  endereco: z.string().nullable(),
  tv: z.number().int(),
})

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>
  /** Checks the algorithm (HS256 only), signature, expiry and shape; any failure is a 401. */
  verify(token: string): Promise<TokenClaims>
}

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 }
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')

function seconds(ttl: string): number {
  const match = /^(\d+)([smhd])$/.exec(ttl)
  if (!match) throw new Error(`bad token lifetime: ${ttl}`)
  return Number(match[1]) * (UNITS[match[2] as string] as number)
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function decodeJson(segment: string): unknown {
  return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'))
}

/**
 * HS256 JWTs with node:crypto: the algorithm is pinned (a header naming any other, `none` included, is refused)
 * and the signature compared in constant time. node:crypto's HMAC is synchronous and several times cheaper
 * than WebCrypto's, and every authenticated request verifies one.
 */
export function tokenService(secret: string, ttl: string, now: () => number = Date.now): TokenService {
  const lifetime = seconds(ttl)
  const mac = (input: string) => createHmac('sha256', secret).update(input).digest()
  return {
    async sign(claims) {
      const iat = Math.floor(now() / 1000)
      const payload = Buffer.from(
        JSON.stringify({ ...claims, sub: String(claims.user.id), iat, exp: iat + lifetime }),
      ).toString('base64url')
      return `${HEADER}.${payload}.${mac(`${HEADER}.${payload}`).toString('base64url')}`
    },
    async verify(token) {
      const parts = token.split('.')
      if (parts.length !== 3) throw unauthorized(messages.sessionInvalid)
      const [header, payload, signature] = parts as [string, string, string]
      let claims: z.output<typeof claimsSchema>
      try {
        const head = decodeJson(header)
        // Own properties only: whatever Object.prototype holds must not decide about a token.
        if (
          !isObject(head) ||
          !Object.hasOwn(head, 'alg') ||
          head.alg !== 'HS256' ||
          Object.hasOwn(head, 'crit')
        )
          throw new Error('algorithm')
        const expected = mac(`${header}.${payload}`)
        const given = Buffer.from(signature, 'base64url')
        if (given.length !== expected.length || !timingSafeEqual(given, expected))
          throw new Error('signature')
        claims = claimsSchema.parse(decodeJson(payload))
        if (claims.sub !== String(claims.user.id)) throw new Error('subject')
      } catch {
        throw unauthorized(messages.sessionInvalid)
      }
      if (claims.exp * 1000 <= now()) throw unauthorized(messages.sessionExpired)
      return { user: claims.user, perfis: claims.perfis, endereco: claims.endereco, tv: claims.tv }
    },
  }
}
