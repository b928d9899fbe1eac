import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
} from 'drizzle-orm/pg-core'
import { instant, ownedBy } from './columns.ts'
import { courses } from './courses.ts'
import { exams, questions } from './questions.ts'
import { users } from './users.ts'

// Item response theory (issue 32): the items' parameters from the calibration job, each student's ability posterior
// per course and its weekly history, and the course's passing mark and reference exam.

/** A course's passing mark and reference exam, set by the staff through the course's PATCH. */
export const courseAbilitySettings = pgTable('course_ability_settings', {
  courseId: integer('course_id')
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  /** The passing mark, a percentage (0-100) of the reference exam's questions right; null: not set. */
  passMark: doublePrecision('pass_mark'),
  /** The past exam the estimate is for; null: the course's latest past exam whose questions are all calibrated. */
  referenceExamId: integer('reference_exam_id').references(() => exams.id, { onDelete: 'set null' }),
})

/** One question's three-parameter logistic parameters (c fixed at 1/k), from its students' first answers. */
export const itemParameters = pgTable(
  'item_parameters',
  {
    questionId: integer('question_id')
      .primaryKey()
      .references(() => questions.id, { onDelete: 'cascade' }),
    courseId: ownedBy('course_id', () => courses.id),
    a: doublePrecision('a').notNull(),
    b: doublePrecision('b').notNull(),
    c: doublePrecision('c').notNull(),
    /** First answers it was calibrated from. */
    answers: integer('answers').notNull(),
    computedAt: instant('computed_at').notNull(),
  },
  (t) => [index('item_parameters_course_idx').on(t.courseId)],
)

/** A course's last calibration: what the screens show and the periodic job reads. */
export const itemCalibrationRuns = pgTable('item_calibration_runs', {
  courseId: integer('course_id')
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  computedAt: instant('computed_at').notNull(),
  items: integer('items').notNull(),
  answers: integer('answers').notNull(),
  students: integer('students').notNull(),
  iterations: integer('iterations').notNull(),
  converged: boolean('converged').notNull(),
  durationMs: integer('duration_ms').notNull(),
})

/**
 * A student's ability in a course: the posterior over the calibration's quadrature nodes, from their first answers to
 * calibrated questions, as of `computedAt`. Read by the proficiency report without touching the answers.
 */
export const abilityEstimates = pgTable(
  'ability_estimates',
  {
    userId: ownedBy('user_id', () => users.id),
    courseId: ownedBy('course_id', () => courses.id),
    /** First answers to calibrated questions. */
    items: integer('items').notNull(),
    /** EAP and the posterior's standard deviation; null below the minimum of items. */
    theta: doublePrecision('theta'),
    standardError: doublePrecision('standard_error'),
    /** The posterior's weights at the quadrature nodes (summing to 1). */
    posterior: real('posterior').array(),
    /** The subjects that would raise the estimate most: [{ subjectId, weight }], best first. */
    subjectGains: jsonb('subject_gains').$type<{ subjectId: number; weight: number }[]>(),
    computedAt: instant('computed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
)

/** The ability as it stood each week (the week's Monday, São Paulo): the report's week-by-week line. */
export const abilityHistory = pgTable(
  'ability_history',
  {
    userId: ownedBy('user_id', () => users.id),
    courseId: ownedBy('course_id', () => courses.id),
    week: date('week').notNull(),
    theta: doublePrecision('theta').notNull(),
    standardError: doublePrecision('standard_error').notNull(),
    items: integer('items').notNull(),
    computedAt: instant('computed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId, t.week] })],
)
