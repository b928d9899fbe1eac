import { expect } from 'vitest'
import type { Executor } from '../../db/client.ts'
import { AGGREGATE_RECOUNTS, cardMismatches, rowsOf } from '../aggregates/aggregates.recount.ts'

/** Fails, naming the aggregate, unless every aggregate (the review cards too) equals its recount from the answers. */
export async function expectAggregatesMatchAnswers(db: Executor): Promise<void> {
  for (const [name, kept, recounted] of AGGREGATE_RECOUNTS) {
    expect({ name, rows: await rowsOf(db, kept) }).toEqual({ name, rows: await rowsOf(db, recounted) })
  }
  expect({ name: 'review cards', differing: await cardMismatches(db) }).toEqual({
    name: 'review cards',
    differing: 0,
  })
}
