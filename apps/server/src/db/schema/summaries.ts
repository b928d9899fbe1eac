import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { createdAt, ownedBy, serialId, updatedAt } from './columns.ts'
import { courses } from './courses.ts'
import { users } from './users.ts'

/** A student's own summary (the SPEC's "arquivo"): rich text sanitized when written, shared by CPF. */
export const summaryFiles = pgTable(
  'summary_files',
  {
    id: serialId(),
    /** The owner (the SPEC's `responsavel_id`). */
    userId: ownedBy('user_id', () => users.id),
    courseId: ownedBy('course_id', () => courses.id),
    name: varchar('name', { length: 150 }).notNull(),
    /** Sanitized HTML (the SPEC's `descricao`). */
    contentHtml: text('content_html').notNull().default(''),
    /** A deactivated summary stays its owner's (and counts for the limit) but is hidden from everyone else. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('summary_files_user_idx').on(t.userId, t.courseId)],
)

/** Who a summary is shared with; the row's id orders the shares list. */
export const summaryShares = pgTable(
  'summary_shares',
  {
    id: serialId(),
    fileId: ownedBy('file_id', () => summaryFiles.id),
    userId: ownedBy('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('summary_shares_file_user_key').on(t.fileId, t.userId),
    index('summary_shares_user_idx').on(t.userId),
  ],
)

/**
 * Everyone a student has shared a summary with, kept when the share or the summary goes: sharing with someone new
 * is limited per day by it (issue 25, decision 0013), so the share box cannot be used as a directory of names.
 */
export const summaryShareContacts = pgTable(
  'summary_share_contacts',
  {
    ownerId: ownedBy('owner_id', () => users.id),
    recipientId: ownedBy('recipient_id', () => users.id),
    /** When the owner first shared with the recipient: the day's count of new people reads it. */
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.recipientId] }),
    index('summary_share_contacts_recipient_idx').on(t.recipientId),
  ],
)

/**
 * A student's tries today at a CPF that names no student (nobody's, or a staff member's): they count among the new
 * people a day (issue 45), so the share box cannot tell, beyond that, whether a CPF is registered. One row per
 * student, for the São Paulo day of its last try.
 */
export const summaryShareMisses = pgTable('summary_share_misses', {
  ownerId: ownedBy('owner_id', () => users.id).primaryKey(),
  day: date('day').notNull(),
  misses: integer('misses').notNull(),
})
