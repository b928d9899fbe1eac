import { type AnyColumn, getTableName, type SQL, sql, type Table } from 'drizzle-orm'
import { answers, questions, questionTags } from '../../db/schema/index.ts'
import { sqlConstant } from '../../db/sql.ts'

/**
 * One answer, as SQL expressions a declaration keys on. Each path supplies its own: a stored answer (`answers`, for
 * the bulk path, which the fold runs, and the recount) and a rescored one (a key change's `changed` rows).
 */
export interface AnswerTerms {
  user: SQL
  course: SQL
  subject: SQL
  question: SQL
  alternative: SQL
  /** Whether the answer is right, boolean. */
  correct: SQL
  /** Whether the student marked it "Chutei", boolean. */
  guessed: SQL
  at: SQL
  /** The São Paulo day, hour (int) and month (its first day) of the answer. */
  day: SQL
  hour: SQL
  month: SQL
  /** The answered question's topic: needs `via: 'question'`. */
  topic: SQL
  /** One of the answered question's tags (one row per tag): needs `via: 'tags'`. */
  tag: SQL
}

/** What a declaration needs joined to the answer: its question (for the topic) or its tags. */
export type Via = 'question' | 'tags'

export interface AnswerSource {
  /** The relation and its alias, e.g. `answers a`. */
  from: SQL
  terms: AnswerTerms
  join(via: Via | undefined): SQL
}

const SAO_PAULO = sqlConstant('America/Sao_Paulo')

/** A column's bare SQL name (from the schema object, so a renamed column fails the typecheck here, not in a test). */
export const col = (column: AnyColumn): SQL => sql`${sql.identifier(column.name)}`
/** A column of the alias `alias` (a relation with the answers' columns, or a table's alias). */
export const of = (alias: string, column: AnyColumn): SQL => sql`${sql.identifier(alias)}.${col(column)}`
/** The name of a CTE moving `table` in a key change. */
export const moveOf = (table: Table): SQL => sql`${sql.identifier(`move_${getTableName(table)}`)}`

/** A row holding the answers table's columns (`answers a`, or a key change's `changed c`). */
export function storedAnswer(from: SQL, alias: 'a' | 'c'): AnswerSource {
  const a = (column: AnyColumn) => of(alias, column)
  const local = sql`(${a(answers.answeredAt)} at time zone ${SAO_PAULO})`
  return {
    from: sql`${from} ${sql.identifier(alias)}`,
    terms: {
      user: a(answers.userId),
      course: a(answers.courseId),
      subject: a(answers.subjectId),
      question: a(answers.questionId),
      alternative: a(answers.alternativeId),
      correct: a(answers.correct),
      guessed: a(answers.guessed),
      at: a(answers.answeredAt),
      day: sql`${local}::date`,
      hour: sql`extract(hour from ${local})::int`,
      month: sql`date_trunc('month', ${local})::date`,
      topic: of('q', questions.topicId),
      tag: of('qt', questionTags.tagId),
    },
    join: (via) =>
      via === 'question'
        ? sql` join ${questions} q on ${of('q', questions.id)} = ${a(answers.questionId)}`
        : via === 'tags'
          ? sql` join ${questionTags} qt on ${of('qt', questionTags.questionId)} = ${a(answers.questionId)}`
          : sql``,
  }
}

/**
 * The stored answers a bulk statement adds: the rows of `relation` (`answers`, or the fold's batch read from it once)
 * matching `where`, a condition on `a`. `empty`: the tables are empty and have no primary key (a bulk load, which
 * builds the keys after), so rows are inserted without looking for one to add to.
 */
export interface StoredAnswers {
  relation: SQL
  where: SQL
  empty: boolean
}

/**
 * A smallint counter's new value, stopped at its largest (decision 0071): an overflow would fail the fold's batch,
 * and so every student's fold after it. `value` is computed as an int (cast a smallint sum before adding).
 */
export const capped = (value: SQL): SQL => sql`least(${value}, 32767)`

/** Items of a list (`a, b, c`). */
export const list = (items: SQL[], separator = sql`, `): SQL => sql.join(items, separator)

/** The ordinal positions 1..n, for `group by` and `order by`. */
export const positions = (n: number): SQL => list(Array.from({ length: n }, (_, i) => sqlConstant(i + 1)))
