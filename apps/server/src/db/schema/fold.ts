import { bigint, pgTable } from 'drizzle-orm/pg-core'

/**
 * The answers recorded but not yet folded into the aggregates (decision 0047). The answer statement adds its
 * answer's id in the same statement as the answer; the fold deletes the ids it folds in the same transaction as
 * their aggregates, so an answer is folded once, even when a fold is killed midway or runs on several instances.
 * No foreign key: an answer deleted with its student is simply not found by the fold.
 */
export const aggregateFoldQueue = pgTable('aggregate_fold_queue', {
  answerId: bigint('answer_id', { mode: 'number' }).primaryKey(),
})
