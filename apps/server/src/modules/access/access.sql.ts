import { type SQL, sql } from 'drizzle-orm'
import { plans, userPlans } from '../../db/schema/index.ts'
/** SQL expressions (placeholders such as `$1::int`, or columns) the access rule is run with inside a bigger statement. */
export interface CourseAccessSqlParams {
  userId: SQL
  courseId: SQL
  /** UNLIMITED_PLAN_ID, the unlimited subscription's plan. */
  unlimitedPlanId: SQL
  now: SQL
}

/**
 * The rule of `hasCourseAccess` (access.service.ts) as an SQL boolean, for statements that must stay one round
 * trip (the answer): a plan for the course or the unlimited subscription that ends after `now`.
 * access-sql.test.ts checks that both give the same answer.
 */
export function courseAccessSql(p: CourseAccessSqlParams): SQL {
  return sql`exists (
      select 1 from ${userPlans} up join ${plans} p on p.id = up.plan_id
      where up.user_id = ${p.userId} and (p.course_id = ${p.courseId} or p.id = ${p.unlimitedPlanId})
        and up.ends_at > ${p.now}
    )`
}
