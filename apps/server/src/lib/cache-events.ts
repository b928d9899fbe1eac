import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'

/**
 * Tells every instance that a cached row changed (a user after a password change), so each drops its copy at
 * once instead of when the copy expires.
 */
export interface CacheEvents {
  /** Runs the handlers here at once and, when instances share Redis, on every other instance. */
  publish(key: string): Promise<void>
  onChange(handler: (key: string) => void): void
  /** Resolves once this instance listens (the app waits for it before serving). */
  ready(): Promise<void>
  close(): Promise<void>
}

/** A single instance: the handlers run in this process only. */
export function localCacheEvents(): CacheEvents {
  const handlers: ((key: string) => void)[] = []
  return {
    async publish(key) {
      for (const handler of handlers) handler(key)
    },
    onChange(handler) {
      handlers.push(handler)
    },
    async ready() {},
    async close() {
      handlers.length = 0
    },
  }
}

const CHANNEL = 'gabarito:cache'

/**
 * Several instances sharing Redis: a change is published on one channel every instance listens to. A lost
 * message (Redis down) costs only the cache's own expiry, so publishing never fails the request.
 */
export function redisCacheEvents(url: string, log: FastifyBaseLogger): CacheEvents {
  const local = localCacheEvents()
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 })
  // A subscribed connection can do nothing else, hence a second one.
  const subscriber = new Redis(url)
  subscriber.on('message', (_channel: string, key: string) => void local.publish(key))
  const subscribed = subscriber
    .subscribe(CHANNEL)
    .then(() => undefined)
    .catch((error) => log.warn({ err: error }, 'cache events: subscribe failed'))
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error) => log.warn({ err: error }, 'cache events: Redis error'))
  }
  return {
    async publish(key) {
      await local.publish(key)
      await publisher.publish(CHANNEL, key).catch((error) => {
        log.warn({ err: error, key }, 'cache events: publish failed; other instances wait for expiry')
      })
    },
    onChange: local.onChange,
    ready: () => subscribed,
    async close() {
      await local.close()
      await Promise.all([publisher.quit(), subscriber.quit()])
    },
  }
}
