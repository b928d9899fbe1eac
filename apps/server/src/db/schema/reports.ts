import { bigint, date, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core'
import { ownedBy } from './columns.ts'
import { questions } from './questions.ts'
import { users } from './users.ts'

// Aggregates the reports read (decisions 0015 and 0033), kept by the answer statement in the same round trip as the
// answer: the student's days, subjects and hours, topics and concepts, and everyone's months and subjects.

/**
 * Answers and hits per student, course and São Paulo day: the months and weekdays reports (decision 0033). A heavy
 * student's rows by day × subject × hour were tens of thousands on as many pages; these are one a day.
 */
export const studentDayStats = pgTable(
  'student_day_stats',
  {
    userId: ownedBy('user_id', () => users.id),
    courseId: integer('course_id').notNull(),
    day: date('day').notNull(),
    // Smallints (decision 0071): a student's answers in a day, capped by the fold at 32,767.
    answers: smallint('answers').notNull().default(0),
    hits: smallint('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId, t.day] })],
)

/** Answers and hits per student, course and subject: the subjects report (decision 0049). */
export const studentSubjectStats = pgTable(
  'student_subject_stats',
  {
    userId: ownedBy('user_id', () => users.id),
    courseId: integer('course_id').notNull(),
    subjectId: integer('subject_id').notNull(),
    answers: integer('answers').notNull().default(0),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId, t.subjectId] })],
)

/** Answers and hits per student, course and São Paulo hour: the hours report (decision 0049). */
export const studentHourStats = pgTable(
  'student_hour_stats',
  {
    userId: ownedBy('user_id', () => users.id),
    courseId: integer('course_id').notNull(),
    hour: smallint('hour').notNull(),
    answers: integer('answers').notNull().default(0),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId, t.hour] })],
)

/** Answers and hits per student and topic (assunto; its subject's course): "onde você mais perde pontos". */
export const topicStats = pgTable(
  'topic_stats',
  {
    userId: ownedBy('user_id', () => users.id),
    topicId: integer('topic_id').notNull(),
    answers: integer('answers').notNull().default(0),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topicId] })],
)

/** The concepts packed in one `concept_stats` row: the ids `block * CONCEPT_BLOCK` up to the next block's first. */
export const CONCEPT_BLOCK = 128

/**
 * Answers and hits per student, course and concept (a question's tags are its concepts), packed per student, course
 * and block of CONCEPT_BLOCK concept ids (decisions 0048 and 0049): `tagIds` sorted, `answers` and `hits` the same
 * length. A row holds tens of concepts instead of one (57 million rows at 40 million answers), and a fold rewrites
 * only the blocks its answers touch, a few hundred bytes each, not a student's whole history of concepts.
 */
export const conceptStats = pgTable(
  'concept_stats',
  {
    userId: ownedBy('user_id', () => users.id),
    courseId: integer('course_id').notNull(),
    block: smallint('block').notNull(),
    tagIds: integer('tag_ids').array().notNull(),
    // Smallints (decision 0071), each capped at 32,767 by concept_merge and the fold.
    answers: smallint('answers').array().notNull(),
    hits: smallint('hits').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId, t.block] })],
)

/**
 * Everyone's answers and hits per course, São Paulo month (its first day) and subject: the reports' comparison with the
 * whole course. One row per key: the fold is its one writer (decision 0049), so the 64 shards that kept answer
 * statements from queueing on a month's row are gone, and a report reads 64 times fewer rows.
 */
export const courseStats = pgTable(
  'course_stats',
  {
    courseId: integer('course_id').notNull(),
    month: date('month').notNull(),
    subjectId: integer('subject_id').notNull(),
    answers: bigint('answers', { mode: 'number' }).notNull().default(0),
    hits: bigint('hits', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.month, t.subjectId] })],
)

/**
 * Each question's answers and hits, all students and modes (issue 31): the difficulty a filter selects by. Written by
 * the fold alone, as every sum of answers (decision 0043).
 */
export const questionCounts = pgTable('question_counts', {
  questionId: integer('question_id')
    .primaryKey()
    .references(() => questions.id, { onDelete: 'cascade' }),
  answers: integer('answers').notNull().default(0),
  hits: integer('hits').notNull().default(0),
})
