import { QUESTION_STATUS } from '@gabarito/core'
import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'
import {
  practicePositions,
  questionProgress,
  questions,
  studentSubjectStats,
  subjects,
  topics,
} from '../../db/schema/index.ts'
import {
  type BankFilter,
  difficultyCondition,
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
const sizeRow = z.object({ id: z.number(), n: z.number() })
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
 * A round of a batch: what the caller's progress with a question (`id`) of the subject `s.id` must be. `lookup`, one
 * primary-key lookup per question (a scalar subquery: as an EXISTS the planner would join every progress row of the
 * subject), is the cheapest when a few dozen questions are checked; an answered round's `hashed`, the caller's rows of
 * the subject read once into a hash, bounds a scan of the whole subject when its condition is rare (decision 0058).
 */
export interface Round {
  lookup: (id: SQL) => SQL
  /** An answered round: its condition on the progress row `p`, and the hashed form; null for the never-answered. */
  answered: { condition: SQL; hashed: (id: SQL) => SQL } | null
}

const rowOf = (f: BankFilter, id: SQL) => progressOf(f, sql`s.id`, id)
const rowsOf = (f: BankFilter) =>
  sql`select p.question_id from ${questionProgress} p where p.user_id = ${f.userId} and p.subject_id = s.id`

/** The caller never answered nor skipped the question. */
export const unseen = (f: BankFilter): Round => ({
  lookup: (id) => sql`(select 1 from ${questionProgress} p where ${rowOf(f, id)}) is null`,
  answered: null,
})

/** The caller's progress row for the question meets `condition`. */
export const answered = (f: BankFilter, condition: SQL): Round => ({
  lookup: (id) =>
    sql`coalesce((select true from ${questionProgress} p where ${rowOf(f, id)} and ${condition}), false)`,
  answered: { condition, hashed: (id) => sql`${id} in (${rowsOf(f)} and ${condition})` },
})

/** Questions of a subject the index-only window reads before checking the caller's progress with them. */
const WINDOW = 1500

/**
 * Where a subject's scan starts: the caller's place in the subject's order (decision 0044), past which their unseen
 * questions lie when they practise the subject in order, or a random point.
 */
const startOf = (f: BankFilter, random: number) =>
  sql`coalesce((select pp.position from ${practicePositions} pp
    where pp.user_id = ${f.userId} and pp.subject_id = s.id and pp.topic_id = 0), ${random}::float8)`

/**
 * Up to `limit` questions of each subject matching the filter and the round, from the subject's start (startOf) in
 * its random order, wrapping around: the questions the filter keeps are read from questions_subject_filter_idx alone,
 * and the progress and the difficulty checked on them. A never-answered round looks each one's progress up: past
 * the caller's place the unseen ones come first. An answered one looks them up over a window of WINDOW questions a
 * side, then, when that finds fewer than `limit`, hashes the caller's rows of the subject over the whole subject.
 */
export async function scanMatching(
  db: Executor,
  f: BankFilter,
  round: Round,
  random: number,
  limit: number,
  exclude: number[],
) {
  const run = async (check: (id: SQL) => SQL, window: number | null) => {
    const kept = (range: SQL) => sql`q.subject_id = s.id and ${range} and ${questionConditions(f)}
      and q.id <> all(${sql.param(exclude)}::int[]) and q.id not in (select question_id from recent)`
    // Without a window the checks sit in the scan itself, so it walks the index in order and stops at the limit.
    const side = (range: SQL) =>
      window === null
        ? sql`(select q.id from ${questions} q
            where ${kept(range)} and ${check(sql`q.id`)} and ${difficultyCondition(f, sql`q.id`)}
            order by q.random_key limit ${limit})`
        : sql`(select w.id from (
            select q.id, q.random_key from ${questions} q where ${kept(range)} order by q.random_key limit ${window}) w
          where ${check(sql`w.id`)} and ${difficultyCondition(f, sql`w.id`)}
          order by w.random_key limit ${limit})`
    const rows = await parsedRows(
      db,
      sql`${withClause(f)}
        select c.id from unnest(${sql.param(f.subjectIds)}::int[]) as s(id)
        cross join lateral (select ${startOf(f, random)} as at) k
        cross join lateral (
          select x.id from (${side(sql`q.random_key >= k.at`)} union all ${side(sql`q.random_key < k.at`)}) x
          limit ${limit}
        ) c`,
      idRow,
    )
    return rows.map((r) => r.id)
  }
  if (round.answered === null) return run(round.lookup, null)
  const found = await run(round.lookup, WINDOW)
  return found.length >= limit ? found : run(round.answered.hashed, null)
}

/**
 * The caller's answers in each subject, from the per-subject aggregate (one primary-key read): an estimate of their
 * progress rows there (an answered question has one row, and usually one answer or a few).
 */
export async function subjectAnswers(db: Executor, f: BankFilter) {
  const rows = await parsedRows(
    db,
    sql`select subject_id as id, answers as n from ${studentSubjectStats}
        where user_id = ${f.userId} and course_id = ${f.courseId} and subject_id = any(${sql.param(f.subjectIds)}::int[])`,
    sizeRow,
  )
  return new Map(rows.map((r) => [r.id, r.n]))
}

const startRow = z.object({ low: z.number().nullable(), high: z.number().nullable() })

/**
 * Up to `limit` questions of `subjectIds` the caller's progress rows meet `condition` for, matching the filter: read
 * from the caller's rows, for subjects where they are few (subjectAnswers). The rows are read in their primary key's
 * order from a random point (a random subject of the filter, a random place in the caller's rows of it), wrapping
 * around, and the read stops at the limit: a rare filter reads about `limit` ÷ its share of the rows, not every row.
 */
export async function answeredAmong(
  db: Executor,
  f: BankFilter,
  subjectIds: number[],
  condition: SQL,
  limit: number,
  exclude: number[],
) {
  const subject = subjectIds[Math.floor(Math.random() * subjectIds.length)] as number
  const [range] = await parsedRows(
    db,
    sql`select min(question_id) as low, max(question_id) as high from ${questionProgress}
        where user_id = ${f.userId} and subject_id = ${subject}`,
    startRow,
  )
  const low = range?.low ?? 0
  const place = low + Math.floor(Math.random() * ((range?.high ?? low) - low + 1))
  // The subjects' bounds are a range of the primary key; the list itself is checked on each row (as an index
  // condition, `= any(…)` would make the read unordered: it could not stop at the limit).
  const side = (
    from: SQL,
  ) => sql`(select q.id from ${questionProgress} p join ${questions} q on q.id = p.question_id
      where p.user_id = ${f.userId} and ${from}
        and p.subject_id between ${Math.min(...subjectIds)} and ${Math.max(...subjectIds)}
        and coalesce(p.subject_id, 0) = any(${sql.param(subjectIds)}::int[]) and ${condition}
        and q.subject_id = p.subject_id and ${questionConditions(f)} and ${difficultyCondition(f, sql`q.id`)}
        and q.id <> all(${sql.param(exclude)}::int[]) and q.id not in (select question_id from recent)
      order by p.subject_id, p.question_id limit ${limit})`
  const rows = await parsedRows(
    db,
    sql`${withClause(f)}
      select x.id from (${side(sql`(p.subject_id, p.question_id) >= (${subject}, ${place})`)}
        union all ${side(sql`(p.subject_id, p.question_id) < (${subject}, ${place})`)}) x
      limit ${limit}`,
    idRow,
  )
  return rows.map((r) => r.id)
}

/** How many questions match the filter now (situations included). */
export async function countMatching(db: Executor, f: BankFilter) {
  const situation = progressSituations(f)
  const row = sql`select 1 from ${questionProgress} p where ${progressOf(f)}`
  const difficulty = difficultyCondition(f, sql`q.id`)
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
      where q.subject_id = any(${sql.param(f.subjectIds)}::int[]) and ${questionConditions(f)} ${bySituation}
        and ${difficulty}`,
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
