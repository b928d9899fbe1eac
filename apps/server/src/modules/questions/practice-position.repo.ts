import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { preparedRows, queryRows } from '../../db/rows.ts'
import { QUESTION_STATUS } from '../../db/schema/index.ts'
import type { BankFilter } from './questions.repo.ts'

/**
 * How many rows of the order one read looks at, at most (decision 0044). A student who practises in the order
 * passes few answered questions before the unseen ones, so a read usually stops after the batch's ten; the bound
 * holds for one whose answers are scattered (answered before this order existed, or through exams, mocks, topics).
 */
export const WINDOW_ROWS = 200

/** A student's place in a subject's (or topic's) order: see `practicePositions`. */
export interface Position {
  origin: number
  position: number
  wrapped: boolean
  newAfterId: number
  withExams: boolean
  pending: number[]
}

/**
 * Whether the student answered or skipped `w`. The window's rows are the subject's, and a progress row carries its
 * question's subject: one probe of the progress key (user, subject, question).
 */
const progress = (user = '$2', subject = '$1') =>
  `exists (select 1 from question_progress p where p.user_id = ${user} and p.subject_id = ${subject} and p.question_id = w.id)`

/** What a row of the window must be to be served (checked on the window's rows, so the window bounds the read). */
function servable(filter: BankFilter): string {
  const topic =
    filter.topicId === null
      ? // A question of a hidden topic leaves subject practice with it (a hidden subject or topic is a 404 before).
        'and (w.topic_id is null or w.topic_id not in (select t.id from topics t where t.subject_id = $1 and not t.visible))'
      : ''
  return `w.status = '${QUESTION_STATUS.published}' ${topic} ${filter.withExamQuestions ? '' : 'and w.exam_id is null'}`
}

const shape = (filter: BankFilter) =>
  `${filter.topicId === null ? 's' : 't'}${filter.withExamQuestions ? 'e' : ''}`

/**
 * Parameters of every statement of a shape: $1 the subject, $2 the student, then $3 the topic for a topic's order;
 * `next(i)` numbers the statement's own ones after them (PostgreSQL refuses a parameter a statement does not use).
 */
const scopeColumn = (filter: BankFilter) =>
  filter.topicId === null ? 'q.subject_id = $1' : 'q.subject_id = $1 and q.topic_id = $3'
const scopeValues = (userId: number, filter: BankFilter) =>
  filter.topicId === null ? [filter.subjectId, userId] : [filter.subjectId, userId, filter.topicId]
const next = (filter: BankFilter, i: number) => `$${(filter.topicId === null ? 2 : 3) + i}`

export async function loadPosition(
  db: Database,
  userId: number,
  filter: Pick<BankFilter, 'subjectId' | 'topicId'>,
) {
  const [row] = await preparedRows<Position>(
    db,
    'practice_position',
    `select origin, position, wrapped, new_after_id as "newAfterId", with_exams as "withExams", pending
     from practice_positions where user_id = $2 and subject_id = $1 and topic_id = $3`,
    [filter.subjectId, userId, filter.topicId ?? 0],
  )
  return row
}

/** The highest question id: a lap reads the questions added after it by id. */
export async function lastQuestionId(db: Database) {
  const [row] = await preparedRows<{ id: number }>(
    db,
    'practice_last_question',
    'select coalesce(max(id), 0) as id from questions',
    [],
  )
  return row?.id ?? 0
}

/**
 * Up to `limit` questions of the order after `after` and up to `upTo` (random_key) that the student may be served
 * and never answered nor skipped, in order, out of the next WINDOW_ROWS rows of the order at most.
 */
export function unseenAhead(
  db: Database,
  userId: number,
  filter: BankFilter,
  after: number,
  upTo: number,
  limit: number,
) {
  return preparedRows<{ id: number; key: number }>(
    db,
    `practice_ahead_${shape(filter)}`,
    `select w.id, w.random_key as key from (
       select q.id, q.random_key, q.status, q.topic_id, q.exam_id from questions q
       where ${scopeColumn(filter)} and q.random_key > ${next(filter, 1)} and q.random_key <= ${next(filter, 2)}
       order by q.random_key limit ${WINDOW_ROWS}
     ) w
     where ${servable(filter)} and not ${progress()}
     order by w.random_key limit ${next(filter, 3)}`,
    [...scopeValues(userId, filter), after, upTo, limit],
  )
}

/** The key of the WINDOW_ROWS-th row of the order after `after` and up to `upTo`; undefined when there are fewer. */
export async function windowEnd(db: Database, filter: BankFilter, after: number, upTo: number) {
  const [row] = await preparedRows<{ key: number }>(
    db,
    `practice_window_end_${filter.topicId === null ? 's' : 't'}`,
    `select q.random_key as key from questions q
     where ${filter.topicId === null ? 'q.subject_id = $1' : 'q.topic_id = $1'} and q.random_key > $2
       and q.random_key <= $3
     order by q.random_key offset ${WINDOW_ROWS - 1} limit 1`,
    [filter.topicId ?? filter.subjectId, after, upTo],
  )
  return row?.key
}

/**
 * The subject's questions added after the question `afterId`, in id order, WINDOW_ROWS at most: whether each may be
 * served and was seen. Empty unless questions were added since the student's lap started.
 */
export function addedAfter(db: Database, userId: number, filter: BankFilter, afterId: number) {
  return preparedRows<{ id: number; key: number; servable: boolean; seen: boolean }>(
    db,
    `practice_added_${shape(filter)}`,
    `select w.id, w.random_key as key, (${servable(filter)} ${filter.topicId === null ? '' : 'and w.topic_id = $3'}) as servable,
            ${progress()} as seen
     from (select q.id, q.random_key, q.status, q.topic_id, q.exam_id from questions q
           where q.subject_id = $1 and q.id > ${next(filter, 1)} order by q.id limit ${WINDOW_ROWS}) w
     order by w.id`,
    [...scopeValues(userId, filter), afterId],
  )
}

/** Of the questions served by the last batch, those the student may still be served and has not answered. */
export async function stillUnseen(db: Database, userId: number, filter: BankFilter, ids: number[]) {
  if (ids.length === 0) return []
  const rows = await queryRows<{ id: number }>(
    db,
    sql.raw(
      `select w.id from questions w
       where w.id in (${ids.map((id) => Math.trunc(id)).join(', ')})
         and w.subject_id = ${Math.trunc(filter.subjectId)}
         ${filter.topicId === null ? '' : `and w.topic_id = ${Math.trunc(filter.topicId)}`}
         and ${servable(filter).replace('$1', String(Math.trunc(filter.subjectId)))}
         and not ${progress(String(Math.trunc(userId)), String(Math.trunc(filter.subjectId)))}`,
    ),
  )
  const found = new Set(rows.map((r) => r.id))
  return ids.filter((id) => found.has(id))
}

/**
 * Stores the student's place, in one round trip. On PostgreSQL without waiting for the disk: a place lost in a
 * crash only serves a few questions again (answers keep `synchronous_commit` on).
 */
export async function savePosition(db: Database, userId: number, filter: BankFilter, p: Position) {
  const int = (n: number) => String(Math.trunc(n))
  const float = (n: number) => (Number.isFinite(n) ? String(n) : '0')
  const upsert = `insert into practice_positions
      (user_id, subject_id, topic_id, origin, position, wrapped, new_after_id, with_exams, pending, updated_at)
    values (${int(userId)}, ${int(filter.subjectId)}, ${int(filter.topicId ?? 0)}, ${float(p.origin)},
            ${float(p.position)}, ${p.wrapped}, ${int(p.newAfterId)}, ${p.withExams},
            '{${p.pending.map(int).join(',')}}'::integer[], now())
    on conflict (user_id, subject_id, topic_id) do update set origin = excluded.origin,
      position = excluded.position, wrapped = excluded.wrapped, new_after_id = excluded.new_after_id,
      with_exams = excluded.with_exams, pending = excluded.pending, updated_at = excluded.updated_at`
  const client = (db as unknown as { $client: { query(text: string): Promise<unknown> } }).$client
  // The pool runs the text as one simple query: one implicit transaction, which SET LOCAL applies to (no BEGIN, so a
  // failed statement leaves no open transaction on the pooled connection). No parameters: every value is a number.
  if ('totalCount' in client) await client.query(`set local synchronous_commit = off; ${upsert}`)
  else await db.execute(sql.raw(upsert))
}
