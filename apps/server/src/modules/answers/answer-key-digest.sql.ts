import { type SQL, sql } from 'drizzle-orm'

/**
 * The stored digest of an idempotency key (a uuid): its two 64-bit halves XORed, as core's `idempotencyKeyDigest`
 * computes it (decision 0066). Migration 0040 wrote the same expression.
 */
export const idempotencyKeyDigestSql = (uuid: SQL): SQL =>
  sql`(('x' || left(replace(${uuid}::text, '-', ''), 16))::bit(64)::bigint
       # ('x' || right(replace(${uuid}::text, '-', ''), 16))::bit(64)::bigint)`
