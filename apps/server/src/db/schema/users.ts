import { sql } from 'drizzle-orm'
import { integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'

export const ROLES = { admin: 'Admin', manager: 'Gerente', student: 'Aluno' } as const
export type Role = (typeof ROLES)[keyof typeof ROLES]

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    cpf: varchar('cpf', { length: 11 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 150 }).notNull(),
    nickname: varchar('nickname', { length: 60 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull().default(sql`ARRAY['Aluno']::text[]`),
    /** Raised on a password change: tokens carry it, and older ones stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_cpf_key').on(t.cpf), uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
)
