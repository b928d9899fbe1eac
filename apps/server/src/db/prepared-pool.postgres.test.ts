import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openTestDatabase } from '../test/database.ts'
import type { DatabaseHandle } from './client.ts'
import { preparedRows, queryRows } from './rows.ts'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await openTestDatabase()
})
afterAll(() => handle.close())

// Decision 0034: PostgreSQL's own choice planned the answer statement again at every call (custom plans); the hot
// statements run on connections that keep the plan made once, and every other query keeps PostgreSQL's choice.
it('runs the named statements with the plan made once and the rest of the queries with the server default', async () => {
  const setting = 'select current_setting($1) as mode'
  const named = await preparedRows<{ mode: string }>(handle.db, 'plan_cache_mode_probe', setting, [
    'plan_cache_mode',
  ])
  const plain = await queryRows<{ mode: string }>(
    handle.db,
    sql`select current_setting(${'plan_cache_mode'}) as mode`,
  )
  expect(named).toEqual([{ mode: 'force_generic_plan' }])
  expect(plain).toEqual([{ mode: 'auto' }])
})
