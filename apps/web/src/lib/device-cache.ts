/**
 * Encrypted cache of API answers on this device (SPEC sections 3 and 9).
 *
 * - Entries live in IndexedDB (`gabarito-cache`, store `entries`), encrypted with AES-GCM (256 bits). The key is
 *   generated in the browser as a non-extractable CryptoKey and kept in the same database (store `keys`): its bytes
 *   can never be read, exported or sent anywhere, only used by this origin to encrypt and decrypt.
 * - Each entry has an age limit (`CACHE_TTL`); an expired entry is ignored and removed.
 * - Entries belong to the user who asked (or to the visitor, logged out): another user on the same device never
 *   reads them.
 * - Logging out (`clearSession`) calls `dropDeviceCache`: the key and every entry are deleted.
 * - Without IndexedDB or Web Crypto (an insecure origin, some private modes) nothing is kept: calls go to the server.
 *
 * Use: `queryFn: () => cached('modulos', CACHE_TTL.courses, getCourses)`; a refresh button calls
 * `forgetCached('modulos')` and then refetches (or passes `{ fresh: true }`).
 */
import { getStoredUser } from './stored-user'

const DAY_MS = 24 * 60 * 60 * 1000

/** How long each kind of answer may be kept (SPEC section 9). */
export const CACHE_TTL = {
  /** Course lists (`/geral/modulo`, `/disponiveis/para/usuarios`). */
  courses: DAY_MS,
  /** One course (`/geral/modulo/{id}`). */
  course: DAY_MS,
  /** Subjects of a course (`/geral/modulo/{id}/disciplinas`). */
  subjects: DAY_MS,
  /** Competitions (concursos) of a course. */
  competitions: DAY_MS,
  /** Key concepts (conceitos) of a subject. */
  concepts: DAY_MS,
  /** Study texts (`/geral/resumo/modulo/{id}/{resumoId}`). */
  studyTexts: 2 * DAY_MS,
} as const

const DB_NAME = 'gabarito-cache'
const DB_VERSION = 1
const KEYS = 'keys'
const ENTRIES = 'entries'
const KEY_ID = 'aes-gcm'

interface StoredEntry {
  iv: Uint8Array<ArrayBuffer>
  /** AES-GCM ciphertext of the JSON of the value. */
  data: ArrayBuffer
  savedAt: number
  expiresAt: number
}

export interface CachedOptions {
  /** Skip the copy on the device (a refresh button): ask the server and keep its answer. */
  fresh?: boolean
}

let dbPromise: Promise<IDBDatabase> | null = null
let keyPromise: Promise<CryptoKey> | null = null
/** Bumped on every drop, so answers that were on their way when the user left are not written back. */
let generation = 0

function available(): boolean {
  return (
    typeof indexedDB !== 'undefined' &&
    typeof crypto !== 'undefined' &&
    typeof crypto.subtle !== 'undefined' &&
    typeof window !== 'undefined' &&
    window.isSecureContext !== false
  )
}

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error)
    transaction.onabort = () => reject(transaction.error ?? new Error('transaction aborted'))
  })
}

function openDb(): Promise<IDBDatabase> {
  if (!dbPromise) {
    dbPromise = new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(DB_NAME, DB_VERSION)
      request.onupgradeneeded = () => {
        const db = request.result
        if (!db.objectStoreNames.contains(KEYS)) db.createObjectStore(KEYS)
        if (!db.objectStoreNames.contains(ENTRIES)) db.createObjectStore(ENTRIES)
      }
      request.onsuccess = () => {
        const db = request.result
        // Another tab upgrading or deleting the database: let go, reopen on the next call.
        db.onversionchange = () => {
          db.close()
          dbPromise = null
          keyPromise = null
        }
        resolve(db)
      }
      request.onerror = () => reject(request.error)
      request.onblocked = () => reject(new Error('IndexedDB bloqueado'))
    }).catch((error: unknown) => {
      dbPromise = null
      throw error
    })
  }
  return dbPromise
}

async function loadOrCreateKey(): Promise<CryptoKey> {
  const db = await openDb()
  const existing = await promised(db.transaction(KEYS).objectStore(KEYS).get(KEY_ID))
  if (existing instanceof CryptoKey) return existing
  const fresh = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ])
  // Another tab may have stored one meanwhile: read and write in one transaction, keep whichever is there.
  const transaction = db.transaction(KEYS, 'readwrite')
  const store = transaction.objectStore(KEYS)
  const current = await promised(store.get(KEY_ID))
  let key = fresh
  if (current instanceof CryptoKey) key = current
  else store.put(fresh, KEY_ID)
  await done(transaction)
  return key
}

function getKey(): Promise<CryptoKey> {
  if (!keyPromise) {
    keyPromise = loadOrCreateKey().catch((error: unknown) => {
      keyPromise = null
      throw error
    })
  }
  return keyPromise
}

/** Entries of one user never mix with another's: the stored name starts with the user. */
function scoped(key: string): string {
  const user = getStoredUser()
  return `${user ? `u${user.id}` : 'visitante'}|${key}`
}

const encoder = new TextEncoder()
const decoder = new TextDecoder()

async function read<T>(name: string): Promise<T | undefined> {
  const db = await openDb()
  const entry = (await promised(db.transaction(ENTRIES).objectStore(ENTRIES).get(name))) as
    | StoredEntry
    | undefined
  if (!entry) return undefined
  if (!(entry.expiresAt > Date.now()) || !(entry.iv instanceof Uint8Array)) {
    await remove(name)
    return undefined
  }
  try {
    const key = await getKey()
    const plain = await crypto.subtle.decrypt(
      // The entry's name is authenticated too: a ciphertext moved to another name does not decrypt.
      { name: 'AES-GCM', iv: entry.iv, additionalData: encoder.encode(name) },
      key,
      entry.data,
    )
    return JSON.parse(decoder.decode(plain)) as T
  } catch {
    // Written with a key that no longer exists, or damaged: useless.
    await remove(name)
    return undefined
  }
}

async function write(name: string, value: unknown, ttlMs: number): Promise<void> {
  const key = await getKey()
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(name) },
    key,
    encoder.encode(JSON.stringify(value)),
  )
  const now = Date.now()
  const entry: StoredEntry = { iv, data, savedAt: now, expiresAt: now + ttlMs }
  const db = await openDb()
  const transaction = db.transaction(ENTRIES, 'readwrite')
  transaction.objectStore(ENTRIES).put(entry, name)
  await done(transaction)
}

async function remove(name: string): Promise<void> {
  const db = await openDb()
  const transaction = db.transaction(ENTRIES, 'readwrite')
  transaction.objectStore(ENTRIES).delete(name)
  await done(transaction)
}

let swept = false

/** Once per page load, removes every expired entry (of any user), so old copies do not pile up. */
async function sweepExpired(): Promise<void> {
  if (swept) return
  swept = true
  const db = await openDb()
  const transaction = db.transaction(ENTRIES, 'readwrite')
  const cursor = transaction.objectStore(ENTRIES).openCursor()
  const now = Date.now()
  cursor.onsuccess = () => {
    const at = cursor.result
    if (!at) return
    const entry = at.value as Partial<StoredEntry> | undefined
    if (!(typeof entry?.expiresAt === 'number' && entry.expiresAt > now)) at.delete()
    at.continue()
  }
  await done(transaction)
}

/**
 * The value kept on the device under `key` when younger than `ttlMs`; otherwise the fetcher's answer, which is
 * then kept. Failed fetches are not kept. Any storage or crypto problem falls back to the fetcher.
 */
export async function cached<T>(
  key: string,
  ttlMs: number,
  fetcher: () => Promise<T>,
  options: CachedOptions = {},
): Promise<T> {
  if (!available()) return fetcher()
  const name = scoped(key)
  const startedIn = generation
  void sweepExpired().catch(() => {})
  if (!options.fresh) {
    try {
      const hit = await read<T>(name)
      if (hit !== undefined) return hit
    } catch {
      // Storage unavailable: ask the server.
    }
  }
  const value = await fetcher()
  if (startedIn === generation && name === scoped(key)) {
    try {
      await write(name, value, ttlMs)
    } catch {
      // Quota or storage problem: the answer is still good for this page.
    }
  }
  return value
}

/** Forgets the copy kept under `key` for the current user (a refresh button, before refetching). */
export async function forgetCached(key: string): Promise<void> {
  if (!available()) return
  try {
    await remove(scoped(key))
  } catch {
    // nothing kept
  }
}

/**
 * Drops everything kept on the device: the key and every entry. Called at logout by `clearSession`; entries
 * written before can no longer be decrypted even if a copy survived somewhere.
 */
export async function dropDeviceCache(): Promise<void> {
  generation += 1
  keyPromise = null
  if (!available()) return
  try {
    const db = await openDb()
    const transaction = db.transaction([KEYS, ENTRIES], 'readwrite')
    transaction.objectStore(KEYS).clear()
    transaction.objectStore(ENTRIES).clear()
    await done(transaction)
  } catch {
    // Nothing could be kept either.
  }
}
