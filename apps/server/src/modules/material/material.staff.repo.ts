import { and, asc, desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { studyTexts, subjects, topics } from '../../db/schema/index.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { byName } from '../../lib/name-order.ts'
import { pageQuery } from '../../lib/page-query.ts'

export type StudyTextValues = Omit<typeof studyTexts.$inferInsert, 'id'>

const ROW = {
  id: studyTexts.id,
  courseId: studyTexts.courseId,
  title: studyTexts.title,
  restricted: studyTexts.restricted,
  accessCount: studyTexts.accessCount,
  subjectId: studyTexts.subjectId,
  subjectName: subjects.name,
  topicId: studyTexts.topicId,
  topicName: topics.name,
}

const WITH_CONTENT = { ...ROW, contentHtml: studyTexts.contentHtml }

/** The course's texts for staff, by subject and topic when asked, by title unless the request orders otherwise. */
export function pageStaffStudyTexts(
  db: Executor,
  courseId: number,
  request: DataTableBody,
  filter: { subjectId?: number; topicId?: number },
) {
  return pageQuery(db, request, {
    rows: () =>
      db
        .select(ROW)
        .from(studyTexts)
        .innerJoin(subjects, eq(subjects.id, studyTexts.subjectId))
        .leftJoin(topics, eq(topics.id, studyTexts.topicId))
        .$dynamic(),
    where: and(
      eq(studyTexts.courseId, courseId),
      filter.subjectId === undefined ? undefined : eq(studyTexts.subjectId, filter.subjectId),
      filter.topicId === undefined ? undefined : eq(studyTexts.topicId, filter.topicId),
    ),
    search: [studyTexts.title, subjects.name, topics.name],
    order: {
      id: studyTexts.id,
      titulo: byName(studyTexts.title),
      'disciplina.nome': byName(subjects.name),
      'assunto.nome': byName(topics.name),
      restrito: studyTexts.restricted,
      acessos: studyTexts.accessCount,
    },
    defaultOrder: [asc(byName(subjects.name)), asc(byName(studyTexts.title))],
    tieBreak: [desc(studyTexts.id)],
  })
}

export async function findStaffStudyText(db: Executor, id: number) {
  const [row] = await db
    .select(WITH_CONTENT)
    .from(studyTexts)
    .innerJoin(subjects, eq(subjects.id, studyTexts.subjectId))
    .leftJoin(topics, eq(topics.id, studyTexts.topicId))
    .where(eq(studyTexts.id, id))
    .limit(1)
  return row
}

export type StaffStudyTextRow = NonNullable<Awaited<ReturnType<typeof findStaffStudyText>>>

/** The subject's course when it exists. */
export async function subjectCourse(db: Executor, subjectId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ courseId: subjects.courseId })
    .from(subjects)
    .where(eq(subjects.id, subjectId))
    .limit(1)
  return row?.courseId
}

/** The topic's subject when it exists. */
export async function topicSubject(db: Executor, topicId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ subjectId: topics.subjectId })
    .from(topics)
    .where(eq(topics.id, topicId))
    .limit(1)
  return row?.subjectId
}

export async function insertStudyText(db: Executor, values: StudyTextValues): Promise<number> {
  const [row] = await db.insert(studyTexts).values(values).returning({ id: studyTexts.id })
  return (row as { id: number }).id
}

export async function updateStudyText(db: Executor, id: number, values: Partial<StudyTextValues>) {
  await db.update(studyTexts).set(values).where(eq(studyTexts.id, id))
}

export async function deleteStudyText(db: Executor, id: number): Promise<void> {
  await db.delete(studyTexts).where(eq(studyTexts.id, id))
}
