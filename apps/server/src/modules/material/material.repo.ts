import { and, asc, eq, isNull, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { studyTexts, subjects, topics } from '../../db/schema/index.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { byName } from '../../lib/name-order.ts'
import { pageQuery } from '../../lib/page-query.ts'

/** What the table shows of a text; reading one adds its content. */
const LISTED = {
  id: studyTexts.id,
  title: studyTexts.title,
  kind: studyTexts.kind,
  restricted: studyTexts.restricted,
  accessCount: studyTexts.accessCount,
  subjectName: subjects.name,
  topicName: topics.name,
}

/** A text of a hidden subject or topic leaves the students' screens with it. */
const shownToStudents = and(eq(subjects.visible, true), or(isNull(topics.id), eq(topics.visible, true)))

/**
 * The course's texts in the DataTables protocol. Unless the request orders otherwise, by access (SPEC: "sort by
 * access then title"): the free texts first, then those for plan holders, each by title as people read it
 * ("Resumo 2" before "Resumo 10"); decision 0042.
 */
export function pageStudyTexts(db: Executor, courseId: number, request: DataTableBody) {
  return pageQuery(db, request, {
    rows: () =>
      db
        .select(LISTED)
        .from(studyTexts)
        .innerJoin(subjects, eq(subjects.id, studyTexts.subjectId))
        .leftJoin(topics, eq(topics.id, studyTexts.topicId))
        .$dynamic(),
    where: and(eq(studyTexts.courseId, courseId), shownToStudents),
    search: [studyTexts.title, subjects.name, topics.name],
    order: {
      titulo: byName(studyTexts.title),
      'disciplina.nome': byName(subjects.name),
      'assunto.nome': byName(topics.name),
      restrito: studyTexts.restricted,
      acessos: studyTexts.accessCount,
    },
    defaultOrder: [asc(studyTexts.restricted)],
    tieBreak: [asc(byName(studyTexts.title)), asc(studyTexts.id)],
  })
}

export async function findStudyText(db: Executor, courseId: number, id: number) {
  const [row] = await db
    .select({ ...LISTED, contentHtml: studyTexts.contentHtml })
    .from(studyTexts)
    .innerJoin(subjects, eq(subjects.id, studyTexts.subjectId))
    .leftJoin(topics, eq(topics.id, studyTexts.topicId))
    .where(and(eq(studyTexts.courseId, courseId), eq(studyTexts.id, id), shownToStudents))
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
