import { useSyncExternalStore } from 'react'
import { getStoredUser, readStorage, type StoredUser, TOKEN_KEY } from './stored-user'

const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

export function getToken(): string | null {
  const token = readStorage(TOKEN_KEY)
  return token && getStoredUser() ? token : null
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
  // The cache's code (IndexedDB, Web Crypto) loads only here and with the screens that cache (decision 0041).
  void import('./device-cache').then((cache) => cache.dropDeviceCache())
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
