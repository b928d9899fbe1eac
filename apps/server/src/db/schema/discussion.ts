import { DISCUSSION_STATUS, DISCUSSION_STATUSES } from '@gabarito/core'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/pg-core'
import { sqlConstant } from '../sql.ts'
import { oneOf } from './checks.ts'
import { createdAt, instant, ownedBy, serialId, updatedAt } from './columns.ts'
import { questions } from './questions.ts'
import { users } from './users.ts'

/**
 * The students' discussion under a question (issue 31, decision 0058): shown to others only once approved; a reply
 * answers a top-level comment (one level). Apart from the SPEC's private comment to the staff (`comments`).
 */
export const discussionComments = pgTable(
  'discussion_comments',
  {
    id: serialId(),
    questionId: ownedBy('question_id', () => questions.id),
    courseId: integer('course_id').notNull(),
    userId: ownedBy('user_id', () => users.id),
    /** The comment it answers; null for a top-level comment. */
    parentId: integer('parent_id').references((): AnyPgColumn => discussionComments.id, {
      onDelete: 'cascade',
    }),
    /** Plain text with line breaks. */
    text: text('text').notNull(),
    status: varchar('status', { length: 12, enum: DISCUSSION_STATUSES })
      .notNull()
      .default(DISCUSSION_STATUS.pending),
    /** "Destacado pela equipe": a student's comment pinned by the staff above the others. */
    pinned: boolean('pinned').notNull().default(false),
    /** "Comentário da equipe": written by a staff member from the staff's screens (decision 0067), shown first. */
    team: boolean('team').notNull().default(false),
    /** "Útil" votes, kept with each vote (one per student, `discussion_votes`). */
    useful: integer('useful').notNull().default(0),
    /** Open reports since the staff last decided on it: the queue lists comments with any. */
    reports: integer('reports').notNull().default(0),
    moderatedBy: integer('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: instant('moderated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A question's shown discussion, newest or most useful first, paged.
    index('discussion_question_idx').on(t.questionId, t.status, t.parentId, t.createdAt),
    index('discussion_parent_idx').on(t.parentId).where(sql`${t.parentId} is not null`),
    // The moderation queue: pending or reported comments, oldest first.
    index('discussion_queue_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = ${sqlConstant(DISCUSSION_STATUS.pending)} or ${t.reports} > 0`),
    // The rate limit counts a student's comments in the last hour.
    index('discussion_user_created_idx').on(t.userId, t.createdAt),
    check('discussion_status_check', oneOf(t.status, DISCUSSION_STATUSES)),
  ],
)

/** One "útil" per student and comment. */
export const discussionVotes = pgTable(
  'discussion_votes',
  {
    commentId: ownedBy('comment_id', () => discussionComments.id),
    userId: ownedBy('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
)

/** One report ("denunciar") per student and comment, with an optional reason. */
export const discussionReports = pgTable(
  'discussion_reports',
  {
    commentId: ownedBy('comment_id', () => discussionComments.id),
    userId: ownedBy('user_id', () => users.id),
    reason: varchar('reason', { length: 300 }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
)

/** Students the staff blocked from commenting in discussions. */
export const discussionBlocks = pgTable('discussion_blocks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  blockedBy: integer('blocked_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
})
