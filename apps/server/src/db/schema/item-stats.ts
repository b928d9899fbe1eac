import { DISMISSABLE_QUALITY_REASONS } from '@gabarito/core'
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/pg-core'
import { oneOf } from './checks.ts'
import { instant, ownedBy, stampedAt } from './columns.ts'
import { courses } from './courses.ts'
import { alternatives, questions } from './questions.ts'
import { users } from './users.ts'

/**
 * Item statistics (decision 0024), written by the statistics job for a whole course at once: the last run per
 * course (what the periodic job reads to know whether a course is due, and what the screens show as "calculadas em").
 */
export const itemStatsRuns = pgTable('item_stats_runs', {
  courseId: integer('course_id')
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  computedAt: instant('computed_at').notNull(),
  /** Questions with statistics, answers counted (first answers) and students in the run. */
  questions: integer('questions').notNull(),
  answers: integer('answers').notNull(),
  students: integer('students').notNull(),
  durationMs: integer('duration_ms').notNull(),
})

/** One question's statistics from its students' first answers; flags only when `answers` reaches the minimum. */
export const questionStats = pgTable(
  'question_stats',
  {
    questionId: integer('question_id')
      .primaryKey()
      .references(() => questions.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull(),
    /** Students counted: one first answer each. */
    answers: integer('answers').notNull(),
    /** Share of them right (0..1). */
    facility: doublePrecision('facility').notNull(),
    /** Facility of the top 27% minus the bottom 27% by course score; null below the minimum of answers. */
    discrimination: doublePrecision('discrimination'),
    /** The key the statistics were computed against. */
    correctAlternativeId: integer('correct_alternative_id'),
    keyPointBiserial: doublePrecision('key_point_biserial'),
    keySuspect: boolean('key_suspect').notNull(),
    facilityExtreme: boolean('facility_extreme').notNull(),
    computedAt: instant('computed_at').notNull(),
  },
  (t) => [index('question_stats_course_idx').on(t.courseId)],
)

/** Each alternative's share of the first answers and its point-biserial with the students' rest score. */
export const alternativeStats = pgTable(
  'alternative_stats',
  {
    alternativeId: integer('alternative_id')
      .primaryKey()
      .references(() => alternatives.id, { onDelete: 'cascade' }),
    questionId: ownedBy('question_id', () => questions.id),
    chosen: integer('chosen').notNull(),
    share: doublePrecision('share').notNull(),
    /** Null when nobody (or everybody) chose it, or below the minimum of answers. */
    pointBiserial: doublePrecision('point_biserial'),
  },
  (t) => [index('alternative_stats_question_idx').on(t.questionId)],
)

/**
 * A quality-queue flag a staff member dismissed with a reason, with the figures it was dismissed at: it stays
 * dismissed until they change materially (decision 0024).
 */
export const reviewDismissals = pgTable(
  'review_dismissals',
  {
    questionId: ownedBy('question_id', () => questions.id),
    /** One of core's DISMISSABLE_QUALITY_REASONS: gabarito_suspeito, facilidade_extrema or comentarios. */
    reason: varchar('reason', { length: 30 }).notNull(),
    note: text('note').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    answers: integer('answers').notNull(),
    facility: doublePrecision('facility'),
    correctAlternativeId: integer('correct_alternative_id'),
    openComments: integer('open_comments').notNull(),
    dismissedAt: stampedAt('dismissed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.reason] }),
    check('review_dismissals_reason_check', oneOf(t.reason, DISMISSABLE_QUALITY_REASONS)),
  ],
)
