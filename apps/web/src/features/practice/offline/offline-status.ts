import { useSyncExternalStore } from 'react'

/**
 * What the screens show of offline practice (issue 33): whether the browser says it is online, how many answers
 * wait to be sent and how many sent ones the "Respostas enviadas" list holds for the current user. Light on
 * purpose: the IndexedDB and sync code (offline-work.ts) loads lazily and writes here.
 */
export interface OfflineStatus {
  online: boolean
  pending: number
  sent: number
  /** Bumped on every change of the stored answers: the list reads them again. */
  version: number
}

/**
 * The counts as last read, kept in localStorage per user: the screen knows at once whether there is anything to
 * show or send, without loading the IndexedDB code.
 */
const hintKey = (userId: number) => `respostas-guardadas:${userId}`

export function countsHint(userId: number): { pending: number; sent: number } {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(hintKey(userId)) ?? 'null') as unknown
    if (parsed && typeof parsed === 'object' && 'pending' in parsed && 'sent' in parsed) {
      return { pending: Number(parsed.pending) || 0, sent: Number(parsed.sent) || 0 }
    }
  } catch {
    // Unreadable or no storage: nothing known.
  }
  return { pending: 0, sent: 0 }
}

export function saveCountsHint(userId: number, counts: { pending: number; sent: number }): void {
  try {
    window.localStorage.setItem(hintKey(userId), JSON.stringify(counts))
  } catch {
    // Storage full or unavailable: the counts are read from IndexedDB when needed.
  }
}

let status: OfflineStatus = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  pending: 0,
  sent: 0,
  version: 0,
}
const listeners = new Set<() => void>()

export function offlineStatus(): OfflineStatus {
  return status
}

export function setOfflineStatus(change: Partial<OfflineStatus>): void {
  status = { ...status, ...change, version: status.version + 1 }
  for (const listener of listeners) listener()
}

let watching = false

function subscribe(listener: () => void): () => void {
  if (!watching && typeof window !== 'undefined') {
    watching = true
    window.addEventListener('online', () => setOfflineStatus({ online: true }))
    window.addEventListener('offline', () => setOfflineStatus({ online: false }))
  }
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useOfflineStatus(): OfflineStatus {
  return useSyncExternalStore(subscribe, offlineStatus, offlineStatus)
}
