import { desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { courses, plans, userPlans } from '../../db/schema/index.ts'

/** Every plan the user holds or held, with its course, the newest end date first. */
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
