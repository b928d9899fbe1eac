import { type AnyColumn, type SQL, sql } from 'drizzle-orm'
import {
  examDates,
  questionProgress as p,
  plans,
  UNLIMITED_PLAN_ID,
  userPlans,
} from '../../db/schema/index.ts'
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

/**
 * A CTE `exam` (one row) for the caller and course at `at`: `day`, the exam day that counts ('YYYY-MM-DD' or null,
 * examDayOfStudentSql), `own`, the day the student set (past ones included), and `start` and `eve`, the starts of
 * the exam day and of the day before (São Paulo; 'infinity' without an exam), which the due moments are read with.
 * In the statement that reads the cards: one round trip.
 */
export function examCte(userId: SQL, courseId: SQL, at: SQL): SQL {
  const day = examDayOfStudentSql(userId, courseId, at)
  return sql`exam as (
    select day, own,
           coalesce(day::date::timestamp at time zone ${SAO_PAULO}, 'infinity') as start,
           coalesce((day::date - 1)::timestamp at time zone ${SAO_PAULO}, 'infinity') as eve
    from (select ${day} as day,
            (select to_char(${examDates.day}, 'YYYY-MM-DD') from ${examDates}
              where ${examDates.userId} = ${userId} and ${examDates.courseId} = ${courseId}) as own) d
  )`
}

/**
 * A card's due moment as the student sees it (decision 0057): FSRS's, or, when that falls on or after the exam day
 * (`start`), 00:00 of the day before (`eve`), or the last review when that has passed. The stored `due` stays FSRS's,
 * so a new exam date moves every card at once. `alias`: the progress table's alias in the statement, if it has one.
 */
export function effectiveDueSql(start: SQL, eve: SQL, alias?: string): SQL {
  const column = (c: AnyColumn) =>
    alias ? sql`${sql.identifier(alias)}.${sql.identifier(c.name)}` : sql`${c}`
  const [due, reviewedAt] = [column(p.due), column(p.reviewedAt)]
  return sql`(case when ${due} >= ${start} then greatest(${eve}, ${reviewedAt}) else ${due} end)`
}
