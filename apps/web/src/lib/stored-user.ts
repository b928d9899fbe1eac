/**
 * The user of the stored token, read side only: both the session (which writes and clears the token) and the
 * device cache (which keeps entries per user) read it, so neither has to import the other.
 */

/** localStorage key of the access token (the "stored user" is decoded from it). */
export const TOKEN_KEY = 'access_token'

export interface StoredUser {
  id: number
  nome: string
  email: string
  apelido: string
  perfis: string[]
  endereco: unknown
  /** Expiry, seconds since the epoch, when the token carries one. */
  exp?: number
}

interface TokenPayload {
  user?: { id?: number; nome?: string; email?: string; apelido?: string }
  perfis?: unknown
  endereco?: unknown
  exp?: number
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
  const binary = atob(padded)
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}

/** Reads the user out of a JWT payload; null when the token is malformed or expired. */
export function decodeToken(token: string, now = Date.now()): StoredUser | null {
  const payloadSegment = token.split('.')[1]
  if (!payloadSegment) return null
  try {
    const payload = JSON.parse(base64UrlDecode(payloadSegment)) as TokenPayload
    const user = payload.user
    if (!user || typeof user.id !== 'number') return null
    if (typeof payload.exp === 'number' && payload.exp * 1000 <= now) return null
    return {
      id: user.id,
      nome: user.nome ?? '',
      email: user.email ?? '',
      apelido: user.apelido ?? '',
      perfis: Array.isArray(payload.perfis) ? payload.perfis.filter((p) => typeof p === 'string') : [],
      endereco: payload.endereco ?? null,
      exp: payload.exp,
    }
  } catch {
    return null
  }
}

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

let cachedToken: string | null | undefined
let cachedUser: StoredUser | null = null

/** The user of the stored token, or null (no token, malformed or expired). */
export function getStoredUser(): StoredUser | null {
  const token = readStorage(TOKEN_KEY)
  if (token !== cachedToken) {
    cachedToken = token
    cachedUser = token ? decodeToken(token) : null
  }
  return cachedUser
}
