import { type AnyColumn, getTableName, type Table } from 'drizzle-orm'

/**
 * One answer, as SQL expressions a declaration keys on. Each path supplies its own: a stored answer (`answers`, for
 * the bulk path, which the fold runs, and the recount) and a rescored one (a key change's `changed` rows).
 */
export interface AnswerTerms {
  user: string
  course: string
  subject: string
  question: string
  alternative: string
  /** Whether the answer is right, boolean. */
  correct: string
  at: string
  /** The São Paulo day, hour (int) and month (its first day) of the answer. */
  day: string
  hour: string
  month: string
  /** The answered question's topic: needs `via: 'question'`. */
  topic: string
  /** One of the answered question's tags (one row per tag): needs `via: 'tags'`. */
  tag: string
}

/** What a declaration needs joined to the answer: its question (for the topic) or its tags. */
export type Via = 'question' | 'tags'

export interface AnswerSource {
  /** The relation and its alias, e.g. `answers a`. */
  from: string
  terms: AnswerTerms
  join(via: Via | undefined): string
}

const SAO_PAULO = `'America/Sao_Paulo'`

/** A row holding the answers table's columns (`answers a`, or a key change's `changed c`). */
export function storedAnswer(from: string, alias: string): AnswerSource {
  const local = `(${alias}.answered_at at time zone ${SAO_PAULO})`
  return {
    from: `${from} ${alias}`,
    terms: {
      user: `${alias}.user_id`,
      course: `${alias}.course_id`,
      subject: `${alias}.subject_id`,
      question: `${alias}.question_id`,
      alternative: `${alias}.alternative_id`,
      correct: `${alias}.correct`,
      at: `${alias}.answered_at`,
      day: `${local}::date`,
      hour: `extract(hour from ${local})::int`,
      month: `date_trunc('month', ${local})::date`,
      topic: 'q.topic_id',
      tag: 'qt.tag_id',
    },
    join: (via) =>
      via === 'question'
        ? ` join questions q on q.id = ${alias}.question_id`
        : via === 'tags'
          ? ` join question_tags qt on qt.question_id = ${alias}.question_id`
          : '',
  }
}

/**
 * The stored answers a bulk statement adds: the rows of `relation` (`answers`, or the fold's batch read from it once)
 * matching `where`, a condition on `a`. `empty`: the tables are empty and have no primary key (a bulk load, which
 * builds the keys after), so rows are inserted without looking for one to add to.
 */
export interface StoredAnswers {
  relation: string
  where: string
  empty: boolean
}

/** A column's SQL name (from the schema object, so a renamed column fails the typecheck here, not in a test). */
export const col = (column: AnyColumn): string => column.name
export const tableName = (table: Table): string => getTableName(table)
