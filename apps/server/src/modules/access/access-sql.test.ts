import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { DatabaseHandle } from '../../db/client.ts'
import { runPrepared } from '../../db/rows.ts'
import { users } from '../../db/schema/index.ts'
import { preparedStatement } from '../../db/sql.ts'
import { openTestDatabase } from '../../test/database.ts'
import { createCourse, grantPlan, UNLIMITED } from '../../test/fixtures.ts'
import { hasCourseAccess } from './access.service.ts'
import { courseAccessSql } from './access.sql.ts'

const NOW = new Date('2026-11-20T15:00:00Z')
const LATER = new Date('2027-01-01T00:00:00Z')
const EARLIER = new Date('2026-10-01T00:00:00Z')

let handle: DatabaseHandle
let course: Awaited<ReturnType<typeof createCourse>>
let other: Awaited<ReturnType<typeof createCourse>>

beforeAll(async () => {
  handle = await openTestDatabase()
  course = await createCourse(handle.db)
  other = await createCourse(handle.db)
})
afterAll(() => handle.close())

type Plan = 'course' | 'other' | 'unlimited'

const cases: { name: string; plans: [Plan, Date][]; access: boolean }[] = [
  { name: 'no plan', plans: [], access: false },
  { name: 'a plan for the course', plans: [['course', LATER]], access: true },
  { name: 'an expired plan for the course', plans: [['course', EARLIER]], access: false },
  { name: 'a plan for the course ending this very instant', plans: [['course', NOW]], access: false },
  { name: 'the unlimited subscription', plans: [['unlimited', LATER]], access: true },
  { name: 'an expired unlimited subscription', plans: [['unlimited', EARLIER]], access: false },
  { name: "another course's plan", plans: [['other', LATER]], access: false },
  {
    name: 'an expired course plan and a running unlimited subscription',
    plans: [
      ['course', EARLIER],
      ['unlimited', LATER],
    ],
    access: true,
  },
  {
    name: 'a running course plan and an expired unlimited subscription',
    plans: [
      ['course', LATER],
      ['unlimited', EARLIER],
    ],
    access: true,
  },
]

let n = 0
async function userWith(plans: [Plan, Date][]): Promise<number> {
  n++
  const [user] = await handle.db
    .insert(users)
    .values({
      cpf: String(n).padStart(11, '0'),
      email: `acesso${n}@exemplo.com.br`,
      name: `Aluno ${n}`,
      nickname: `A${n}`,
      passwordHash: 'x',
    })
    .returning()
  const userId = user?.id as number
  const planIds = { course: course.planId, other: other.planId, unlimited: UNLIMITED }
  for (const [plan, endsAt] of plans) await grantPlan(handle.db, userId, planIds[plan], endsAt)
  return userId
}

// The answer statement runs the rule in SQL; everything else runs hasCourseAccess. They must never disagree.
const ACCESS_SQL = preparedStatement(
  'access_rule_test',
  sql`select ${courseAccessSql({
    userId: sql`${sql.placeholder('userId')}::int`,
    courseId: sql`${sql.placeholder('courseId')}::int`,
    unlimitedPlanId: sql`${sql.placeholder('unlimitedPlanId')}::int`,
    now: sql`${sql.placeholder('now')}::timestamptz`,
  })} as ok`,
)

describe('the access rule in SQL and in the service', () => {
  it.each(cases)('agree for a user with $name', async ({ plans, access }) => {
    const userId = await userWith(plans)
    const service = await hasCourseAccess({ db: handle.db, clock: () => NOW }, userId, course.id)
    const [row] = await runPrepared(
      handle.db,
      ACCESS_SQL,
      { userId, courseId: course.id, unlimitedPlanId: UNLIMITED, now: NOW.toISOString() },
      z.object({ ok: z.boolean() }),
    )
    expect(service).toBe(access)
    expect(row?.ok).toBe(access)
  })
})
