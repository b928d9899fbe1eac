import { type SQL, sql } from 'drizzle-orm'
import { examDates, plans, UNLIMITED_PLAN_ID, userPlans } from '../../db/schema/index.ts'
import { sqlConstant } from '../../db/sql.ts'

const SAO_PAULO = sqlConstant('America/Sao_Paulo')

/**
 * The exam day that bounds a student's reviews in a course at `at` (decision 0057), as 'YYYY-MM-DD' text or null: the
 * day the student set while it is today or later (São Paulo), else the day their access to the course ends (the
 * course's data_fim: the plan or the unlimited subscription) while that is in the future. Two lookups by key; an SQL
 * expression so that the answer statement stays one round trip.
 */
export function examDayOfStudentSql(userId: SQL, courseId: SQL, at: SQL): SQL {
  const today = sql`(${at} at time zone ${SAO_PAULO})::date`
  return sql`to_char(coalesce(
    (select ed.day from ${examDates} ed
      where ed.user_id = ${userId} and ed.course_id = ${courseId} and ed.day >= ${today}),
    (select (max(up.ends_at) at time zone ${SAO_PAULO})::date
      from ${userPlans} up join ${plans} pl on pl.id = up.plan_id
      where up.user_id = ${userId} and (pl.course_id = ${courseId} or pl.id = ${sqlConstant(UNLIMITED_PLAN_ID)})
      having max(up.ends_at) > ${at})
  ), 'YYYY-MM-DD')`
}
