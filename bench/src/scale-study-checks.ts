// The scale data set's third wave held against what the product writes (scale-data.test.ts): each check counts the
// rows that break a rule of the product, and only the broken ones are reported.
import { ANSWER_KIND, CALIBRATION_MIN_ANSWERS, DISCUSSION_STATUS, MOCK_KEY_MODE } from '@gabarito/core'
import { bankFilterQuery } from '@gabarito/core/contract'
import { type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../apps/server/src/db/client.ts'
import { queryRows } from '../../apps/server/src/db/rows.ts'
import { HEAVY_STUDENT, heldMockOf, layout, REFERENCE_EXAM, type ScaleSizes } from './scale-sizes.ts'
import { DISCUSSED_QUESTION } from './scale-study-data.ts'

const APPROVED = DISCUSSION_STATUS.approved
const WEEKLY = ANSWER_KIND.weekly

/** Each rule as a count of the rows that break it (0 when kept). */
function rules(s: ScaleSizes): [rule: string, broken: SQL][] {
  const held = heldMockOf(s)
  const notHeld = sql`not (a.kind = ${WEEKLY} and a.reference_id = ${held})`
  let examDates = 0
  for (let u = 1; u <= s.students; u++) if (u % 3 === 0 || u === HEAVY_STUDENT) examDates++
  return [
    [
      'practice answers marked "Chutei" outside 5-11%',
      sql`select (avg(guessed::int) not between 0.05 and 0.11)::int from answers where kind = 'TREINAMENTO'`,
    ],
    ['mock answers marked "Chutei"', sql`select count(*) from answers where kind = ${WEEKLY} and guessed`],
    [
      'the held mock not an open modo-prova mock',
      sql`select 1 - count(*) from mocks where id = ${held} and key_mode = ${MOCK_KEY_MODE.atClose}
            and released_at is null and opens_at < now() and closes_at > now()`,
    ],
    ['answers left in the fold’s queue', sql`select count(*) from aggregate_fold_queue`],
    ['exam dates missing or extra', sql`select abs(count(*) - ${examDates}) from exam_dates`],
    [
      'exam dates not one to six months ahead, or outside the student’s course',
      sql`select count(*) from exam_dates e
          where e.day < current_date + 28 or e.day > current_date + 185
             or e.course_id <> ${sql.raw(layout(s).courseOf('e.user_id'))}`,
    ],
    [
      'the heavy student without an exam date',
      sql`select 1 - count(*) from exam_dates where user_id = ${HEAVY_STUDENT}`,
    ],
    [
      'lists whose count is not their questions, or filters with questions',
      sql`select count(*) from notebooks n
          where n.question_count <> (select count(*) from notebook_questions q where q.notebook_id = n.id)
             or (n.filter is not null and n.question_count <> 0)`,
    ],
    [
      'list questions of another course',
      sql`select count(*) from notebook_questions nq join notebooks n on n.id = nq.notebook_id
          join questions q on q.id = nq.question_id where q.course_id <> n.course_id`,
    ],
    [
      'students over 50 cadernos, lists over 2,000 questions',
      sql`select (select count(*) from (select 1 from notebooks group by user_id having count(*) > 50) x)
                 + (select count(*) from notebooks where question_count > 2000)`,
    ],
    [
      'the heavy student without 15 cadernos',
      sql`select abs(15 - count(*)) from notebooks where user_id = ${HEAVY_STUDENT}`,
    ],
    [
      '"útil" counts other than the votes',
      sql`select count(*) from discussion_comments c
          where c.useful <> (select count(*) from discussion_votes v where v.comment_id = c.id)`,
    ],
    [
      'votes on comments not approved, or by their author',
      sql`select count(*) from discussion_votes v join discussion_comments c on c.id = v.comment_id
          where c.status <> ${APPROVED} or v.user_id = c.user_id`,
    ],
    [
      'replies not under an approved comment of the question, or before it',
      sql`select count(*) from discussion_comments r join discussion_comments p on p.id = r.parent_id
          where p.status <> ${APPROVED} or p.parent_id is not null or p.question_id <> r.question_id
             or r.created_at <= p.created_at`,
    ],
    [
      'comments moderated unlike their status, pinned unlike the product, of another course, or in the future',
      sql`select count(*) from discussion_comments c join questions q on q.id = c.question_id
          where (c.status = ${APPROVED}) <> (c.moderated_at is not null)
             or (c.pinned and (c.status <> ${APPROVED} or c.parent_id is not null))
             or q.course_id <> c.course_id or c.created_at > now()`,
    ],
    [
      'the discussed question without 400 comments, or sealed by the open mock',
      sql`select abs(400 - (select count(*) from discussion_comments
                            where question_id = ${DISCUSSED_QUESTION} and parent_id is null))
                 + (select count(*) from mock_questions where mock_id = ${held} and question_id = ${DISCUSSED_QUESTION})`,
    ],
    [
      'item parameters other than the run’s, c other than 1/4, or under the minimum of first answers',
      sql`select abs((select items from item_calibration_runs where course_id = 1)
                     - (select count(*) from item_parameters where course_id = 1))
                 + (select count(*) from item_parameters where c <> 0.25 or answers < ${CALIBRATION_MIN_ANSWERS})`,
    ],
    [
      'item parameters whose first answers are not the answers’ own',
      sql`select count(*) from item_parameters p
          where p.answers <> (select count(distinct a.user_id) from answers a
                              where a.question_id = p.question_id and ${notHeld})`,
    ],
    [
      'reference exam questions without parameters',
      sql`select count(*) from questions q left join item_parameters p on p.question_id = q.id
          where q.exam_id = ${REFERENCE_EXAM} and p.question_id is null`,
    ],
    [
      'estimates other than the run’s students, or the heavy student without an ability',
      sql`select abs((select students from item_calibration_runs where course_id = 1)
                     - (select count(*) from ability_estimates where course_id = 1))
                 + (select 1 - count(*) from ability_estimates
                    where user_id = ${HEAVY_STUDENT} and course_id = 1 and theta is not null)`,
    ],
    [
      'the heavy student’s estimate not counting their first answers to calibrated questions',
      sql`select abs((select items from ability_estimates where user_id = ${HEAVY_STUDENT} and course_id = 1)
                     - (select count(distinct a.question_id) from answers a
                        join item_parameters p on p.question_id = a.question_id
                        where a.user_id = ${HEAVY_STUDENT} and ${notHeld}))`,
    ],
    [
      'the heavy student without 26 weeks of history, or the course without its passing mark',
      sql`select abs(26 - (select count(*) from ability_history where user_id = ${HEAVY_STUDENT} and course_id = 1))
                 + (select 1 - count(*) from course_ability_settings
                    where course_id = 1 and pass_mark is not null and reference_exam_id = ${REFERENCE_EXAM})`,
    ],
  ]
}

/** The rules the data set breaks, each with how many rows break it; {} when it keeps them all. */
export async function thirdWaveChecks(db: Executor, s: ScaleSizes): Promise<Record<string, number>> {
  const broken: Record<string, number> = {}
  for (const [rule, query] of rules(s)) {
    const [row] = await queryRows<{ n: number }>(db, sql`select (${query})::int as n`)
    if (row?.n !== 0) broken[rule] = row?.n ?? -1
  }
  const filters = await queryRows<{ filter: unknown }>(
    db,
    sql`select filter from notebooks where filter is not null`,
  )
  // Stored as the product stores a caderno's filter: the batch's query as parsed (ids as numbers).
  const asQuery = (filter: object) =>
    Object.fromEntries(
      Object.entries(filter).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)]),
    )
  const unlike = filters.filter((row) => {
    const parsed = bankFilterQuery.safeParse(asQuery(row.filter as object))
    const sorted = (x: object) => JSON.stringify(Object.entries(x).sort(([a], [b]) => a.localeCompare(b)))
    return !parsed.success || sorted(parsed.data) !== sorted(row.filter as object)
  }).length
  if (unlike > 0) broken['saved filters other than a parsed batch query'] = unlike
  return broken
}
