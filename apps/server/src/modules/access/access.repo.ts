import { and, desc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database, Executor } from '../../db/client.ts'
import { runPrepared } from '../../db/rows.ts'
import { courses, plans, UNLIMITED_PLAN_ID, userPlans } from '../../db/schema/index.ts'
import { preparedStatement, sqlConstant } from '../../db/sql.ts'

const LATEST_ACCESS_END = preparedStatement(
  'latest_access_end',
  sql`select max(up.ends_at) as ends_at from ${userPlans} up join ${plans} p on p.id = up.plan_id
      where up.user_id = ${sql.placeholder('userId')}::int
        and (p.course_id = ${sql.placeholder('courseId')}::int or p.id = ${sqlConstant(UNLIMITED_PLAN_ID)})`,
)
const endsAtRow = z.object({ ends_at: z.union([z.date(), z.string()]).nullable() })

/**
 * The latest end date among the user's plans that give access to the course: the course's own plan or the
 * unlimited subscription. Null when the user never had one. Prepared: nearly every
 * student call asks it.
 */
export async function latestAccessEnd(db: Database, userId: number, courseId: number): Promise<Date | null> {
  const [row] = await runPrepared(db, LATEST_ACCESS_END, { userId, courseId }, endsAtRow)
  return row?.ends_at ? new Date(row.ends_at) : null
}

/** For each course, the latest end date of the user's plans that cover it (unlimited included). */
export async function planEnds(
  db: Executor,
  userId: number,
): Promise<{ unlimited: Date | null; byCourse: Map<number, Date> }> {
  const rows = await db
    .select({ planId: plans.id, courseId: plans.courseId, endsAt: userPlans.endsAt })
    .from(userPlans)
    .innerJoin(plans, eq(plans.id, userPlans.planId))
    .where(eq(userPlans.userId, userId))
  let unlimited: Date | null = null
  const byCourse = new Map<number, Date>()
  for (const row of rows) {
    if (row.planId === UNLIMITED_PLAN_ID) unlimited = row.endsAt
    else if (row.courseId !== null) byCourse.set(row.courseId, row.endsAt)
  }
  return { unlimited, byCourse }
}

/** Whether the user's unlimited subscription runs past `now`. */
export async function unlimitedRunsPast(db: Executor, userId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ endsAt: userPlans.endsAt })
    .from(userPlans)
    .where(and(eq(userPlans.userId, userId), eq(userPlans.planId, UNLIMITED_PLAN_ID)))
    .limit(1)
  return row !== undefined && row.endsAt > now
}

/** Every plan the user holds or held, with its course (null for the unlimited subscription), newest end first. */
export function listUserPlans(db: Executor, userId: number) {
  return db
    .select({
      id: plans.id,
      name: plans.name,
      courseId: courses.id,
      courseName: courses.name,
      endsAt: userPlans.endsAt,
    })
    .from(userPlans)
    .innerJoin(plans, eq(plans.id, userPlans.planId))
    .leftJoin(courses, eq(courses.id, plans.courseId))
    .where(eq(userPlans.userId, userId))
    .orderBy(desc(userPlans.endsAt))
}
