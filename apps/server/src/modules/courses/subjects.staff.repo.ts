import { asc, eq, inArray, max, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { queryRows } from '../../db/rows.ts'
import { subjects, topics } from '../../db/schema/index.ts'

export type SubjectRow = typeof subjects.$inferSelect
export type TopicRow = typeof topics.$inferSelect

/** How many questions and study texts point to each subject (or topic) of the course. */
interface Uses {
  id: number
  questions: number
  texts: number
}

async function usesBy(
  db: Executor,
  column: 'subject_id' | 'topic_id',
  courseId: number,
): Promise<Map<number, Uses>> {
  const key = sql.raw(column)
  const rows = await queryRows<Uses>(
    db,
    sql`select id, sum(questions)::int as questions, sum(texts)::int as texts from (
          select ${key} as id, count(*) as questions, 0 as texts from questions
            where course_id = ${courseId} and ${key} is not null group by ${key}
          union all
          select ${key} as id, 0, count(*) from study_texts
            where course_id = ${courseId} and ${key} is not null group by ${key}
        ) u group by id`,
  )
  return new Map(rows.map((r) => [r.id, r]))
}

/** Every subject of the course with its topics, hidden ones too, in order, with what uses each. */
export async function listStaffSubjects(db: Executor, courseId: number) {
  const subjectRows = await db
    .select()
    .from(subjects)
    .where(eq(subjects.courseId, courseId))
    .orderBy(asc(subjects.position), asc(subjects.id))
  const topicRows =
    subjectRows.length === 0
      ? []
      : await db
          .select()
          .from(topics)
          .where(
            inArray(
              topics.subjectId,
              subjectRows.map((s) => s.id),
            ),
          )
          .orderBy(asc(topics.position), asc(topics.id))
  const [bySubject, byTopic] = await Promise.all([
    usesBy(db, 'subject_id', courseId),
    usesBy(db, 'topic_id', courseId),
  ])
  return subjectRows.map((subject) => ({
    ...subject,
    uses: bySubject.get(subject.id),
    topics: topicRows
      .filter((t) => t.subjectId === subject.id)
      .map((t) => ({ ...t, uses: byTopic.get(t.id) })),
  }))
}

export async function findSubjectRow(db: Executor, id: number, forUpdate = false) {
  const query = db.select().from(subjects).where(eq(subjects.id, id)).limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  return row
}

export async function findTopicRow(db: Executor, id: number, forUpdate = false) {
  const query = db.select().from(topics).where(eq(topics.id, id)).limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  return row
}

export async function insertSubject(db: Executor, values: Omit<typeof subjects.$inferInsert, 'position'>) {
  const [last] = await db
    .select({ position: max(subjects.position) })
    .from(subjects)
    .where(eq(subjects.courseId, values.courseId))
  const [row] = await db
    .insert(subjects)
    .values({ ...values, position: (last?.position ?? -1) + 1 })
    .returning()
  return row as SubjectRow
}

export async function insertTopic(db: Executor, values: Omit<typeof topics.$inferInsert, 'position'>) {
  const [last] = await db
    .select({ position: max(topics.position) })
    .from(topics)
    .where(eq(topics.subjectId, values.subjectId))
  const [row] = await db
    .insert(topics)
    .values({ ...values, position: (last?.position ?? -1) + 1 })
    .returning()
  return row as TopicRow
}

export async function updateSubjectRow(
  db: Executor,
  id: number,
  values: Partial<typeof subjects.$inferInsert>,
) {
  const [row] = await db.update(subjects).set(values).where(eq(subjects.id, id)).returning()
  return row as SubjectRow
}

export async function updateTopicRow(db: Executor, id: number, values: Partial<typeof topics.$inferInsert>) {
  const [row] = await db.update(topics).set(values).where(eq(topics.id, id)).returning()
  return row as TopicRow
}

/** Whether any question or study text points to the subject (or to one of its topics). */
export async function subjectInUse(db: Executor, id: number): Promise<boolean> {
  const [row] = await queryRows<{ used: boolean }>(
    db,
    sql`select exists (select 1 from questions where subject_id = ${id})
            or exists (select 1 from study_texts where subject_id = ${id}) as used`,
  )
  return row?.used === true
}

export async function topicInUse(db: Executor, id: number): Promise<boolean> {
  const [row] = await queryRows<{ used: boolean }>(
    db,
    sql`select exists (select 1 from questions where topic_id = ${id})
            or exists (select 1 from study_texts where topic_id = ${id}) as used`,
  )
  return row?.used === true
}

export async function deleteSubjectRow(db: Executor, id: number) {
  await db.delete(subjects).where(eq(subjects.id, id))
}

export async function deleteTopicRow(db: Executor, id: number) {
  await db.delete(topics).where(eq(topics.id, id))
}

/** The ids of a course's subjects (locked, for a reorder) in their current order. */
export async function lockedSubjectIds(db: Executor, courseId: number) {
  const rows = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(eq(subjects.courseId, courseId))
    .orderBy(asc(subjects.position), asc(subjects.id))
    .for('update')
  return rows.map((r) => r.id)
}

export async function lockedTopicIds(db: Executor, subjectId: number) {
  const rows = await db
    .select({ id: topics.id })
    .from(topics)
    .where(eq(topics.subjectId, subjectId))
    .orderBy(asc(topics.position), asc(topics.id))
    .for('update')
  return rows.map((r) => r.id)
}

/** Sets each row's position to its index in `ids`. */
export async function setPositions(db: Executor, table: 'subjects' | 'topics', ids: number[]) {
  const target = table === 'subjects' ? subjects : topics
  for (const [position, id] of ids.entries()) {
    await db.update(target).set({ position }).where(eq(target.id, id))
  }
}
