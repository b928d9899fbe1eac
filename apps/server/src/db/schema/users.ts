import { ROLE_NAMES, ROLES } from '@gabarito/core'
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { allOf } from './checks.ts'
import { createdAt, instant, ownedBy, serialId, updatedAt } from './columns.ts'

export const users = pgTable(
  'users',
  {
    id: serialId(),
    cpf: varchar('cpf', { length: 11 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 150 }).notNull(),
    nickname: varchar('nickname', { length: 60 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles', { enum: ROLE_NAMES })
      .array()
      .notNull()
      // drizzle-kit reads a default's text as it is and takes no inlined parameter: the constant is written raw.
      .default(sql`ARRAY[${sql.raw(`'${ROLES.student}'`)}]::text[]`),
    /** Raised on a password change: tokens carry it, and older ones stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Set by an Admin: the account cannot log in and its tokens are refused (decision 0026). */
    blockedAt: instant('blocked_at'),
    /** The last successful login with CPF and password. */
    lastLoginAt: instant('last_login_at'),
    /** When the account's personal data were erased at its owner's request (LGPD, decision 0026). */
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_cpf_key').on(t.cpf),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    // One live account per nickname as people read it: case, accents, invisible characters and repeated spaces
    // aside (nickname_key, SQL written by migration 0037; decision 0063). Erased accounts all read "Participante
    // removido" and are left out.
    uniqueIndex('users_nickname_key').on(sql`nickname_key(${t.nickname})`).where(sql`${t.deletedAt} is null`),
    check('users_roles_check', allOf(t.roles, ROLE_NAMES)),
  ],
)

/**
 * Password reset links. Only the SHA-256 of the link's token is kept, so the table alone opens no account.
 * A link works once and for an hour; using one closes the user's other open links.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serialId(),
    userId: ownedBy('user_id', () => users.id),
    /** Hex SHA-256 of the token sent in the link. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: instant('expires_at').notNull(),
    /** When the link was used, or when another link of the same user was (which closes this one). */
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_id_idx').on(t.userId),
  ],
)

/**
 * A student's request to have the account deleted (LGPD): open until an Admin carries it out (decision 0026).
 * One open request per user.
 */
export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: serialId(),
    userId: ownedBy('user_id', () => users.id),
    createdAt: createdAt(),
    doneAt: instant('done_at'),
    doneBy: integer('done_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('deletion_requests_open_key').on(t.userId).where(sql`${t.doneAt} is null`)],
)
