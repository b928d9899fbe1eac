import { MOCK_KEY_MODE, MOCK_KEY_MODES } from '@gabarito/core'
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { oneOf } from './checks.ts'
import { createdAt, instant, ownedBy, serialId } from './columns.ts'
import { courses } from './courses.ts'
import { questions } from './questions.ts'
import { users } from './users.ts'

/**
 * A weekly mock (the SPEC's "desafio"): questions in order, answered within a window (decision 0012). Staff
 * make one for a week, or one is composed automatically at the week's opening (`week` set, one per course).
 */
export const mocks = pgTable(
  'mocks',
  {
    id: serialId(),
    courseId: ownedBy('course_id', () => courses.id),
    name: varchar('name', { length: 200 }).notNull(),
    opensAt: instant('opens_at').notNull(),
    closesAt: instant('closes_at').notNull(),
    /** Minutes from the student's first answer; null for none. */
    timeLimitMinutes: smallint('time_limit_minutes'),
    /** The ISO week (year * 100 + week) of an automatic mock; null for one made by staff. */
    autoWeek: integer('auto_week'),
    /** When the key shows: after each answer, or at the close (modo prova, decision 0056). */
    keyMode: varchar('key_mode', { length: 12, enum: MOCK_KEY_MODES })
      .notNull()
      .default(MOCK_KEY_MODE.immediate),
    /** Modo prova: when its answers, held back while it was open, were handed to the fold (decision 0056). */
    releasedAt: instant('released_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mocks_course_window_idx').on(t.courseId, t.closesAt),
    // Composition is idempotent per course and week: two instances opening the week make one mock.
    uniqueIndex('mocks_course_auto_week_key').on(t.courseId, t.autoWeek),
    check('mocks_key_mode_check', oneOf(t.keyMode, MOCK_KEY_MODES)),
  ],
)

export const mockQuestions = pgTable(
  'mock_questions',
  {
    mockId: ownedBy('mock_id', () => mocks.id),
    questionId: ownedBy('question_id', () => questions.id),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mockId, t.questionId] }),
    uniqueIndex('mock_questions_position_key').on(t.mockId, t.position),
    index('mock_questions_question_idx').on(t.questionId),
  ],
)

/**
 * A participant's result in a mock, updated by the answer statement itself: the ranking reads this table through
 * its index (hits first, then the earlier last answer, then the user id), never the answers.
 */
export const mockResults = pgTable(
  'mock_results',
  {
    mockId: ownedBy('mock_id', () => mocks.id),
    userId: ownedBy('user_id', () => users.id),
    hits: integer('hits').notNull().default(0),
    answers: integer('answers').notNull().default(0),
    /** Starts the time limit. */
    firstAnswerAt: instant('first_answer_at').notNull(),
    lastAnswerAt: instant('last_answer_at').notNull(),
  },
  (t) => [
    // The key leads with the user (a student's history, their own row), so that every query of one mock can only
    // use the ranking index: led by the mock, the key looked as cheap as it to the planner while a new mock's
    // statistics still said it had no participants, and the answer's place scanned them all (decision 0034).
    primaryKey({ columns: [t.userId, t.mockId] }),
    // Every answer moves its row in this index (hits, last answer): the table keeps no other, so an answer pays
    // for two index entries (this and the key).
    index('mock_results_ranking_idx').on(t.mockId, sql`${t.hits} desc`, t.lastAnswerAt, t.userId),
  ],
)

/**
 * Shards of the hits histogram: at a mock's start every participant is in the first buckets, and each answer
 * statement locks its bucket rows until it commits, so a bucket is split for statements running side by side not
 * to queue. Every ranking page, place and answer sums the mock's rows: 8 shards (decision 0036; 64 before).
 */
export const MOCK_SCORE_SHARDS = 8

/**
 * How many participants of a mock have each number of hits, split in MOCK_SCORE_SHARDS shards by user: one's position is the participants above one's hits plus those tied ahead, and a deep ranking page
 * starts at its hits without walking the rows above it. Kept by the answer statement.
 */
export const mockScoreCounts = pgTable(
  'mock_score_counts',
  {
    mockId: ownedBy('mock_id', () => mocks.id),
    shard: smallint('shard').notNull(),
    hits: integer('hits').notNull(),
    participants: integer('participants').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mockId, t.hits, t.shard] })],
)

/**
 * When each question of a mock was on a student's screen (issue 29, decision 0056), stamped by the server as the
 * screen reports it: a question's time is its earlier stints plus the last one, up to the answer. A stint ends when
 * another unanswered question takes the screen.
 */
export const mockQuestionViews = pgTable(
  'mock_question_views',
  {
    userId: ownedBy('user_id', () => users.id),
    mockId: ownedBy('mock_id', () => mocks.id),
    questionId: ownedBy('question_id', () => questions.id),
    /** When the question's current stint on screen began; null while another question is on screen. */
    shownAt: instant('shown_at'),
    /** Milliseconds on screen in the stints before. */
    earlierMs: integer('earlier_ms').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mockId, t.questionId] })],
)
