import { Redis } from 'ioredis'
import { tooManyRequests } from './errors.ts'

export interface RateRule {
  /** Attempts allowed in each window. */
  limit: number
  windowSeconds: number
}

export interface RateLimiter {
  /** Counts one attempt under `key`; throws a pt-BR 429 once the rule's limit is passed. */
  consume(key: string, rule: RateRule): Promise<void>
  /** Forgets the attempts under `key` (a successful login clears its failures). */
  reset(key: string): Promise<void>
  /** Takes one attempt back off `key` (a success that must not clear the others' attempts). */
  refund(key: string): Promise<void>
  close(): Promise<void>
}

/** One process's counters: fine for a single instance and for tests. */
export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>()
  return {
    async consume(key, rule) {
      const t = now()
      if (windows.size > 50_000) for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k)
      let w = windows.get(key)
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + rule.windowSeconds * 1000 }
        windows.set(key, w)
      }
      w.count++
      if (w.count > rule.limit) throw tooManyRequests(Math.max(1, Math.ceil((w.resetAt - t) / 1000)))
    },
    async reset(key) {
      windows.delete(key)
    },
    async refund(key) {
      const w = windows.get(key)
      if (w && w.count > 0) w.count--
    },
    async close() {
      windows.clear()
    },
  }
}

// Only a live, positive counter goes down: an expired one is not recreated without its expiry.
const REFUND = `local n = tonumber(redis.call('get', KEYS[1]))
if n and n > 0 then return redis.call('decr', KEYS[1]) end
return 0`

/** Counters shared by every instance through Redis (fixed windows, INCR + EXPIRE). */
export function redisRateLimiter(url: string): RateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false })
  return {
    async consume(key, rule) {
      const fullKey = `gabarito:rl:${key}`
      const [[, count], [, ttl]] = (await redis.multi().incr(fullKey).pttl(fullKey).exec()) as [
        [null, number],
        [null, number],
      ]
      if (ttl < 0) await redis.pexpire(fullKey, rule.windowSeconds * 1000)
      if (count > rule.limit) {
        const wait = ttl > 0 ? Math.ceil(ttl / 1000) : rule.windowSeconds
        throw tooManyRequests(wait)
      }
    },
    async reset(key) {
      await redis.del(`gabarito:rl:${key}`)
    },
    async refund(key) {
      await redis.eval(REFUND, 1, `gabarito:rl:${key}`)
    },
    async close() {
      await redis.quit()
    },
  }
}
