import { and, asc, countDistinct, desc, eq, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { questions, questionTags, tags } from '../../db/schema/index.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { byName } from '../../lib/name-order.ts'
import { pageQuery } from '../../lib/page-query.ts'

export type ConceptRow = typeof tags.$inferSelect

/**
 * Concepts with how many questions carry each: every concept, or (with a course) those of the course's
 * questions, counted in the course. By name unless the request orders otherwise.
 */
export function pageConcepts(db: Executor, request: DataTableBody, courseId: number | undefined) {
  const questionCount = countDistinct(questions.id)
  return pageQuery(db, request, {
    rows: () => {
      const fields = {
        id: tags.id,
        name: tags.description,
        detailsHtml: tags.detailsHtml,
        questions: questionCount,
      }
      const base = db.select(fields).from(tags)
      const joined =
        courseId === undefined
          ? base
              .leftJoin(questionTags, eq(questionTags.tagId, tags.id))
              .leftJoin(questions, eq(questions.id, questionTags.questionId))
          : base
              .innerJoin(questionTags, eq(questionTags.tagId, tags.id))
              .innerJoin(questions, eq(questions.id, questionTags.questionId))
      return joined.groupBy(tags.id).$dynamic()
    },
    where: courseId === undefined ? undefined : eq(questions.courseId, courseId),
    search: [tags.description],
    order: { id: tags.id, nome: byName(tags.description), perguntas: questionCount },
    defaultOrder: [asc(tags.description)],
    tieBreak: [desc(tags.id)],
  })
}

export async function findConcept(db: Executor, id: number): Promise<ConceptRow | undefined> {
  const [row] = await db.select().from(tags).where(eq(tags.id, id)).limit(1)
  return row
}

/** Another concept with the same name, ignoring case. */
export async function sameName(db: Executor, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(
        sql`lower(${tags.description}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(tags.id, exceptId),
      ),
    )
    .limit(1)
  return row !== undefined
}

export async function countQuestions(db: Executor, id: number): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(questionTags.questionId) })
    .from(questionTags)
    .where(eq(questionTags.tagId, id))
  return row?.n ?? 0
}

export async function insertConcept(db: Executor, name: string, detailsHtml: string): Promise<ConceptRow> {
  const [row] = await db.insert(tags).values({ description: name, detailsHtml }).returning()
  return row as ConceptRow
}

export async function updateConcept(
  db: Executor,
  id: number,
  values: { description?: string; detailsHtml?: string },
): Promise<ConceptRow> {
  const [row] = await db.update(tags).set(values).where(eq(tags.id, id)).returning()
  return row as ConceptRow
}

export async function deleteConcept(db: Executor, id: number): Promise<void> {
  await db.delete(tags).where(eq(tags.id, id))
}
