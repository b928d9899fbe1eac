import { expect } from 'vitest'
import type { Executor } from '../../db/client.ts'
import { AGGREGATE_RECOUNTS, rowsOf } from '../aggregates/aggregates.recount.ts'

/** Fails, naming the aggregate, unless every aggregate equals its recount from the answers. */
export async function expectAggregatesMatchAnswers(db: Executor): Promise<void> {
  for (const [name, kept, recounted] of AGGREGATE_RECOUNTS) {
    expect({ name, rows: await rowsOf(db, kept) }).toEqual({ name, rows: await rowsOf(db, recounted) })
  }
}
