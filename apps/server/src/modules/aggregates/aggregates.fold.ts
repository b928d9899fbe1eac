import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import type { Database, Executor } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'
import { aggregateFoldQueue as queue } from '../../db/schema/index.ts'
import { foldedCards } from './aggregates.cards.ts'
import { takeFoldLock, tryFoldLock } from './aggregates.lock.ts'
import { foldStatement } from './aggregates.service.ts'
import { col } from './aggregates.terms.ts'

// The fold (decision 0047): the answer statement queues each answer it records, and the fold adds the queued answers
// to the aggregates in batches, by the owner's bulk path. One transaction deletes a batch's ids from the queue and
// adds their answers, so an answer is folded exactly once: a fold killed midway rolls back and the next one (on this
// instance or another) takes the same answers again. One fold runs at a time over all instances (an advisory lock):
// two folds writing the same students' rows side by side would only wait on each other.

/** The most answers one fold transaction adds: a few seconds' worth at the 64-client peak. */
export const FOLD_BATCH = 5_000

const ID = col(queue.answerId)
/** A queued answer's id: a bigint, which both drivers send as a string. */
const takenRow = z.object({ id: z.coerce.number() })

/**
 * Folds up to `limit` queued answers in the caller's transaction, the oldest first. Takes the fold's lock, waiting
 * for it when `wait` (a key change must fold what is queued before it moves the aggregates), else giving up when
 * another fold holds it. Returns how many answers it folded, or null when it gave up.
 */
export async function foldQueued(tx: Executor, wait: boolean, limit = FOLD_BATCH): Promise<number | null> {
  if (wait) await takeFoldLock(tx)
  else {
    if (!(await tryFoldLock(tx))) return null
  }
  // The batch's rows stay locked, and queued, until the transaction deletes them after folding them.
  const taken = await parsedRows(
    tx,
    sql`select ${ID} as id from ${queue} order by ${ID} limit ${limit} for update skip locked`,
    takenRow,
  )
  if (taken.length === 0) return 0
  const ids = taken.map((row) => row.id)
  await tx.execute(foldStatement(ids, await foldedCards(tx, ids)))
  await tx.execute(sql`delete from ${queue} where ${ID} = any(${sql.param(ids)}::bigint[])`)
  return taken.length
}

/** Folds everything queued in the caller's transaction (a key change, before it moves the aggregates). */
export async function foldAllQueued(tx: Executor): Promise<void> {
  while ((await foldQueued(tx, true)) === FOLD_BATCH) {
    // a full batch: there may be more
  }
}

/**
 * How long the oldest queued answer has waited, in milliseconds (0 when none): the fold's lag. The oldest is the
 * lowest id, the first the fold takes: one lookup by the queue's key.
 */
export async function foldLagMs(db: Executor): Promise<number> {
  const [row] = await parsedRows(
    db,
    sql`select coalesce(max(extract(epoch from clock_timestamp() - oldest.${col(queue.answeredAt)}) * 1000), 0)::float8 as ms
        from (select ${col(queue.answeredAt)} from ${queue} order by ${ID} limit 1) oldest`,
    z.object({ ms: z.number() }),
  )
  return row?.ms ?? 0
}

/**
 * When the aggregates follow the answers: 'inline' folds right after each answer, before its response (the
 * embedded database of one machine: reports exact at once); 'background' folds on a timer shortly after, in
 * batches, off the answer's round trip (a PostgreSQL server at scale: reports a few hundred milliseconds behind).
 */
export type FoldMode = 'inline' | 'background'

export interface AggregateFold {
  readonly mode: FoldMode
  /** An answer was queued: inline, folds it before resolving; background, folds it within `delayMs`. */
  answered(): Promise<void>
  /** Folds everything queued now, waiting for another fold to finish first (tests, tools, shutdown). */
  drain(): Promise<void>
  /** Background: starts polling the queue (answers queued by instances that stopped before folding them). */
  start(): void
  /** Stops the timers and waits for a fold in progress. */
  stop(): Promise<void>
}

export interface FoldTiming {
  /**
   * How long after an answer a background fold starts, and after the last fold when answers came during it: at a
   * peak folds are this far apart and each takes what queued meanwhile, so a row many answers share is written once.
   */
  delayMs: number
  /** How often a background fold looks at the queue without being woken. */
  pollMs: number
}

/** 250 ms: 6 points more answers a second than 25 ms at the 64-client peak, for a lag still well under a second. */
export const DEFAULT_FOLD_TIMING: FoldTiming = { delayMs: 250, pollMs: 500 }

/**
 * Inline: each answer waits for a drain that starts after it was recorded. Answers arriving while a drain runs share
 * the one drain queued behind it, so concurrent answers do not line up one transaction each on the fold's lock. A
 * fold that fails does not fail the answer, which is stored: it stays queued for the next drain.
 */
function inlineFold(drain: () => Promise<void>, log: FastifyBaseLogger): AggregateFold {
  let running: Promise<void> | undefined
  let next: Promise<void> | undefined
  const answered = (): Promise<void> => {
    if (!running) {
      running = drain()
        .catch((error) => log.error({ err: error }, 'aggregate fold failed'))
        .finally(() => {
          running = undefined
        })
      return running
    }
    next ??= running.then(() => {
      next = undefined
      return answered()
    })
    return next
  }
  return { mode: 'inline', answered, drain, start() {}, async stop() {} }
}

export function createAggregateFold(
  db: Database,
  mode: FoldMode,
  log: FastifyBaseLogger,
  timing = DEFAULT_FOLD_TIMING,
): AggregateFold {
  const foldBatch = (wait: boolean) => db.transaction((tx) => foldQueued(tx, wait))
  const drain = async () => {
    while ((await foldBatch(true)) === FOLD_BATCH) {
      // a full batch: there may be more
    }
  }
  if (mode === 'inline') return inlineFold(drain, log)

  let stopped = false
  let wake: NodeJS.Timeout | undefined
  let poll: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let again = false
  // Folds `delayMs` from now, unless a fold is already due.
  const schedule = () => {
    if (!wake && !stopped)
      wake = setTimeout(() => {
        wake = undefined
        void run()
      }, timing.delayMs)
  }
  // Folds until the queue is short of a batch; gives way when another instance holds the fold's lock (it folds
  // these answers too, or this instance's poll does next). Answers queued meanwhile wait `delayMs` after it ends.
  const run = (): Promise<void> => {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      again = false
      try {
        while ((await foldBatch(false)) === FOLD_BATCH && !stopped) {
          // a full batch: there may be more
        }
      } catch (error) {
        // The answers stay queued; the next wake-up or poll folds them.
        log.error({ err: error }, 'aggregate fold failed')
      }
    })().finally(() => {
      running = undefined
      if (again) schedule()
    })
    return running
  }
  return {
    mode,
    answered() {
      if (running) again = true
      else schedule()
      return Promise.resolve()
    },
    async drain() {
      await running
      await drain()
    },
    start() {
      if (!poll && !stopped) poll = setInterval(() => void run(), timing.pollMs)
    },
    async stop() {
      stopped = true
      clearTimeout(wake)
      clearInterval(poll)
      await running
    },
  }
}
