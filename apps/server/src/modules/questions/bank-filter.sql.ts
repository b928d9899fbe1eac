import { PROGRESS, QUESTION_STATUS, SITUATION, type Situation, saoPauloDayEnd } from '@gabarito/core'
import { type SQL, sql } from 'drizzle-orm'
import { aggregateFoldQueue, questionCounts, topics } from '../../db/schema/index.ts'
import { sqlConstant } from '../../db/sql.ts'
import { effectiveDueSql, examCte } from '../access/exam-day.sql.ts'

// The question bank's filter as SQL (issue 31, decision 0058): conditions on a question `q` (its own row: every
// value a filter reads is a column of questions_subject_filter_idx, so a subject's scan stays in the index) and on
// the caller's progress row `p` for the situation.

/** A filter checked and resolved against the course: the subjects are the course's shown ones. */
export interface BankFilter {
  userId: number
  courseId: number
  /** Never empty: the subjects asked for, or every shown subject of the course. */
  subjectIds: number[]
  topicIds: number[]
  bancas: string[]
  orgaos: string[]
  yearFrom: number | null
  yearTo: number | null
  levels: string[]
  difficulties: string[]
  situations: Situation[]
  exam: 'sim' | 'nao' | null
  at: Date
}

const PUBLISHED = sqlConstant(QUESTION_STATUS.published)
const RIGHT = sqlConstant(PROGRESS.right)
const WRONG = sqlConstant(PROGRESS.wrong)

const intArray = (values: number[]) => sql`${sql.param(values)}::int[]`
const textArray = (values: string[]) => sql`${sql.param(values)}::text[]`

/**
 * The difficulty label of `hits` right of `total` answers, as core's `difficultyLabel` (SPEC section 5) gives it: the
 * same rules in the same order (bank.test.ts checks one against the other).
 */
export function difficultyLabelSql(hits: SQL, total: SQL): SQL {
  const share = sql`(case when ${total} > 0 then ${hits} * 100.0 / ${total} else 0 end)`
  return sql`(case when ${share} > 90 then 'Muito Facil' when ${share} > 80 then 'Facil'
    when ${share} > 70 or ${total} <= 3 then 'Médio' when ${share} > 60 or ${total} <= 6 then 'Difícil'
    when ${share} > 50 or ${total} <= 9 then 'Muito Difícil' when ${share} > 30 then 'Sobrenatural'
    when ${share} > 20 then 'Colossal' when ${share} > 10 then 'Utópica' when ${share} > 0 then 'Lendária'
    else '' end)`
}

/**
 * What the question `q` must be: published, in no hidden topic, and matching every field the filter sets that its
 * index entry holds (all but the difficulty, difficultyCondition).
 */
export function questionConditions(f: BankFilter): SQL {
  const parts: SQL[] = [
    sql`q.status = ${PUBLISHED}`,
    sql`(q.topic_id is null or q.topic_id not in (
      select t.id from ${topics} t where t.subject_id = any(${intArray(f.subjectIds)}) and not t.visible))`,
  ]
  // A list is compared through coalesce, an expression: as an index condition, `= any(…)` on a column after
  // random_key would make the scan unordered (PostgreSQL 15), so it would read and sort the whole range.
  if (f.topicIds.length) parts.push(sql`coalesce(q.topic_id, 0) = any(${intArray(f.topicIds)})`)
  if (f.bancas.length) parts.push(sql`coalesce(q.banca, '') = any(${textArray(f.bancas)})`)
  if (f.orgaos.length) parts.push(sql`coalesce(q.orgao, '') = any(${textArray(f.orgaos)})`)
  if (f.yearFrom !== null) parts.push(sql`q.year >= ${f.yearFrom}`)
  if (f.yearTo !== null) parts.push(sql`q.year <= ${f.yearTo}`)
  if (f.levels.length) parts.push(sql`coalesce(q.level, '') = any(${textArray(f.levels)})`)
  if (f.exam === 'sim') parts.push(sql`q.exam_id is not null`)
  if (f.exam === 'nao') parts.push(sql`q.exam_id is null`)
  return sql.join(parts, sql` and `)
}

/** The difficulty the filter asks for, of the question `id` (one lookup of its counts), or true without one. */
export function difficultyCondition(f: BankFilter, id: SQL): SQL {
  if (!f.difficulties.length) return sql`true`
  const label = sql`(select ${difficultyLabelSql(sql`qc.hits`, sql`qc.answers`)} from ${questionCounts} qc
    where qc.question_id = ${id})`
  return sql`coalesce(${label}, ${difficultyLabelSql(sql`0`, sql`0`)}) = any(${textArray(f.difficulties)})`
}

/** The caller's progress row for the question `id` of the subject `subject` (the primary key's order). */
export const progressOf = (f: BankFilter, subject: SQL = sql`q.subject_id`, id: SQL = sql`q.id`) =>
  sql`p.user_id = ${f.userId} and p.subject_id = ${subject} and p.question_id = ${id}`

/** Never answered (skipped at most): "não resolvidas". */
const UNSOLVED = sql`p.answers = 0`

/**
 * What the progress row `p` must be for the situations other than "não resolvidas" (those need no row), OR'ed; null
 * when none is asked. The due review is read with the `exam` CTE (examCte) as the review reads it.
 */
export function progressSituations(f: BankFilter): SQL | null {
  const due = effectiveDueSql(sql`(select start from exam)`, sql`(select eve from exam)`, 'p')
  const condition: Record<Situation, SQL> = {
    [SITUATION.unsolved]: UNSOLVED,
    [SITUATION.wrong]: sql`p.state = ${WRONG}`,
    [SITUATION.right]: sql`p.state = ${RIGHT}`,
    [SITUATION.guessed]: sql`p.guesses > 0`,
    // Due by the end of today in São Paulo, as the review serves it.
    [SITUATION.due]: sql`(p.due is not null and ${due} < ${saoPauloDayEnd(f.at).toISOString()}::timestamptz)`,
  }
  const parts = f.situations.map((s) => condition[s])
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : null
}

/** The `exam` CTE the due situation reads (examCte), or nothing when the filter does not ask for it. */
export function examCteOf(f: BankFilter): SQL | null {
  if (!f.situations.includes(SITUATION.due)) return null
  return examCte(sql`${f.userId}::int`, sql`${f.courseId}::int`, sql`${f.at.toISOString()}::timestamptz`)
}

/** Whether unseen questions (no progress row) can match: no situation asked, or "não resolvidas". */
export const wantsUnseen = (f: BankFilter) =>
  f.situations.length === 0 || f.situations.includes(SITUATION.unsolved)

/** Without a situation, the answered questions come back in two rounds: errors and skips, then right answers. */
export const ERRORS_THEN_RIGHT: SQL[] = [sql`p.state <> ${RIGHT}`, sql`p.state = ${RIGHT}`]

/**
 * The caller's answers the fold has not reached yet (decision 0047): their questions are left out of a batch,
 * which would otherwise serve a question just answered as unseen. The queue holds seconds of answers.
 */
export const unfoldedQuestionsSql = (userId: number) =>
  sql`select f.question_id from ${aggregateFoldQueue} f where f.user_id = ${userId}`
