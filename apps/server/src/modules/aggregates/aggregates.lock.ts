import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'

/** The advisory lock key held by the transaction that folds (decision 0047; any number, this one is its). */
const FOLD_LOCK = 47_0047

/**
 * Takes the fold's lock for the caller's transaction, waiting for a fold in progress: no fold runs until it commits.
 * A transaction that locks questions or progress rows the fold writes takes this one first: a fold checks its
 * progress rows' questions (their foreign key) and writes progress rows in its own order.
 */
export async function takeFoldLock(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${FOLD_LOCK})`)
}

/** Takes the fold's lock unless another transaction holds it: false then. */
export async function tryFoldLock(tx: Executor): Promise<boolean> {
  const [lock] = await parsedRows(
    tx,
    sql`select pg_try_advisory_xact_lock(${FOLD_LOCK}) as held`,
    z.object({ held: z.boolean() }),
  )
  return lock?.held === true
}
