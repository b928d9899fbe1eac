import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import type { CacheEvents } from './lib/cache-events.ts'
import type { Clock } from './lib/clock.ts'
import type { Mailer } from './lib/mail.ts'
import type { RateLimiter } from './lib/rate-limit.ts'
import type { TokenService } from './lib/tokens.ts'
import type { AggregateFold } from './modules/aggregates/aggregates.fold.ts'
import type { PixProvider } from './modules/payments/pix-provider.ts'

/** What services need from the outside world; built once in app.ts, replaced piecemeal in tests. */
export interface Deps {
  config: Config
  db: Database
  /**
   * For the reads that tolerate a few seconds' lag: reports, rankings of closed mocks, item statistics, the staff
   * tables. A streaming replica when DATABASE_READ_URL is set, otherwise `db` (decision 0045). Never for what a
   * student must see at once (an answer's result, an open mock, payments, their own records after an edit).
   */
  replica: Database
  /** Adds recorded answers to the aggregates (decision 0047): at once, or shortly after in batches. */
  fold: AggregateFold
  mailer: Mailer
  limiter: RateLimiter
  cacheEvents: CacheEvents
  tokens: TokenService
  clock: Clock
  pix: PixProvider
  log: FastifyBaseLogger
}
