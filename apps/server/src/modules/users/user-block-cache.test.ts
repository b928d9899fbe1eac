import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../../app.ts'
import {
  auth,
  createTestContext,
  signUpAndLogin,
  TEST_REDIS_URL,
  type TestContext,
} from '../../test/context.ts'
import { userIdOf } from '../../test/fixtures.ts'
import { staffTokens } from '../../test/staff.ts'

// Two app instances on one database and Redis, as two server processes would be (course-cache.test.ts): each keeps
// a 60-second copy of the user row tokens are checked against, so a block must reach the other instance's copy.
let one: TestContext
let two: App
beforeAll(async () => {
  one = await createTestContext({ env: { REDIS_URL: TEST_REDIS_URL } })
  two = await buildApp({ config: one.config, db: one.db, logger: false })
  await two.ready()
  // User ids of this file's own: other test processes announce `user:<id>` on the same Redis channel, and theirs
  // must not drop the copy this file checks.
  const start = 100_000 + Math.floor(Math.random() * 1_000_000)
  await one.db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), ${start})`)
})
afterAll(async () => {
  await two.close()
  await one.close()
})

const me = (app: App, token: string) => app.inject({ url: '/api/v1/seguranca/auth/me', headers: auth(token) })

describe('a blocked account on two instances sharing Redis', () => {
  it('has its token refused on the other instance at once, where its row was cached', async () => {
    const { admin } = await staffTokens(one)
    const { token } = await signUpAndLogin(one.app)
    // Both instances now hold the row in their copy.
    expect((await me(one.app, token)).statusCode).toBe(200)
    expect((await me(two, token)).statusCode).toBe(200)

    const res = await one.app.inject({
      method: 'POST',
      url: `/api/v1/admin/usuarios/${userIdOf(token)}/bloquear`,
      headers: auth(admin),
    })
    expect(res.statusCode).toBe(200)
    expect((await me(one.app, token)).statusCode).toBe(401)
    // The announcement crosses Redis in well under a second; the copy itself would be kept 60 s.
    await expect
      .poll(async () => (await me(two, token)).statusCode, { timeout: 1000, interval: 25 })
      .toBe(401)
    expect((await me(two, token)).json()).toEqual({ error: 'Sessão expirada. Entre novamente.' })
  })
})
