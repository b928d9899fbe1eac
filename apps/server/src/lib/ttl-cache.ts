export interface TtlCache<K, V> {
  get(key: K, load: () => Promise<V>): Promise<V>
  delete(key: K): void
  /** Drops every entry (a change that touches entries under many keys). */
  clear(): void
}

/**
 * Keeps loaded values for a short time. Used for rows that change rarely and are read on every hot request
 * (courses, the caller's token version): a change shows within `ttlMs`, at once in the process that made it.
 */
export function ttlCache<K, V>(ttlMs: number, maxEntries = 10_000): TtlCache<K, V> {
  const entries = new Map<K, { at: number; value: Promise<V> }>()
  return {
    get(key, load) {
      const now = Date.now()
      const hit = entries.get(key)
      if (hit && now - hit.at < ttlMs) return hit.value
      if (entries.size >= maxEntries) entries.clear()
      const value = load()
      entries.set(key, { at: now, value })
      value.catch(() => entries.delete(key))
      return value
    },
    delete(key) {
      entries.delete(key)
    },
    clear() {
      entries.clear()
    },
  }
}

/** One cache per app (per Deps object), so tests building several apps never share entries. */
export function perApp<D extends object, K, V>(ttlMs: number) {
  const caches = new WeakMap<D, TtlCache<K, V>>()
  return (deps: D): TtlCache<K, V> => {
    let cache = caches.get(deps)
    if (!cache) {
      cache = ttlCache<K, V>(ttlMs)
      caches.set(deps, cache)
    }
    return cache
  }
}
