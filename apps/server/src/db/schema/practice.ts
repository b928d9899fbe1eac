import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { createdAt, ownedBy, serialId, stampedAt, updatedAt } from './columns.ts'
import { courses } from './courses.ts'
import { questions } from './questions.ts'
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

/**
 * A student's caderno (issue 31): a named saved filter (`filter`, the batch call's query) or a named list of
 * questions (`notebook_questions`), practised like a subject.
 */
export const notebooks = pgTable(
  'notebooks',
  {
    id: serialId(),
    userId: ownedBy('user_id', () => users.id),
    courseId: ownedBy('course_id', () => courses.id),
    name: varchar('name', { length: 80 }).notNull(),
    /** The saved filter, as the batch call's query fields; null for a list of questions. */
    filter: jsonb('filter'),
    /** The list's questions, kept here so the list and its limit cost no count. */
    questionCount: integer('question_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('notebooks_user_course_name_key').on(t.userId, t.courseId, sql`lower(${t.name})`),
    index('notebooks_user_idx').on(t.userId),
  ],
)

/** The questions of a caderno that is a list, in the order they were added. */
export const notebookQuestions = pgTable(
  'notebook_questions',
  {
    notebookId: ownedBy('notebook_id', () => notebooks.id),
    questionId: ownedBy('question_id', () => questions.id),
    addedAt: stampedAt('added_at'),
  },
  (t) => [primaryKey({ columns: [t.notebookId, t.questionId] })],
)
