import { type SQL, sql } from 'drizzle-orm'
import { aggregateFoldQueue as queue } from '../../db/schema/index.ts'
import { col, list, of } from './aggregates.terms.ts'

// The fold's queue (decisions 0047 and 0071): each queued answer is a copy of the answer's columns, written in the
// same statement as the answer (or at a modo-prova mock's release), read and deleted by the fold. Nothing reads the
// answers table by id.

/** The answer's columns the queue copies, in the answers table's names. */
const COPIED = [
  queue.userId,
  queue.questionId,
  queue.alternativeId,
  queue.correct,
  queue.guessed,
  queue.kind,
  queue.courseId,
  queue.subjectId,
  queue.referenceId,
  queue.answeredAt,
]

/**
 * Queues answers for the fold: the rows of `source` (a relation with the answers' columns, `id` among them)
 * matching `where`.
 */
export function queueAnswersSql(source: SQL, where: SQL = sql`true`): SQL {
  return sql`insert into ${queue} (${col(queue.answerId)}, ${list(COPIED.map(col))})
    select src.id, ${list(COPIED.map((column) => of('src', column)))} from ${source} src where ${where}`
}

/** The queued answers `ids` (one bigint[] parameter) as rows of the answers' columns, `id` the answer's. */
export function queuedAnswersSql(ids: number[]): SQL {
  return sql`select ${col(queue.answerId)} as id, ${list(COPIED.map(col))} from ${queue}
    where ${col(queue.answerId)} = any(${sql.param(ids)}::bigint[])`
}

/** Whether the answer `answerId` (an SQL expression) waits in the fold's queue, not yet in the aggregates. */
export function queuedSql(answerId: SQL): SQL {
  return sql`exists (select 1 from ${queue} f where ${of('f', queue.answerId)} = ${answerId})`
}
