import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { courses } from './courses.ts'
import { users } from './users.ts'

/** A student's own summary (the SPEC's "arquivo"): rich text sanitized when written, shared by CPF. */
export const summaryFiles = pgTable(
  'summary_files',
  {
    id: serial('id').primaryKey(),
    /** The owner (the SPEC's `responsavel_id`). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 150 }).notNull(),
    /** Sanitized HTML (the SPEC's `descricao`). */
    contentHtml: text('content_html').notNull().default(''),
    /** A deactivated summary stays its owner's (and counts for the limit) but is hidden from everyone else. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('summary_files_user_idx').on(t.userId, t.courseId)],
)

/** Who a summary is shared with; the row's id orders the shares list. */
export const summaryShares = pgTable(
  'summary_shares',
  {
    id: serial('id').primaryKey(),
    fileId: integer('file_id')
      .notNull()
      .references(() => summaryFiles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When the owner first shared with the recipient: the day's count of new people reads it. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.recipientId] }),
    index('summary_share_contacts_recipient_idx').on(t.recipientId),
  ],
)
