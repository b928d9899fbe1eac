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

const probe = 'select current_setting($1) as mode'

// Decision 0034: left to choose, PostgreSQL planned the answer statement again at every call; it runs on connections
// that keep the plan made once, and every other query keeps PostgreSQL's choice.
it('runs a statement asking for its generic plan there, and every other query with the server default', async () => {
  const setting = ['plan_cache_mode']
  const generic = await preparedRows(handle.db, 'probe_generic', probe, setting, { genericPlan: true })
  const named = await preparedRows(handle.db, 'probe_named', probe, setting)
  const plain = await queryRows(handle.db, sql`select current_setting(${'plan_cache_mode'}) as mode`)
  expect(generic).toEqual([{ mode: 'force_generic_plan' }])
  expect(named).toEqual([{ mode: 'auto' }])
  expect(plain).toEqual([{ mode: 'auto' }])
})
