import {
  COMMENT_STATUS,
  COMMENT_STATUSES,
  PROGRESS_STATES,
  QUESTION_LEVELS,
  QUESTION_STATUS,
  QUESTION_STATUSES,
} from '@gabarito/core'
import { sql } from 'drizzle-orm'
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { oneOf } from './checks.ts'
import { createdAt, instant, ownedBy, requiredRef, serialId, stampedAt, updatedAt } from './columns.ts'
import { courses, subjects, topics } from './courses.ts'
import { users } from './users.ts'

/** Where a question comes from (issue 31): board, institution, position and schooling level; the year is apart. */
const sourceColumns = () => ({
  banca: varchar('banca', { length: 80 }),
  orgao: varchar('orgao', { length: 120 }),
  cargo: varchar('cargo', { length: 120 }),
  level: varchar('level', { length: 12, enum: QUESTION_LEVELS }),
})

/** A past exam (the SPEC's "concurso") whose questions can be practised together. */
export const exams = pgTable(
  'exams',
  {
    id: serialId(),
    courseId: ownedBy('course_id', () => courses.id),
    name: varchar('name', { length: 200 }).notNull(),
    year: smallint('year'),
    /** Its questions inherit these (and the year) when they have none of their own (decision 0058). */
    ...sourceColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('exams_course_name_year_key').on(t.courseId, t.name, sql`coalesce(${t.year}, 0)`),
    check('exams_level_check', sql`${t.level} is null or ${oneOf(t.level, QUESTION_LEVELS)}`),
  ],
)

/** A concept (the SPEC's Concept): its name is `description`, what the question's tags show; `detailsHtml` explains it. */
export const tags = pgTable('tags', {
  id: serialId(),
  description: varchar('description', { length: 300 }).notNull().unique(),
  /** The concept's explanation (sanitized HTML) shown in the concepts report; staff write it. */
  detailsHtml: text('details_html').notNull().default(''),
})

export const questions = pgTable(
  'questions',
  {
    id: serialId(),
    courseId: ownedBy('course_id', () => courses.id),
    subjectId: requiredRef('subject_id', () => subjects.id),
    topicId: integer('topic_id').references(() => topics.id),
    examId: integer('exam_id').references(() => exams.id),
    /** The question's number in its exam. */
    examNumber: smallint('exam_number'),
    /** The importer's identifier: importing the same `ref` again updates this question. */
    ref: varchar('ref', { length: 120 }),
    /** Hash of the imported content: a re-import with the same hash changes nothing. */
    importHash: varchar('import_hash', { length: 64 }),
    textHtml: text('text_html').notNull(),
    /**
     * Where it comes from, as filtered and shown: a past exam's question holds the exam's values where it has none of
     * its own, written when either is saved (decision 0058), so a filter reads the question's row alone.
     */
    ...sourceColumns(),
    year: smallint('year'),
    explanationHtml: text('explanation_html').notNull().default(''),
    status: varchar('status', { length: 20, enum: QUESTION_STATUSES })
      .notNull()
      .default(QUESTION_STATUS.published),
    correctAlternativeId: integer('correct_alternative_id'),
    /** A fixed random number: batches read a window of the (subject, random_key) index instead of ORDER BY random(). */
    randomKey: doublePrecision('random_key').notNull().default(sql`random()`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('questions_course_ref_key').on(t.courseId, t.ref),
    index('questions_subject_random_idx').on(t.subjectId, t.randomKey),
    index('questions_topic_random_idx').on(t.topicId, t.randomKey),
    // A subject's questions added after a student's lap started, in id order (decision 0044).
    index('questions_subject_id_idx').on(t.subjectId, t.id),
    index('questions_exam_idx').on(t.examId, t.examNumber),
    // The filtered batch (issue 31) reads a subject's questions in their random order with what it filters on, from
    // this index alone.
    index('questions_subject_filter_idx').on(
      t.subjectId,
      t.randomKey,
      t.id,
      t.topicId,
      t.examId,
      t.status,
      t.banca,
      t.orgao,
      t.year,
      t.level,
    ),
    // The concepts report counts a subject's (or topic's) past-exam questions per concept from this index alone
    // (index-only, with question_tags' primary key), without reading the bank's rows.
    index('questions_exam_subject_idx').on(t.subjectId, t.topicId, t.id).where(sql`${t.examId} is not null`),
    check('questions_status_check', oneOf(t.status, QUESTION_STATUSES)),
    check('questions_level_check', sql`${t.level} is null or ${oneOf(t.level, QUESTION_LEVELS)}`),
  ],
)

export const alternatives = pgTable(
  'alternatives',
  {
    id: serialId(),
    questionId: ownedBy('question_id', () => questions.id),
    position: smallint('position').notNull(),
    letter: varchar('letter', { length: 2 }).notNull(),
    textHtml: text('text_html').notNull().default(''),
  },
  (t) => [uniqueIndex('alternatives_question_position_key').on(t.questionId, t.position)],
)

/**
 * How often each alternative was chosen: the share shown right after an answer and a question's hit rate. Written by
 * the fold alone, in batches (decision 0048), so one row per alternative no longer queues writers on its lock.
 */
export const alternativeCounts = pgTable('alternative_counts', {
  alternativeId: integer('alternative_id')
    .primaryKey()
    .references(() => alternatives.id, { onDelete: 'cascade' }),
  chosen: integer('chosen').notNull().default(0),
})

export const questionTags = pgTable(
  'question_tags',
  {
    questionId: ownedBy('question_id', () => questions.id),
    tagId: requiredRef('tag_id', () => tags.id),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.tagId] })],
)

/** A progress row's state: 4 bytes, where a varchar took 8 on every one of 40 million rows (decision 0049). */
export const progressState = pgEnum('progress_state', PROGRESS_STATES)

/**
 * Where each student stands with each question: what the next batch is chosen from. Keyed by subject first, as every
 * read is one student's subject (decision 0048); the subject is the question's, moved with it.
 */
export const questionProgress = pgTable(
  'question_progress',
  {
    userId: ownedBy('user_id', () => users.id),
    subjectId: integer('subject_id').notNull(),
    questionId: ownedBy('question_id', () => questions.id),
    state: progressState('state').notNull(),
    lastAt: stampedAt('last_at'),
    /**
     * The student's answers to the question and how many were right (the caderno de erros, issue 30). The counters
     * are smallints, 18 million rows' worth of bytes (decision 0071): every writer stops them at SMALLINT_MAX.
     */
    answers: smallint('answers').notNull().default(0),
    hits: smallint('hits').notNull().default(0),
    /** Answers the student marked "Chutei": the filter "que chutei" (issue 31). */
    guesses: smallint('guesses').notNull().default(0),
    // The review card (decision 0057): FSRS's state after the student's answers, null until an answer makes one.
    // `due` is FSRS's own moment; the exam date is applied when it is read.
    due: instant('due'),
    // Single precision (decision 0071): core's nextReview and storedCard round to it, so the fold and a replay agree.
    stability: real('stability'),
    difficulty: real('difficulty'),
    reps: smallint('reps'),
    lapses: smallint('lapses'),
    cardState: smallint('card_state'),
    reviewedAt: instant('reviewed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.subjectId, t.questionId] }),
    // A student's cards by due moment: the review's batch and summary read only these, from the index alone (the
    // columns after `due` are there to be read, not searched; the two 8-byte ones first, so that no padding takes 8
    // bytes of each of 18 million entries, decision 0066).
    index('question_progress_due_idx')
      .on(t.userId, t.due, t.reviewedAt, t.subjectId, t.questionId)
      .where(sql`${t.due} is not null`),
  ],
)

/**
 * A student's latest São Paulo day in each subject and that day's answers and hits (decision 0048): practice's
 * score of the day, and the last answer's time on the staff's students table. A newer day replaces the counts.
 */
export const practiceDayScores = pgTable(
  'practice_day_scores',
  {
    userId: ownedBy('user_id', () => users.id),
    courseId: integer('course_id').notNull(),
    subjectId: integer('subject_id').notNull(),
    day: date('day').notNull(),
    answers: integer('answers').notNull().default(0),
    hits: integer('hits').notNull().default(0),
    lastAt: instant('last_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId, t.subjectId] })],
)

/**
 * Free answers a student without a plan has given per course and São Paulo day. The answer statement
 * takes one only while fewer than the limit are used, in one row update, so two answers at the same
 * instant cannot both take the last one.
 */
export const freeAnswerDays = pgTable(
  'free_answer_days',
  {
    userId: ownedBy('user_id', () => users.id),
    courseId: integer('course_id').notNull(),
    day: date('day').notNull(),
    used: smallint('used').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId, t.day] })],
)

export const comments = pgTable(
  'comments',
  {
    id: serialId(),
    userId: ownedBy('user_id', () => users.id),
    questionId: ownedBy('question_id', () => questions.id),
    courseId: integer('course_id').notNull(),
    text: text('text').notNull(),
    status: varchar('status', { length: 20, enum: COMMENT_STATUSES })
      .notNull()
      .default(COMMENT_STATUS.created),
    createdAt: createdAt(),
    /** The staff reply (plain text) the student reads on the question and in "Meus comentários". */
    replyText: text('reply_text'),
    /** Who wrote the reply (null once that account is gone; the audit log keeps the name). */
    repliedBy: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
    repliedAt: instant('replied_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('comments_user_question_key').on(t.userId, t.questionId),
    index('comments_course_created_idx').on(t.courseId, t.createdAt),
    index('comments_question_idx').on(t.questionId),
    check('comments_status_check', oneOf(t.status, COMMENT_STATUSES)),
  ],
)
