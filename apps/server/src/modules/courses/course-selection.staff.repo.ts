import { and, asc, eq, ne, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { courses, subjects, topics, UNLIMITED_PLAN_ID } from '../../db/schema/index.ts'
import { containsPattern } from '../../lib/datatables.ts'
import { byName } from '../../lib/name-order.ts'
import { foldColumn, foldSearch, type TableColumn } from '../../lib/page-query.ts'

/** Most options a selection list answers; a longer list is narrowed by the search. */
export const SELECTION_LIMIT = 100

/** Rows whose columns contain the term, ignoring case and accents (as the tables search). */
function matching(term: string | undefined, ...columns: TableColumn[]): SQL | undefined {
  const folded = term === undefined ? '' : foldSearch(term.trim())
  if (folded === '') return undefined
  const pattern = containsPattern(folded)
  return or(...columns.map((column) => sql`${foldColumn(column)} like ${pattern}`))
}

/** Every course, hidden and not on sale too, in the students' order; not the unlimited subscription's row. */
export function selectCourseOptions(db: Executor, term: string | undefined) {
  return db
    .select({ id: courses.id, nome: courses.name, visivel: courses.visible })
    .from(courses)
    .where(and(ne(courses.id, UNLIMITED_PLAN_ID), matching(term, courses.name)))
    .orderBy(asc(courses.position), asc(courses.id))
    .limit(SELECTION_LIMIT)
}

/** A course's subjects, hidden ones too. */
export function selectSubjectOptions(db: Executor, courseId: number, term: string | undefined) {
  return db
    .select({ id: subjects.id, nome: subjects.name, visivel: subjects.visible })
    .from(subjects)
    .where(and(eq(subjects.courseId, courseId), matching(term, subjects.name)))
    .orderBy(asc(subjects.position), asc(byName(subjects.name)), asc(subjects.id))
    .limit(SELECTION_LIMIT)
}

export async function subjectExists(db: Executor, subjectId: number): Promise<boolean> {
  const [row] = await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, subjectId)).limit(1)
  return row !== undefined
}

/** A subject's topics, hidden ones too; the search looks in the name and the acronym. */
export function selectTopicOptions(db: Executor, subjectId: number, term: string | undefined) {
  return db
    .select({ id: topics.id, nome: topics.name, visivel: topics.visible })
    .from(topics)
    .where(and(eq(topics.subjectId, subjectId), matching(term, topics.name, topics.acronym)))
    .orderBy(asc(topics.position), asc(byName(topics.name)), asc(topics.id))
    .limit(SELECTION_LIMIT)
}
