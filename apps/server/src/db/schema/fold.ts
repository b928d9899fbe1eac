import { bigint, boolean, integer, pgTable } from 'drizzle-orm/pg-core'
import { answerKind } from './answers.ts'
import { instant } from './columns.ts'

/**
 * The answers recorded but not yet folded into the aggregates (decision 0047). The answer statement adds its
 * answer in the same statement as the answer; the fold deletes the answers it folds in the same transaction as
 * their aggregates, so an answer is folded once, even when a fold is killed midway or runs on several instances.
 *
 * Each row carries the answer's columns (decision 0071): the fold and its lag read only this small table, never the
 * 40 million answers by id, so the answers need no primary key. No foreign key: the rows live seconds.
 */
export const aggregateFoldQueue = pgTable('aggregate_fold_queue', {
  answerId: bigint('answer_id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  questionId: integer('question_id').notNull(),
  alternativeId: integer('alternative_id').notNull(),
  correct: boolean('correct').notNull(),
  guessed: boolean('guessed').notNull(),
  kind: answerKind('kind').notNull(),
  courseId: integer('course_id').notNull(),
  subjectId: integer('subject_id').notNull(),
  referenceId: integer('reference_id'),
  answeredAt: instant('answered_at').notNull(),
})
