import { QUESTION_STATUS } from '@gabarito/core'
import { eq, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database, Executor } from '../../db/client.ts'
import { driverClient, isPgPool, runPrepared } from '../../db/rows.ts'
import { practicePositions, questionProgress, questions, topics } from '../../db/schema/index.ts'
import { type PreparedStatement, preparedStatement, sqlConstant, statementText } from '../../db/sql.ts'
import type { BankFilter } from './questions.repo.ts'

// Row schemas made once: zod compiles each schema's parser on its first use.
const idRow = z.object({ id: z.number() })
const keyRow = z.object({ key: z.number() })

/**
 * How many rows of the order one read looks at, at most (decision 0044). A student who practises in the order
 * passes few answered questions before the unseen ones, so a read usually stops after the batch's ten; the bound
 * holds for one whose answers are scattered (answered before this order existed, or through exams, mocks, topics).
 */
export const WINDOW_ROWS = 200

/** A student's place in a subject's (or topic's) order: see `practicePositions`. */
const positionRow = z.object({
  origin: z.number(),
  position: z.number(),
  wrapped: z.boolean(),
  newAfterId: z.number(),
  withExams: z.boolean(),
  pending: z.array(z.number()),
})
export type Position = z.infer<typeof positionRow>

// Every statement's inputs, by name: the subject, the student, the topic (0 for the whole subject), and its own.
const subject = sql.placeholder('subjectId')
const student = sql.placeholder('userId')
const topic = sql.placeholder('topicId')
const WINDOW = sqlConstant(WINDOW_ROWS)
const PUBLISHED = sqlConstant(QUESTION_STATUS.published)

/**
 * Whether the student answered or skipped `w`. The window's rows are the subject's, and a progress row carries its
 * question's subject: one probe of the progress key (user, subject, question).
 */
const progress = (user: unknown = student, subjectId: unknown = subject) =>
  sql`exists (select 1 from ${questionProgress} p where p.user_id = ${user} and p.subject_id = ${subjectId} and p.question_id = w.id)`

/** What a row of the window must be to be served (checked on the window's rows, so the window bounds the read). */
function servable(filter: BankFilter, subjectId: unknown = subject): SQL {
  const hidden =
    filter.topicId === null
      ? // A question of a hidden topic leaves subject practice with it (a hidden subject or topic is a 404 before).
        sql`and (w.topic_id is null or w.topic_id not in (select t.id from ${topics} t where t.subject_id = ${subjectId} and not t.visible))`
      : sql``
  return sql`w.status = ${PUBLISHED} ${hidden} ${filter.withExamQuestions ? sql`` : sql`and w.exam_id is null`}`
}

const shape = (filter: BankFilter) =>
  `${filter.topicId === null ? 's' : 't'}${filter.withExamQuestions ? 'e' : ''}`

/** The rows of the subject's (or topic's) order. */
const scope = (filter: BankFilter) =>
  filter.topicId === null
    ? sql`q.subject_id = ${subject}`
    : sql`q.subject_id = ${subject} and q.topic_id = ${topic}`
const scopeValues = (userId: number, filter: BankFilter) => ({
  subjectId: filter.subjectId,
  userId,
  topicId: filter.topicId ?? 0,
})

/** Each shape's statement compiled once, by its name (decision 0053). */
const compiled = new Map<string, PreparedStatement>()
function statement(name: string, build: () => SQL): PreparedStatement {
  let found = compiled.get(name)
  if (!found) {
    found = preparedStatement(name, build())
    compiled.set(name, found)
  }
  return found
}

const LOAD_POSITION = preparedStatement(
  'practice_position',
  sql`select origin, position, wrapped, new_after_id as "newAfterId", with_exams as "withExams", pending
      from ${practicePositions} where user_id = ${student} and subject_id = ${subject} and topic_id = ${topic}`,
)

export async function loadPosition(
  db: Database,
  userId: number,
  filter: Pick<BankFilter, 'subjectId' | 'topicId'>,
) {
  const [row] = await runPrepared(
    db,
    LOAD_POSITION,
    { subjectId: filter.subjectId, userId, topicId: filter.topicId ?? 0 },
    positionRow,
  )
  return row
}

const LAST_QUESTION = preparedStatement(
  'practice_last_question',
  sql`select coalesce(max(${questions.id}), 0) as id from ${questions}`,
)

/** The highest question id: a lap reads the questions added after it by id. */
export async function lastQuestionId(db: Database) {
  const [row] = await runPrepared(db, LAST_QUESTION, {}, idRow)
  return row?.id ?? 0
}

const keyed = z.object({ id: z.number(), key: z.number() })

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
  const name = `practice_ahead_${shape(filter)}`
  const ahead = statement(
    name,
    () => sql`select w.id, w.random_key as key from (
       select q.id, q.random_key, q.status, q.topic_id, q.exam_id from ${questions} q
       where ${scope(filter)} and q.random_key > ${sql.placeholder('after')} and q.random_key <= ${sql.placeholder('upTo')}
       order by q.random_key limit ${WINDOW}
     ) w
     where ${servable(filter)} and not ${progress()}
     order by w.random_key limit ${sql.placeholder('limit')}`,
  )
  return runPrepared(db, ahead, { ...scopeValues(userId, filter), after, upTo, limit }, keyed)
}

/** The key of the WINDOW_ROWS-th row of the order after `after` and up to `upTo`; undefined when there are fewer. */
export async function windowEnd(db: Database, filter: BankFilter, after: number, upTo: number) {
  const name = `practice_window_end_${filter.topicId === null ? 's' : 't'}`
  const end = statement(
    name,
    () => sql`select q.random_key as key from ${questions} q
     where ${filter.topicId === null ? sql`q.subject_id = ${subject}` : sql`q.topic_id = ${topic}`}
       and q.random_key > ${sql.placeholder('after')} and q.random_key <= ${sql.placeholder('upTo')}
     order by q.random_key offset ${sqlConstant(WINDOW_ROWS - 1)} limit 1`,
  )
  const [row] = await runPrepared(
    db,
    end,
    { subjectId: filter.subjectId, topicId: filter.topicId ?? 0, after, upTo },
    keyRow,
  )
  return row?.key
}

/**
 * The subject's questions added after the question `afterId`, in id order, WINDOW_ROWS at most: whether each may be
 * served and was seen. Empty unless questions were added since the student's lap started.
 */
export function addedAfter(db: Database, userId: number, filter: BankFilter, afterId: number) {
  const name = `practice_added_${shape(filter)}`
  const added = statement(
    name,
    () => sql`select w.id, w.random_key as key,
            (${servable(filter)} ${filter.topicId === null ? sql`` : sql`and w.topic_id = ${topic}`}) as servable,
            ${progress()} as seen
     from (select q.id, q.random_key, q.status, q.topic_id, q.exam_id from ${questions} q
           where q.subject_id = ${subject} and q.id > ${sql.placeholder('afterId')} order by q.id limit ${WINDOW}) w
     order by w.id`,
  )
  return runPrepared(
    db,
    added,
    { ...scopeValues(userId, filter), afterId },
    keyed.extend({ servable: z.boolean(), seen: z.boolean() }),
  )
}

/** Of the questions served by the last batch, those the student may still be served and has not answered. */
export async function stillUnseen(db: Database, userId: number, filter: BankFilter, ids: number[]) {
  if (ids.length === 0) return []
  const unseen = statement(
    `practice_still_unseen_${shape(filter)}`,
    () => sql`select w.id from ${questions} w
      where w.id = any(${sql.placeholder('ids')}::int[]) and w.subject_id = ${subject}
        ${filter.topicId === null ? sql`` : sql`and w.topic_id = ${topic}`}
        and ${servable(filter)} and not ${progress()}`,
  )
  const rows = await runPrepared(db, unseen, { ...scopeValues(userId, filter), ids }, idRow)
  const found = new Set(rows.map((r) => r.id))
  return ids.filter((id) => found.has(id))
}

/**
 * Stores the student's place, in one round trip. On PostgreSQL without waiting for the disk: a place lost in a
 * crash only serves a few questions again (answers keep `synchronous_commit` on).
 */
export async function savePosition(db: Database, userId: number, filter: BankFilter, p: Position) {
  const float = (n: number) => (Number.isFinite(n) ? n : 0)
  const upsert = sql`insert into ${practicePositions}
      (user_id, subject_id, topic_id, origin, position, wrapped, new_after_id, with_exams, pending, updated_at)
    values (${userId}, ${filter.subjectId}, ${filter.topicId ?? 0}, ${float(p.origin)}, ${float(p.position)},
            ${p.wrapped}, ${p.newAfterId}, ${p.withExams},
            array[${sql.join(
              p.pending.map((id) => sql`${id}`),
              sql`, `,
            )}]::integer[], now())
    on conflict (user_id, subject_id, topic_id) do update set origin = excluded.origin,
      position = excluded.position, wrapped = excluded.wrapped, new_after_id = excluded.new_after_id,
      with_exams = excluded.with_exams, pending = excluded.pending, updated_at = excluded.updated_at`
  const client = driverClient(db)
  // The pool runs the text as one simple query: one implicit transaction, which SET LOCAL applies to (no BEGIN, so a
  // failed statement leaves no open transaction on the pooled connection). The simple protocol takes no parameters:
  // drizzle writes the values in (numbers and booleans only; decision 0053 names this exception).
  if (isPgPool(client)) await client.query(statementText(sql`set local synchronous_commit = off; ${upsert}`))
  else await db.execute(upsert)
}

/** The erasure (decision 0062): the person's places go (a new lap would start from a new origin anyway). */
export async function deletePositionsOf(db: Executor, userId: number) {
  await db.delete(practicePositions).where(eq(practicePositions.userId, userId))
}
