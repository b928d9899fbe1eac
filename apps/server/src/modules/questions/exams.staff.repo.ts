import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { exams, questions, subjects } from '../../db/schema/index.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { byName } from '../../lib/name-order.ts'
import { pageQuery } from '../../lib/page-query.ts'
import { examSourceColumns } from './exams.bulk.repo.ts'
import { changedSource, type SourceValues } from './questions.staff.source.ts'

const total = sql<number>`(select count(*) from questions q where q.exam_id = "exams"."id")::int`

/** What the back office reads of an exam: its name, year, source (issue 31) and how many questions it holds. */
const examColumns = { ...examSourceColumns, courseId: exams.courseId, total }

/** A course's past exams, newest year first, with how many questions each holds. */
export function pageExams(db: Executor, request: DataTableBody, courseId: number) {
  return pageQuery(db, request, {
    rows: () => db.select(examColumns).from(exams).$dynamic(),
    where: eq(exams.courseId, courseId),
    search: [exams.name, sql`${exams.year}::text`],
    order: { id: exams.id, nome: byName(exams.name), ano: exams.year },
    defaultOrder: [sql`${exams.year} desc nulls last`, asc(byName(exams.name))],
    tieBreak: [desc(exams.id)],
  })
}

export async function findExam(db: Executor, examId: number, forUpdate = false) {
  const query = db.select(examColumns).from(exams).where(eq(exams.id, examId)).limit(1)
  const [row] = forUpdate ? await query.for('update', { of: exams }) : await query
  return row
}

/** The new exam's id, or null when the course already has one of that name and year. */
export async function insertExam(db: Executor, values: { courseId: number; name: string } & SourceValues) {
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

export async function updateExam(db: Executor, id: number, values: { name: string } & SourceValues) {
  await db.update(exams).set(values).where(eq(exams.id, id))
}

/** Writes the exam's source (the import's change of it; the back office saves it with the name). */
export async function updateExamSource(db: Executor, id: number, values: SourceValues) {
  await db.update(exams).set(values).where(eq(exams.id, id))
}

/** A column's cast in the statement, so a null parameter still has its column's type. */
const castOf = {
  banca: 'varchar',
  orgao: 'varchar',
  cargo: 'varchar',
  level: 'varchar',
  year: 'smallint',
} as const

/**
 * The exam's source changed: each of its questions whose field was empty or held the exam's old value takes the
 * new one (decision 0058), in one statement; a question's own different value stays.
 */
export async function propagateExamSource(
  db: Executor,
  examId: number,
  before: SourceValues,
  after: SourceValues,
) {
  const changes = changedSource(before, after)
  if (changes.length === 0) return
  const set: Record<string, SQL> = {}
  for (const { key, from, to } of changes) {
    const column = questions[key]
    const next = castOf[key] === 'smallint' ? sql`${to}::smallint` : sql`${to}::varchar`
    set[key] =
      from === null
        ? sql`coalesce(${column}, ${next})`
        : sql`case when ${column} is null or ${column} = ${from} then ${next} else ${column} end`
  }
  await db
    .update(questions)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(questions.examId, examId))
}

/** Questions put in the exam take its value for each source field they have empty (decision 0058). */
export async function inheritExamSource(db: Executor, examId: number, questionIds: number[]) {
  if (questionIds.length === 0) return
  await db
    .update(questions)
    .set({
      banca: sql`coalesce(${questions.banca}, ${exams.banca})`,
      orgao: sql`coalesce(${questions.orgao}, ${exams.orgao})`,
      cargo: sql`coalesce(${questions.cargo}, ${exams.cargo})`,
      level: sql`coalesce(${questions.level}, ${exams.level})`,
      year: sql`coalesce(${questions.year}, ${exams.year})`,
    })
    .from(exams)
    .where(and(eq(exams.id, examId), inArray(questions.id, questionIds)))
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
