import type { QuestionStatus } from '@gabarito/core'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'
import {
  alternativeCounts,
  alternatives,
  courses,
  exams,
  questions,
  questionTags,
  subjects,
  tags,
  topics,
} from '../../db/schema/index.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { byName } from '../../lib/name-order.ts'
import { pageQuery } from '../../lib/page-query.ts'
import { moveProgressToSubject as moveQuestionProgress } from '../aggregates/aggregates.service.ts'

export interface QuestionFilter {
  courseId: number
  subjectId?: number
  topicId?: number
  examId?: number
  status?: QuestionStatus
}

/** The back office's question table: one course, optionally one subject, topic, exam and status. */
export function pageQuestions(db: Executor, request: DataTableBody, filter: QuestionFilter) {
  return pageQuery(db, request, {
    rows: () =>
      db
        .select({
          id: questions.id,
          textHtml: questions.textHtml,
          subjectId: subjects.id,
          subjectName: subjects.name,
          topicId: topics.id,
          topicName: topics.name,
          examId: exams.id,
          examName: exams.name,
          examYear: exams.year,
          examNumber: questions.examNumber,
          status: questions.status,
          updatedAt: questions.updatedAt,
        })
        .from(questions)
        .innerJoin(subjects, eq(subjects.id, questions.subjectId))
        .leftJoin(topics, eq(topics.id, questions.topicId))
        .leftJoin(exams, eq(exams.id, questions.examId))
        .$dynamic(),
    where: and(
      eq(questions.courseId, filter.courseId),
      filter.subjectId === undefined ? undefined : eq(questions.subjectId, filter.subjectId),
      filter.topicId === undefined ? undefined : eq(questions.topicId, filter.topicId),
      filter.examId === undefined ? undefined : eq(questions.examId, filter.examId),
      filter.status === undefined ? undefined : eq(questions.status, filter.status),
    ),
    search: [sql`${questions.id}::text`, questions.textHtml, questions.ref],
    order: {
      id: questions.id,
      numero: questions.examNumber,
      status: questions.status,
      disciplina: byName(subjects.name),
      atualizada_em: questions.updatedAt,
    },
    defaultOrder: [desc(questions.id)],
    tieBreak: [desc(questions.id)],
  })
}

export async function findCourseRow(db: Executor, courseId: number) {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).limit(1)
  return row
}

export async function findSubjectRow(db: Executor, subjectId: number) {
  const [row] = await db.select().from(subjects).where(eq(subjects.id, subjectId)).limit(1)
  return row
}

export async function findTopicRow(db: Executor, topicId: number) {
  const [row] = await db.select().from(topics).where(eq(topics.id, topicId)).limit(1)
  return row
}

export async function findExamRow(db: Executor, examId: number) {
  const [row] = await db.select().from(exams).where(eq(exams.id, examId)).limit(1)
  return row
}

export type QuestionRow = typeof questions.$inferSelect

/** The question, locked until the transaction ends when `forUpdate` (two editors save one after the other). */
export async function findQuestionRow(db: Executor, questionId: number, forUpdate = false) {
  const query = db.select().from(questions).where(eq(questions.id, questionId)).limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  return row
}

const alternativeWithCount = z.object({
  id: z.number(),
  letter: z.string(),
  textHtml: z.string(),
  position: z.number(),
  /** How many times it was chosen, every mode together (the sum of its counter shards). */
  chosen: z.number(),
})
export type AlternativeWithCount = z.infer<typeof alternativeWithCount>

export function alternativesWithCounts(db: Executor, questionId: number) {
  return parsedRows(
    db,
    sql`select a.id, a.letter, a.text_html as "textHtml", a.position,
               coalesce((select sum(c.chosen) from ${alternativeCounts} c where c.alternative_id = a.id), 0)::int
                 as chosen
        from ${alternatives} a where a.question_id = ${questionId}
        order by a.position`,
    alternativeWithCount,
  )
}

export async function questionTagNames(db: Executor, questionId: number): Promise<string[]> {
  const rows = await db
    .select({ description: tags.description })
    .from(questionTags)
    .innerJoin(tags, eq(tags.id, questionTags.tagId))
    .where(eq(questionTags.questionId, questionId))
    .orderBy(asc(byName(tags.description)), asc(tags.id))
  return rows.map((r) => r.description)
}

export type QuestionValues = Pick<
  typeof questions.$inferInsert,
  | 'subjectId'
  | 'topicId'
  | 'examId'
  | 'examNumber'
  | 'textHtml'
  | 'explanationHtml'
  | 'status'
  | 'banca'
  | 'orgao'
  | 'cargo'
  | 'level'
  | 'year'
>

export async function insertQuestion(db: Executor, courseId: number, values: QuestionValues) {
  const [row] = await db
    .insert(questions)
    .values({ courseId, ...values })
    .returning({ id: questions.id })
  return (row as { id: number }).id
}

export async function updateQuestion(db: Executor, questionId: number, values: Partial<QuestionValues>) {
  await db
    .update(questions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(questions.id, questionId))
}

export async function insertAlternative(
  db: Executor,
  values: { questionId: number; position: number; letter: string; textHtml: string },
) {
  const [row] = await db.insert(alternatives).values(values).returning({ id: alternatives.id })
  return (row as { id: number }).id
}

/** Moves the kept alternatives out of the way of the (question, position) key before they are renumbered. */
export async function parkAlternatives(db: Executor, questionId: number) {
  await db
    .update(alternatives)
    .set({ position: sql`-1 - ${alternatives.position}` })
    .where(eq(alternatives.questionId, questionId))
}

export async function updateAlternative(
  db: Executor,
  id: number,
  values: { position: number; letter: string; textHtml: string },
) {
  await db.update(alternatives).set(values).where(eq(alternatives.id, id))
}

export async function deleteAlternatives(db: Executor, ids: number[]) {
  if (ids.length > 0) await db.delete(alternatives).where(inArray(alternatives.id, ids))
}

/** Students' progress rows follow the question to its new subject: written by the progress's owner (decision 0043). */
export async function moveProgressToSubject(db: Executor, questionId: number, subjectId: number) {
  await moveQuestionProgress(db, questionId, subjectId)
}
