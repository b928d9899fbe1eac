import { ANSWER_KIND, ANSWER_KINDS } from '@gabarito/core'
import { sql } from 'drizzle-orm'
import { bigint, bigserial, boolean, index, integer, pgEnum, pgTable, uniqueIndex } from 'drizzle-orm/pg-core'
import { sqlConstant } from '../sql.ts'
import { ownedBy, stampedAt } from './columns.ts'
import { users } from './users.ts'

/** An answer's mode: 4 bytes in every one of 40 million rows, where the varchar took up to 13 (decision 0066). */
export const answerKind = pgEnum('answer_kind', ANSWER_KINDS)

/** Every answer ever given; rows are only inserted. */
export const answers = pgTable(
  'answers',
  {
    // Numbered by a sequence, without an index: nothing reads an answer by its id (the fold reads its queue's copy,
    // decision 0071), and a B-tree on 40 million ids took 0.9 GB.
    id: bigserial('id', { mode: 'number' }).notNull(),
    userId: ownedBy('user_id', () => users.id),
    questionId: integer('question_id').notNull(),
    alternativeId: integer('alternative_id').notNull(),
    correct: boolean('correct').notNull(),
    /** "Chutei": the student said they guessed (issue 30); a right guess still makes a review card. */
    guessed: boolean('guessed').notNull().default(false),
    kind: answerKind('kind').notNull(),
    courseId: integer('course_id').notNull(),
    subjectId: integer('subject_id').notNull(),
    /** The exam or the weekly mock the answer belongs to. */
    referenceId: integer('reference_id'),
    /**
     * Chosen by the client (a UUID); a retried answer carries the same key and is recorded once. Kept as a 64-bit
     * digest of it (core's idempotencyKeyDigest, decision 0066).
     */
    idempotencyKey: bigint('idempotency_key', { mode: 'bigint' }),
    answeredAt: stampedAt('answered_at'),
  },
  // Few indexes on purpose: every one is paid on the hot write path. Reads go to the aggregates.
  (t) => [
    uniqueIndex('answers_user_idempotency_key').on(t.userId, t.idempotencyKey),
    // One answer per student and question of a weekly mock, also when two sends race (decision 0012); only mock
    // answers pay for it.
    uniqueIndex('answers_mock_once_key')
      .on(t.userId, t.referenceId, t.questionId)
      .where(sql`${t.kind} = ${sqlConstant(ANSWER_KIND.weekly)}`),
    // A changed answer key or an annulment recomputes every answer to the question (decision 0021).
    index('answers_question_idx').on(t.questionId),
  ],
)
