import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { exams, questions, subjects } from '../../db/schema/index.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { byName } from '../../lib/name-order.ts'
import { pageQuery } from '../../lib/page-query.ts'

const total = sql<number>`(select count(*) from questions q where q.exam_id = "exams"."id")::int`

/** A course's past exams, newest year first, with how many questions each holds. */
export function pageExams(db: Executor, request: DataTableBody, courseId: number) {
  return pageQuery(db, request, {
    rows: () =>
      db
        .select({ id: exams.id, courseId: exams.courseId, name: exams.name, year: exams.year, total })
        .from(exams)
        .$dynamic(),
    where: eq(exams.courseId, courseId),
    search: [exams.name, sql`${exams.year}::text`],
    order: { id: exams.id, nome: byName(exams.name), ano: exams.year },
    defaultOrder: [sql`${exams.year} desc nulls last`, asc(byName(exams.name))],
    tieBreak: [desc(exams.id)],
  })
}

export async function findExam(db: Executor, examId: number, forUpdate = false) {
  const query = db
    .select({ id: exams.id, courseId: exams.courseId, name: exams.name, year: exams.year, total })
    .from(exams)
    .where(eq(exams.id, examId))
    .limit(1)
  const [row] = forUpdate ? await query.for('update', { of: exams }) : await query
  return row
}

/** The new exam's id, or null when the course already has one of that name and year. */
export async function insertExam(
  db: Executor,
  values: { courseId: number; name: string; year: number | null },
) {
  const [row] = await db.insert(exams).values(values).onConflictDoNothing().returning({ id: exams.id })
  return row?.id ?? null
}

export async function sameNameAndYear(
  db: Executor,
  courseId: number,
  name: string,
  year: number | null,
  id: number,
) {
  const [row] = await db
    .select({ n: count() })
    .from(exams)
    .where(
      and(
        eq(exams.courseId, courseId),
        eq(exams.name, name),
        sql`coalesce(${exams.year}, 0) = ${year ?? 0}`,
        sql`${exams.id} <> ${id}`,
      ),
    )
  return (row?.n ?? 0) > 0
}

export async function updateExam(db: Executor, id: number, values: { name: string; year: number | null }) {
  await db.update(exams).set(values).where(eq(exams.id, id))
}

export async function deleteExam(db: Executor, id: number) {
  await db.delete(exams).where(eq(exams.id, id))
}

/** The exam's questions in its order (number, then id). */
export function examQuestions(db: Executor, examId: number) {
  return db
    .select({
      id: questions.id,
      number: questions.examNumber,
      textHtml: questions.textHtml,
      subject: subjects.name,
      status: questions.status,
    })
    .from(questions)
    .innerJoin(subjects, eq(subjects.id, questions.subjectId))
    .where(eq(questions.examId, examId))
    .orderBy(asc(questions.examNumber), asc(questions.id))
}

/** Of these ids, those that are questions of the course. */
export async function questionsOfCourse(db: Executor, courseId: number, ids: number[]) {
  if (ids.length === 0) return new Set<number>()
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.courseId, courseId), inArray(questions.id, ids)))
  return new Set(rows.map((r) => r.id))
}

/** Takes every question out of the exam, then puts the listed ones in with their numbers. */
export async function setExamQuestions(
  db: Executor,
  examId: number,
  items: { id: number; number: number }[],
) {
  await db
    .update(questions)
    .set({ examId: null, examNumber: null, updatedAt: sql`now()` })
    .where(eq(questions.examId, examId))
  for (const item of items) {
    await db
      .update(questions)
      .set({ examId, examNumber: item.number, updatedAt: sql`now()` })
      .where(eq(questions.id, item.id))
  }
}
