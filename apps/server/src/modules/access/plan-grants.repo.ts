import { and, asc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { plans, UNLIMITED_PLAN_ID, userPlans } from '../../db/schema/index.ts'

/** The plan of a course id: the unlimited subscription for 1, else the course's own plan. */
export async function findPlanOfCourse(db: Executor, courseId: number) {
  const where =
    courseId === UNLIMITED_PLAN_ID ? eq(plans.id, UNLIMITED_PLAN_ID) : eq(plans.courseId, courseId)
  const [row] = await db.select().from(plans).where(where).orderBy(asc(plans.id)).limit(1)
  return row
}

/** The user's end date for the plan, its row locked until the transaction ends; undefined when never held. */
export async function lockPlanEnd(db: Executor, userId: number, planId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ endsAt: userPlans.endsAt })
    .from(userPlans)
    .where(and(eq(userPlans.userId, userId), eq(userPlans.planId, planId)))
    .for('update')
    .limit(1)
  return row?.endsAt
}

export async function writePlanEnd(db: Executor, userId: number, planId: number, endsAt: Date) {
  await db
    .insert(userPlans)
    .values({ userId, planId, endsAt })
    .onConflictDoUpdate({
      target: [userPlans.userId, userPlans.planId],
      set: { endsAt, updatedAt: sql`now()` },
    })
}

/** The erasure (decision 0062): every plan of the user goes. */
export async function deletePlansOf(db: Executor, userId: number) {
  await db.delete(userPlans).where(eq(userPlans.userId, userId))
}
