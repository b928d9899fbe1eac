import { and, desc, eq, max, or } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { courses, plans, UNLIMITED_PLAN_ID, userPlans } from '../../db/schema/index.ts'

/**
 * The latest end date among the user's plans that give access to the course: the course's own plan or the
 * unlimited subscription. Null when the user never had one.
 */
export async function latestAccessEnd(db: Executor, userId: number, courseId: number): Promise<Date | null> {
  const [row] = await db
    .select({ endsAt: max(userPlans.endsAt) })
    .from(userPlans)
    .innerJoin(plans, eq(plans.id, userPlans.planId))
    .where(
      and(eq(userPlans.userId, userId), or(eq(plans.courseId, courseId), eq(plans.id, UNLIMITED_PLAN_ID))),
    )
  return row?.endsAt ? new Date(row.endsAt) : null
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
