import { QUESTION_STATUS } from '@gabarito/core'
import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'
import { questionProgress, questions, subjects, topics } from '../../db/schema/index.ts'
import {
  type BankFilter,
  examCteOf,
  progressOf,
  progressSituations,
  questionConditions,
  unfoldedQuestionsSql,
  wantsUnseen,
} from './bank-filter.sql.ts'

// The question bank's filtered reads (issue 31, decision 0058): a batch's unseen part, its review part and the count.

const idRow = z.object({ id: z.number() })
const countRow = z.object({ total: z.number() })
const optionsRow = z.object({
  bancas: z.array(z.string()),
  orgaos: z.array(z.string()),
  anos: z.array(z.number()),
})
const subjectRow = z.object({ id: z.number(), visible: z.boolean() })
const topicRow = z.object({ id: z.number(), subjectId: z.number() })

/** The `with` of a filtered read: the caller's answers not folded yet, and the exam day when the due situation asks. */
function withClause(f: BankFilter): SQL {
  const exam = examCteOf(f)
  return sql`with recent as (${unfoldedQuestionsSql(f.userId)})${exam ? sql`, ${exam}` : sql``}`
}

/**
 * Up to `limit` questions of each subject matching the filter and `progress` (a condition on the caller's progress
 * with the question, progressOf), from a random point of the subject's random order, wrapping around: a short scan of
 * questions_subject_filter_idx per subject, with one lookup of the caller's progress row for each question the
 * filter keeps. Never a question in `exclude` nor one the caller answered seconds ago (not folded yet).
 */
export async function scanMatching(
  db: Executor,
  f: BankFilter,
  progress: SQL,
  start: number,
  limit: number,
  exclude: number[],
) {
  const side = (range: SQL) => sql`(select q.id from ${questions} q
      where q.subject_id = s.id and ${range} and ${questionConditions(f)}
        and q.id <> all(${sql.param(exclude)}::int[]) and q.id not in (select question_id from recent)
        and ${progress}
      order by q.random_key limit ${limit})`
  const rows = await parsedRows(
    db,
    sql`${withClause(f)}
      select c.id from unnest(${sql.param(f.subjectIds)}::int[]) as s(id)
      cross join lateral (
        select x.id from (${side(sql`q.random_key >= ${start}`)} union all ${side(sql`q.random_key < ${start}`)}) x
        limit ${limit}
      ) c`,
    idRow,
  )
  return rows.map((r) => r.id)
}

// Scalar subqueries, not EXISTS: the planner would turn an EXISTS into a join over every progress row of the subject
// (27,000 for a heavy student) where the scan needs a few lookups before its limit.
/** The caller never answered nor skipped the question `q`. */
export const unseen = (f: BankFilter) =>
  sql`(select 1 from ${questionProgress} p where ${progressOf(f)}) is null`
/** The caller's progress row for `q` meets `condition`. */
export const answered = (f: BankFilter, condition: SQL) =>
  sql`coalesce((select true from ${questionProgress} p where ${progressOf(f)} and ${condition}), false)`

/** How many questions match the filter now (situations included). */
export async function countMatching(db: Executor, f: BankFilter) {
  const situation = progressSituations(f)
  const row = sql`select 1 from ${questionProgress} p where ${progressOf(f)}`
  const bySituation =
    f.situations.length === 0
      ? sql``
      : sql`and (${wantsUnseen(f) ? sql`not exists (${row}) or ` : sql``}
               exists (${row} ${situation ? sql`and ${situation}` : sql`and false`}))`
  const exam = examCteOf(f)
  const [result] = await parsedRows(
    db,
    sql`${exam ? sql`with ${exam}` : sql``}
      select count(*)::int as total from ${questions} q
      where q.subject_id = any(${sql.param(f.subjectIds)}::int[]) and ${questionConditions(f)} ${bySituation}`,
    countRow,
  )
  return result?.total ?? 0
}

/** The course's subjects (id and whether shown). */
export function courseSubjects(db: Executor, courseId: number) {
  return parsedRows(
    db,
    sql`select id, visible from ${subjects} where course_id = ${courseId} order by position, id`,
    subjectRow,
  )
}

/** The shown topics among `topicIds` whose subject is one of `subjectIds`. */
export function shownTopics(db: Executor, topicIds: number[], subjectIds: number[]) {
  return parsedRows(
    db,
    sql`select id, subject_id as "subjectId" from ${topics}
        where id = any(${sql.param(topicIds)}::int[]) and subject_id = any(${sql.param(subjectIds)}::int[]) and visible`,
    topicRow,
  )
}

/** The bancas, órgãos and years the course's published questions carry: what the filter panel offers. */
export async function bankOptions(db: Executor, courseId: number) {
  const values = (column: SQL) => sql`array(select distinct ${column} from ${questions}
      where course_id = ${courseId} and status = ${QUESTION_STATUS.published} and ${column} is not null order by 1)`
  const [row] = await parsedRows(
    db,
    sql`select ${values(sql`banca`)} as bancas, ${values(sql`orgao`)} as orgaos, ${values(sql`year`)} as anos`,
    optionsRow,
  )
  return row ?? { bancas: [], orgaos: [], anos: [] }
}
