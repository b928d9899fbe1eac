import { ROLE_NAMES, type Role } from '@gabarito/core'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database, Executor } from '../../db/client.ts'
import { parsedRows, runPrepared } from '../../db/rows.ts'
import { users } from '../../db/schema/index.ts'
import { preparedStatement } from '../../db/sql.ts'

export type UserRow = typeof users.$inferSelect

export async function findUserByCpf(db: Executor, cpf: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.cpf, cpf)).limit(1)
  return row
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row
}

/** What a session token is checked against, and the caller it becomes. */
export type TokenUser = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'nickname' | 'roles' | 'tokenVersion' | 'blockedAt'
>

// Prepared by name (decision 0053), so that on PostgreSQL it is planned once per connection: every request whose
// caller is not in the app's 60-second copy runs it.
const TOKEN_USER = preparedStatement(
  'token_user',
  sql`select id, name, email, nickname, roles, token_version as "tokenVersion", blocked_at as "blockedAt"
      from ${users} where id = ${sql.placeholder('id')}::int`,
)
const tokenUserRow = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  nickname: z.string(),
  roles: z.array(z.enum(ROLE_NAMES)),
  tokenVersion: z.number(),
  blockedAt: z.date().nullable(),
}) satisfies z.ZodType<TokenUser>

export async function findTokenUser(db: Database, id: number): Promise<TokenUser | undefined> {
  const [row] = await runPrepared(db, TOKEN_USER, { id }, tokenUserRow)
  return row
}

export async function emailTaken(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1)
  return row !== undefined
}

/**
 * True when `nickname` reads like a live account's nickname, or like `reserved`: the SQL function nickname_key
 * (migration 0037) puts case, accents, invisible characters and repeated spaces aside, and the unique index
 * users_nickname_key, which it reads, says the same of live accounts.
 */
export async function nicknameTaken(db: Executor, nickname: string, reserved: string): Promise<boolean> {
  const key = sql`nickname_key(${nickname})`
  const live = db
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.deletedAt), sql`nickname_key(${users.nickname}) = ${key}`))
  const [row] = await parsedRows(
    db,
    sql`select exists (${live}) or ${key} = nickname_key(${reserved}) as taken`,
    z.object({ taken: z.boolean() }),
  )
  return row?.taken ?? false
}

export interface NewUser {
  cpf: string
  email: string
  name: string
  nickname: string
  passwordHash: string
  roles?: Role[]
}

export async function insertUser(db: Executor, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning()
  if (!row) throw new Error('insert returned no row')
  return row
}

/** Sets a new password hash and raises the token version, so every older token stops working. */
export async function replacePassword(db: Executor, id: number, passwordHash: string): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning()
  if (!row) throw new Error('user vanished')
  return row
}

export async function hasUserWithRole(db: Executor, role: Role): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${role} = any(${users.roles})`)
    .limit(1)
  return row !== undefined
}

export async function recordLogin(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, id))
}
