import { ROLES, type Role } from '@gabarito/core'
import { eq } from 'drizzle-orm'
import { beforeAll } from 'vitest'
import { users } from '../db/schema/index.ts'
import { signUpAndLogin, type TestContext, type TestOptions, testContextSuite } from './context.ts'
import { userIdOf } from './fixtures.ts'

/** A signed-up user given the roles before their first request, so no cached row hides them. */
export async function userWithRoles(t: Pick<TestContext, 'app' | 'db'>, roles: Role[]): Promise<string> {
  const { token } = await signUpAndLogin(t.app)
  await t.db
    .update(users)
    .set({ roles })
    .where(eq(users.id, userIdOf(token)))
  return token
}

/** A token for each kind of caller the staff routes tell apart. */
export async function staffTokens(t: Pick<TestContext, 'app' | 'db'>) {
  return {
    student: await userWithRoles(t, [ROLES.student]),
    manager: await userWithRoles(t, [ROLES.manager]),
    admin: await userWithRoles(t, [ROLES.admin, ROLES.student]),
  }
}

export type StaffTokens = Awaited<ReturnType<typeof staffTokens>>

/**
 * For one staff test file: testContextSuite and the staffTokens of that context, both filled in place before the
 * file's own beforeAll hooks run. Call it at the top level.
 */
export function staffSuite(options: TestOptions = {}): { t: TestContext; tokens: StaffTokens } {
  const t = testContextSuite(options)
  const tokens = {} as StaffTokens
  beforeAll(async () => {
    Object.assign(tokens, await staffTokens(t))
  })
  return { t, tokens }
}
