import type { PGlite } from '@electric-sql/pglite'

/**
 * Plans are granted by payments; until those exist the browser tests write them into the database
 * (through `E2E.withDatabase`, which stops the server meanwhile).
 */

/** Gives the user with this CPF the plan of the course named `courseName` until `endsAt`. */
export async function grantCoursePlan(
  db: PGlite,
  cpf: string,
  courseName: string,
  endsAt = '2099-12-31T12:00:00Z',
): Promise<void> {
  const result = await db.query(
    `insert into user_plans (user_id, plan_id, ends_at)
     select u.id, p.id, $3::timestamptz
       from users u, plans p join courses c on c.id = p.course_id
      where u.cpf = $1 and c.name = $2`,
    [cpf, courseName, endsAt],
  )
  if (result.affectedRows !== 1) throw new Error(`no plan granted to ${cpf} for ${courseName}`)
}

/** Gives the user the unlimited subscription (plan 1, every course). */
export async function grantUnlimitedPlan(
  db: PGlite,
  cpf: string,
  endsAt = '2099-12-31T12:00:00Z',
): Promise<void> {
  const result = await db.query(
    `insert into user_plans (user_id, plan_id, ends_at) select u.id, 1, $2::timestamptz from users u where u.cpf = $1`,
    [cpf, endsAt],
  )
  if (result.affectedRows !== 1) throw new Error(`no unlimited plan granted to ${cpf}`)
}
