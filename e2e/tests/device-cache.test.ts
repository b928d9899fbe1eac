import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { listCourses, loggedIn } from '../src/courses.ts'
import { expectRoute, visible, visit } from '../src/gabarito.ts'
import { setupE2E } from '../src/harness.ts'

const e2e = setupE2E()

interface CacheDump {
  keys: string[]
  /** Each entry's ciphertext as text (latin1), to look for plaintext. */
  texts: string[]
  allBuffers: boolean
  keyInfo: { extractable: boolean; algorithm: string } | null
}

/** Everything the encrypted device cache holds, read straight from IndexedDB. */
function dumpCache(page: Page): Promise<CacheDump> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('gabarito-cache')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    const all = <T>(store: string) =>
      new Promise<{ keys: IDBValidKey[]; values: T[] }>((resolve, reject) => {
        if (!db.objectStoreNames.contains(store)) return resolve({ keys: [], values: [] })
        const tx = db.transaction(store)
        const keys = tx.objectStore(store).getAllKeys()
        const values = tx.objectStore(store).getAll()
        tx.oncomplete = () => resolve({ keys: keys.result, values: values.result as T[] })
        tx.onerror = () => reject(tx.error)
      })
    const entries = await all<{ data: ArrayBuffer; iv: Uint8Array }>('entries')
    const keys = await all<CryptoKey>('keys')
    db.close()
    const key = keys.values[0]
    return {
      keys: entries.keys.map(String),
      texts: entries.values.map((entry) =>
        entry.data instanceof ArrayBuffer
          ? new TextDecoder('latin1').decode(entry.data)
          : JSON.stringify(entry),
      ),
      allBuffers: entries.values.every((entry) => entry.data instanceof ArrayBuffer),
      keyInfo: key ? { extractable: key.extractable, algorithm: key.algorithm.name } : null,
    }
  })
}

/** When the entry was written (0 when there is none). */
function entrySavedAt(page: Page, key: string): Promise<number> {
  return page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('gabarito-cache')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    const entry = await new Promise<{ savedAt: number } | undefined>((resolve, reject) => {
      const request = db.transaction('entries').objectStore('entries').get(name)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    db.close()
    return entry?.savedAt ?? 0
  }, key)
}

describe('device cache', () => {
  it('keeps the course lists encrypted, serves them from the device and drops them at logout', async () => {
    const courses = await listCourses(e2e, '/api/v1/geral/modulo')
    const names = courses.map((c) => c.nome)
    const { page, apiCalls } = await loggedIn(e2e)
    await visit(page, '/v2/geral/modulos')
    await visible(page.getByRole('heading', { name: courses[0]?.nome }))

    let dump = await dumpCache(page)
    const userId = await page.evaluate(
      () => JSON.parse(atob((window.localStorage.getItem('access_token') ?? '').split('.')[1] ?? '')).user.id,
    )
    expect(dump.keys).toContain(`u${userId}|geral/modulo`)
    expect(dump.allBuffers).toBe(true)
    expect(dump.keyInfo).toEqual({ extractable: false, algorithm: 'AES-GCM' })
    for (const name of names) {
      // Neither the whole name nor a plain word of it is readable on the device.
      const word = name.split(' ')[0] as string
      for (const text of dump.texts) {
        expect(text).not.toContain(name)
        expect(text).not.toContain(word)
      }
      const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }))
      expect(stored).not.toContain(name)
    }

    // A new visit within the day reads the list from the device; Atualizar asks the server again.
    const callsTo = (path: string) => apiCalls.filter((call) => call === `GET ${path}`).length
    const before = callsTo('/api/v1/geral/modulo')
    await page.reload()
    await visible(page.getByRole('heading', { name: courses[0]?.nome }))
    expect(callsTo('/api/v1/geral/modulo')).toBe(before)
    const listKey = `u${userId}|geral/modulo`
    const savedAt = await entrySavedAt(page, listKey)
    expect(savedAt).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Atualizar' }).click()
    await expect.poll(() => callsTo('/api/v1/geral/modulo')).toBe(before + 1)
    // The fresh answer replaces the kept copy.
    await expect.poll(() => entrySavedAt(page, listKey)).toBeGreaterThan(savedAt)

    // An expired entry is ignored: age it by hand and the next visit asks the server.
    await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve) => {
        const request = indexedDB.open('gabarito-cache')
        request.onsuccess = () => resolve(request.result)
      })
      await new Promise<void>((resolve) => {
        const tx = db.transaction('entries', 'readwrite')
        const store = tx.objectStore('entries')
        const cursor = store.openCursor()
        cursor.onsuccess = () => {
          const at = cursor.result
          if (!at) return
          at.update({ ...at.value, expiresAt: Date.now() - 1 })
          at.continue()
        }
        tx.oncomplete = () => resolve()
      })
      db.close()
    })
    await page.reload()
    await visible(page.getByRole('heading', { name: courses[0]?.nome }))
    await expect.poll(() => callsTo('/api/v1/geral/modulo')).toBe(before + 2)

    // Logout drops the key and every entry of the user.
    await page.getByRole('button', { name: 'Sair' }).click()
    await expectRoute(page, '/')
    await visible(page.getByRole('link', { name: 'Entrar' }))
    await expect
      .poll(async () => (await dumpCache(page)).keys.filter((key) => key.startsWith(`u${userId}|`)))
      .toEqual([])
    dump = await dumpCache(page)
    for (const text of dump.texts) expect(text).not.toContain(courses[0]?.nome)
  })
})
