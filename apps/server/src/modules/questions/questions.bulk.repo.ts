import { setImmediate as nextTurn } from 'node:timers/promises'
import type { QuestionLevel } from '@gabarito/core'
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm'
import { batches } from '../../db/batches.ts'
import type { Executor } from '../../db/client.ts'
import { alternatives, questions, questionTags } from '../../db/schema/index.ts'

// The bulk writes of questions, their alternatives and their tags (decision 0076), in batches: what the question
// import writes through questions.bulk.service.ts. The key is written by answer-key.repo.ts alone.

export interface ExistingQuestion {
  id: number
  importHash: string | null
}

/** Rows per read of the course's questions: a few milliseconds of PGlite, which runs in the server's thread. */
const PAGE = 2000

/** The course's questions that have a ref, by ref (read a page at a time, each after a turn of the event loop). */
export async function findQuestionsByRef(
  tx: Executor,
  courseId: number,
): Promise<Map<string, ExistingQuestion>> {
  const found = new Map<string, ExistingQuestion>()
  let after = 0
  for (;;) {
    await nextTurn()
    const rows = await tx
      .select({ id: questions.id, ref: questions.ref, importHash: questions.importHash })
      .from(questions)
      .where(and(eq(questions.courseId, courseId), isNotNull(questions.ref), gt(questions.id, after)))
      .orderBy(asc(questions.id))
      .limit(PAGE)
    for (const r of rows) found.set(r.ref as string, { id: r.id, importHash: r.importHash })
    if (rows.length < PAGE) return found
    after = (rows[rows.length - 1] as { id: number }).id
  }
}

const questionText = (r: QuestionValues) => r.textHtml.length + r.explanationHtml.length

export interface QuestionValues {
  subjectId: number
  topicId: number | null
  examId: number | null
  examNumber: number | null
  ref: string
  importHash: string
  textHtml: string
  explanationHtml: string
  /** Where it comes from (issue 31): its own, or its exam's where it gives none. */
  banca: string | null
  orgao: string | null
  cargo: string | null
  level: QuestionLevel | null
  year: number | null
}

/** Inserts new questions; their ids by ref. */
export async function insertQuestions(
  tx: Executor,
  courseId: number,
  rows: QuestionValues[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for await (const batch of batches(rows, 25, questionText)) {
    const inserted = await tx
      .insert(questions)
      .values(batch.map((r) => ({ ...r, courseId })))
      .returning({ id: questions.id, ref: questions.ref })
    for (const row of inserted) ids.set(row.ref as string, row.id)
  }
  return ids
}

/** Rewrites changed questions (everything the file gives; the status stays) in a few statements. */
export async function updateQuestions(
  tx: Executor,
  rows: (QuestionValues & { id: number })[],
): Promise<void> {
  for await (const batch of batches(rows, 25, questionText)) {
    const values = sql.join(
      batch.map(
        (r) =>
          sql`(${r.id}::int, ${r.subjectId}::int, ${r.topicId}::int, ${r.examId}::int, ${r.examNumber}::smallint, ${r.importHash}::varchar, ${r.textHtml}::text, ${r.explanationHtml}::text, ${r.banca}::varchar, ${r.orgao}::varchar, ${r.cargo}::varchar, ${r.level}::varchar, ${r.year}::smallint)`,
      ),
      sql`, `,
    )
    await tx.execute(sql`
      update ${questions} set
        subject_id = v.subject_id, topic_id = v.topic_id, exam_id = v.exam_id, exam_number = v.exam_number,
        import_hash = v.import_hash, text_html = v.text_html, explanation_html = v.explanation_html,
        banca = v.banca, orgao = v.orgao, cargo = v.cargo, level = v.level, year = v.year, updated_at = now()
      from (values ${values})
        as v(id, subject_id, topic_id, exam_id, exam_number, import_hash, text_html, explanation_html, banca, orgao,
             cargo, level, year)
      where ${questions.id} = v.id`)
  }
}

export interface AlternativeRow {
  id: number
  questionId: number
  position: number
}

export async function insertAlternatives(
  tx: Executor,
  rows: { questionId: number; position: number; letter: string; textHtml: string }[],
): Promise<AlternativeRow[]> {
  const out: AlternativeRow[] = []
  for await (const batch of batches(rows, 100, (r) => r.textHtml.length)) {
    out.push(
      ...(await tx.insert(alternatives).values(batch).returning({
        id: alternatives.id,
        questionId: alternatives.questionId,
        position: alternatives.position,
      })),
    )
  }
  return out
}

export async function listAlternatives(tx: Executor, questionIds: number[]): Promise<AlternativeRow[]> {
  const out: AlternativeRow[] = []
  for await (const batch of batches(questionIds, 200)) {
    out.push(
      ...(await tx
        .select({ id: alternatives.id, questionId: alternatives.questionId, position: alternatives.position })
        .from(alternatives)
        .where(inArray(alternatives.questionId, batch))),
    )
  }
  return out
}

export async function updateAlternatives(
  tx: Executor,
  rows: { id: number; letter: string; textHtml: string }[],
): Promise<void> {
  for await (const batch of batches(rows, 100, (r) => r.textHtml.length)) {
    const values = sql.join(
      batch.map((r) => sql`(${r.id}::int, ${r.letter}::varchar, ${r.textHtml}::text)`),
      sql`, `,
    )
    await tx.execute(sql`
      update ${alternatives} set letter = v.letter, text_html = v.text_html
      from (values ${values}) as v(id, letter, text_html)
      where ${alternatives.id} = v.id`)
  }
}

export async function deleteAlternatives(tx: Executor, ids: number[]): Promise<void> {
  for await (const batch of batches(ids, 250))
    await tx.delete(alternatives).where(inArray(alternatives.id, batch))
}

/** Replaces the tags of the given questions. */
export async function replaceQuestionTags(
  tx: Executor,
  questionIds: number[],
  rows: { questionId: number; tagId: number }[],
): Promise<void> {
  for await (const batch of batches(questionIds, 250)) {
    await tx.delete(questionTags).where(inArray(questionTags.questionId, batch))
  }
  for await (const batch of batches(rows, 250)) await tx.insert(questionTags).values(batch)
}
