import { sql } from 'drizzle-orm'
import { boolean, date, doublePrecision, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { ownedBy, updatedAt } from './columns.ts'
import { courses } from './courses.ts'
import { users } from './users.ts'

/**
 * Where a student is in a subject's fixed order of questions (decision 0044): the questions ordered by their
 * `random_key`, rotated to start at `origin`, so the unseen part of the next batch is one short index range after
 * `position` whatever the student's history. `topicId` 0 is the whole subject; a topic filter keeps its own row.
 */
export const practicePositions = pgTable(
  'practice_positions',
  {
    userId: ownedBy('user_id', () => users.id),
    subjectId: integer('subject_id').notNull(),
    /** The topic of a topic-filtered practice, 0 for the whole subject. */
    topicId: integer('topic_id').notNull().default(0),
    /** Where this student's lap over the subject starts (a random key, drawn once). */
    origin: doublePrecision('origin').notNull(),
    /** The random_key of the last question passed in the lap. */
    position: doublePrecision('position').notNull(),
    /** The lap went past the last key and goes on from the first up to `origin`. */
    wrapped: boolean('wrapped').notNull().default(false),
    /** Questions with an id above this one came after the lap started: read in id order, when behind `position`. */
    newAfterId: integer('new_after_id').notNull(),
    /** Whether past-exam questions were in the lap (access to the course); a change starts a new lap. */
    withExams: boolean('with_exams').notNull(),
    /** Unseen questions served by the last batch: served again until answered or skipped. */
    pending: integer('pending').array().notNull().default(sql`'{}'::integer[]`),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subjectId, t.topicId] })],
)

/**
 * The day of a student's exam for a course (issue 30): no review is scheduled after it. Without one, the end of the
 * student's access to the course counts (decision 0057).
 */
export const examDates = pgTable(
  'exam_dates',
  {
    userId: ownedBy('user_id', () => users.id),
    courseId: ownedBy('course_id', () => courses.id),
    day: date('day').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
)
