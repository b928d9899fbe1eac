import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import { studyTexts, subjects, topics } from '../../db/schema/index.ts'
import { containsPattern } from '../../lib/datatables.ts'

export const SORTABLE = ['titulo', 'disciplina.nome', 'assunto.nome', 'acessos'] as const
export type SortColumn = (typeof SORTABLE)[number]

const SORT_COLUMNS: Record<SortColumn, AnyPgColumn> = {
  titulo: studyTexts.title,
  'disciplina.nome': subjects.name,
  'assunto.nome': topics.name,
  acessos: studyTexts.accessCount,
}

/** Lower case without accents, so "regencia" finds "Regência" (the same folding as foldSearch). */
const fold = (column: AnyPgColumn) =>
  sql`translate(lower(${column}), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc')`

export function foldSearch(term: string): string {
  return term
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
}

export interface StudyTextPageQuery {
  courseId: number
  search: string
  order: { column: SortColumn; dir: 'asc' | 'desc' }[]
  start: number
  limit: number | null
}

export async function pageStudyTexts(db: Executor, q: StudyTextPageQuery) {
  const ofCourse = eq(studyTexts.courseId, q.courseId)
  let where: SQL | undefined = ofCourse
  if (q.search) {
    const pattern = containsPattern(foldSearch(q.search))
    where = and(
      ofCourse,
      or(
        sql`${fold(studyTexts.title)} like ${pattern}`,
        sql`${fold(subjects.name)} like ${pattern}`,
        sql`${fold(topics.name)} like ${pattern}`,
      ),
    )
  }
  const order = q.order.length
    ? q.order.map((o) => (o.dir === 'asc' ? asc(SORT_COLUMNS[o.column]) : desc(SORT_COLUMNS[o.column])))
    : [desc(studyTexts.accessCount)]
  const base = db
    .select({
      id: studyTexts.id,
      title: studyTexts.title,
      kind: studyTexts.kind,
      restricted: studyTexts.restricted,
      accessCount: studyTexts.accessCount,
      subjectName: subjects.name,
      topicName: topics.name,
    })
    .from(studyTexts)
    .innerJoin(subjects, eq(subjects.id, studyTexts.subjectId))
    .leftJoin(topics, eq(topics.id, studyTexts.topicId))
    .where(where)
    .orderBy(...order, asc(studyTexts.title), asc(studyTexts.id))
    .offset(q.start)
  const countOf = (condition: SQL | undefined) =>
    db
      .select({ n: count() })
      .from(studyTexts)
      .innerJoin(subjects, eq(subjects.id, studyTexts.subjectId))
      .leftJoin(topics, eq(topics.id, studyTexts.topicId))
      .where(condition)
      .then(([row]) => row?.n ?? 0)
  const [rows, total, filtered] = await Promise.all([
    q.limit === null ? base : base.limit(q.limit),
    countOf(ofCourse),
    q.search ? countOf(where) : Promise.resolve(-1),
  ])
  return { rows, total, filtered: filtered === -1 ? total : filtered }
}

export async function findStudyText(db: Executor, courseId: number, id: number) {
  const [row] = await db
    .select({
      id: studyTexts.id,
      title: studyTexts.title,
      kind: studyTexts.kind,
      contentHtml: studyTexts.contentHtml,
      restricted: studyTexts.restricted,
      accessCount: studyTexts.accessCount,
      subjectName: subjects.name,
      topicName: topics.name,
    })
    .from(studyTexts)
    .innerJoin(subjects, eq(subjects.id, studyTexts.subjectId))
    .leftJoin(topics, eq(topics.id, studyTexts.topicId))
    .where(and(eq(studyTexts.courseId, courseId), eq(studyTexts.id, id)))
    .limit(1)
  return row
}

/** One more reading, counted in the row itself (no read-modify-write). */
export async function countAccess(db: Executor, id: number): Promise<number> {
  const [row] = await db
    .update(studyTexts)
    .set({ accessCount: sql`${studyTexts.accessCount} + 1` })
    .where(eq(studyTexts.id, id))
    .returning({ accessCount: studyTexts.accessCount })
  return row?.accessCount ?? 0
}
