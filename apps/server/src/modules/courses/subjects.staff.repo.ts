import { asc, eq, max, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'
import { questions, studyTexts, subjects, topics } from '../../db/schema/index.ts'
import { subjectsAndTopicsOf } from './courses.repo.ts'

export type SubjectRow = typeof subjects.$inferSelect
export type TopicRow = typeof topics.$inferSelect

/** How many questions and study texts point to each subject (or topic) of the course. */
const usesRow = z.object({ id: z.number(), questions: z.number(), texts: z.number() })
type Uses = z.infer<typeof usesRow>

/** What uses each subject (or topic): `by` picks the column, the same in questions and study texts. */
async function usesBy(
  db: Executor,
  by: 'subjectId' | 'topicId',
  courseId: number,
): Promise<Map<number, Uses>> {
  const [q, t] = [questions[by], studyTexts[by]]
  const rows = await parsedRows(
    db,
    sql`select id, sum(questions)::int as questions, sum(texts)::int as texts from (
          select ${q} as id, count(*) as questions, 0 as texts from ${questions}
            where ${questions.courseId} = ${courseId} and ${q} is not null group by ${q}
          union all
          select ${t} as id, 0, count(*) from ${studyTexts}
            where ${studyTexts.courseId} = ${courseId} and ${t} is not null group by ${t}
        ) u group by id`,
    usesRow,
  )
  return new Map(rows.map((r) => [r.id, r]))
}

/** Every subject of the course with its topics, hidden ones too, in order, with what uses each. */
export async function listStaffSubjects(db: Executor, courseId: number) {
  const { subjectRows, topicRows } = await subjectsAndTopicsOf(db, courseId, 'staff')
  const [bySubject, byTopic] = await Promise.all([
    usesBy(db, 'subjectId', courseId),
    usesBy(db, 'topicId', courseId),
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

const usedRow = z.object({ used: z.boolean() })

/** Whether any question or study text points to the subject (or to one of its topics). */
export async function subjectInUse(db: Executor, id: number): Promise<boolean> {
  const [row] = await parsedRows(
    db,
    sql`select exists (select 1 from ${questions} where ${questions.subjectId} = ${id})
            or exists (select 1 from ${studyTexts} where ${studyTexts.subjectId} = ${id}) as used`,
    usedRow,
  )
  return row?.used === true
}

export async function topicInUse(db: Executor, id: number): Promise<boolean> {
  const [row] = await parsedRows(
    db,
    sql`select exists (select 1 from ${questions} where ${questions.topicId} = ${id})
            or exists (select 1 from ${studyTexts} where ${studyTexts.topicId} = ${id}) as used`,
    usedRow,
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
