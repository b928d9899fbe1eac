import { useSyncExternalStore } from 'react'
import { dropDeviceCache } from './device-cache'

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

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

const listeners = new Set<() => void>()
let cachedToken: string | null | undefined
let cachedUser: StoredUser | null = null

function emit() {
  for (const listener of listeners) listener()
}

export function getToken(): string | null {
  const token = readStorage(TOKEN_KEY)
  return token && getStoredUser() ? token : null
}

/** The user of the stored token, or null (no token, malformed or expired). */
export function getStoredUser(): StoredUser | null {
  const token = readStorage(TOKEN_KEY)
  if (token !== cachedToken) {
    cachedToken = token
    cachedUser = token ? decodeToken(token) : null
  }
  return cachedUser
}

export function storeToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token)
  emit()
}

/** Logging out forgets everything the app kept on this device (the encrypted cache in IndexedDB too). */
export function clearSession(): void {
  try {
    window.localStorage.clear()
  } catch {
    // Storage may be unavailable (private mode); nothing to clear then.
  }
  void dropDeviceCache()
  emit()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab logging in or out changes the session here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribe, getStoredUser, () => null)
}

export function hasProfile(user: StoredUser | null, required: readonly string[] | undefined): boolean {
  if (!user) return false
  if (!required || required.length === 0) return true
  return required.some((profile) => user.perfis.includes(profile))
}
