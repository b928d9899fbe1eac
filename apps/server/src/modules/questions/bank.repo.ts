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
  reviewOrder,
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
 * Up to `limit` questions of each subject the caller never answered nor skipped, matching the filter, from a random
 * point of the subject's random order (wrapping around): a short scan of questions_subject_filter_idx per subject.
 */
export async function unseenMatching(
  db: Executor,
  f: BankFilter,
  start: number,
  limit: number,
  exclude: number[],
) {
  if (!wantsUnseen(f)) return []
  const side = (range: SQL) => sql`(select q.id from ${questions} q
      where q.subject_id = s.id and ${range} and ${questionConditions(f)}
        and q.id <> all(${sql.param(exclude)}::int[]) and q.id not in (select question_id from recent)
        and not exists (select 1 from ${questionProgress} p where ${progressOf(f)})
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

/**
 * Up to `limit` questions the caller has a progress row for, matching the filter and the situation (without one:
 * errors and skips, then right answers), longest ago first.
 */
export async function answeredMatching(db: Executor, f: BankFilter, limit: number, exclude: number[]) {
  const situation = progressSituations(f)
  const rows = await parsedRows(
    db,
    sql`${withClause(f)}
      select p.question_id as id from ${questionProgress} p join ${questions} q on q.id = p.question_id
      where p.user_id = ${f.userId} and p.subject_id = any(${sql.param(f.subjectIds)}::int[])
        and ${questionConditions(f)} ${situation ? sql`and ${situation}` : sql``}
        and p.question_id <> all(${sql.param(exclude)}::int[]) and p.question_id not in (select question_id from recent)
      order by ${reviewOrder} limit ${limit}`,
    idRow,
  )
  return rows.map((r) => r.id)
}

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
