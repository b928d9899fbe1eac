import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { passwordResets } from '../../db/schema/index.ts'

export interface NewPasswordReset {
  userId: number
  tokenHash: string
  expiresAt: Date
}

export async function insertPasswordReset(db: Executor, reset: NewPasswordReset): Promise<void> {
  await db.insert(passwordResets).values(reset)
}

const isOpen = (tokenHash: string, now: Date) =>
  and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  )

/** True when the link of this token hash is neither used nor expired. */
export async function isPasswordResetOpen(db: Executor, tokenHash: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(isOpen(tokenHash, now))
    .limit(1)
  return row !== undefined
}

/**
 * Marks the link used and closes the user's other open links; returns the user, or undefined when the link is not
 * open (any more: of two requests racing with one link, only the first gets the user).
 */
export async function usePasswordReset(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const [used] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(isOpen(tokenHash, now))
    .returning({ userId: passwordResets.userId })
  if (!used) return undefined
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, used.userId), isNull(passwordResets.usedAt)))
  return used.userId
}
