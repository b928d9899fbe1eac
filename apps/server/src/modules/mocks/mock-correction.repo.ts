import { ANSWER_KIND, MOCK_KEY_MODE } from '@gabarito/core'
import { and, eq, isNotNull, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { parsedRows } from '../../db/rows.ts'
import {
  alternatives,
  answers,
  mockQuestions,
  mockResults,
  mocks,
  questions,
  questionTags,
  subjects,
  tags,
} from '../../db/schema/index.ts'
import { sqlConstant } from '../../db/sql.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { byName } from '../../lib/name-order.ts'
import { pageQuery } from '../../lib/page-query.ts'
import { courseMocksTable } from './mocks.repo.ts'

/** The weekly mock's kind, written into the text: the partial index of mock answers must see it. */
const WEEKLY = sqlConstant(ANSWER_KIND.weekly)

/** The student's attempt at the mock: answers given, when the first was, and the mock's questions. */
export async function attemptOf(db: Executor, userId: number, mockId: number) {
  const [row] = await parsedRows(
    db,
    sql`select (select count(*) from ${mockQuestions} where mock_id = ${mockId})::int as questions,
               r.answers, r.first_answer_at as "firstAnswerAt"
        from (select 1) one
          left join ${mockResults} r on r.user_id = ${userId} and r.mock_id = ${mockId}`,
    z.object({
      questions: z.number(),
      answers: z.number().nullable(),
      firstAnswerAt: z.union([z.date(), z.string()]).nullable(),
    }),
  )
  return {
    questions: row?.questions ?? 0,
    answered: row?.answers ?? 0,
    firstAnswerAt: row?.firstAnswerAt ? new Date(row.firstAnswerAt) : null,
  }
}

/**
 * The course's mocks the student answered, and the closed modo-prova mocks (studied with their key by those who did
 * not take them, decision 0056), newest first unless the request orders otherwise.
 */
export function pageHistory(
  db: Executor,
  userId: number,
  courseId: number,
  request: DataTableBody,
  now: Date,
) {
  const table = courseMocksTable(courseId)
  return pageQuery(db, request, {
    rows: () =>
      db
        .select({
          id: mocks.id,
          name: mocks.name,
          opensAt: mocks.opensAt,
          closesAt: mocks.closesAt,
          keyMode: mocks.keyMode,
          hits: mockResults.hits,
          answers: mockResults.answers,
        })
        .from(mocks)
        .leftJoin(mockResults, and(eq(mockResults.mockId, mocks.id), eq(mockResults.userId, userId)))
        .$dynamic(),
    ...table,
    where: and(
      table.where,
      or(
        isNotNull(mockResults.userId),
        and(
          eq(mocks.keyMode, MOCK_KEY_MODE.atClose),
          sql`${mocks.closesAt} <= ${now.toISOString()}::timestamptz`,
        ),
      ),
    ),
    order: { id: mocks.id, nome: byName(mocks.name), created_at: mocks.opensAt },
  })
}

const correctionRow = z.object({
  questionId: z.number(),
  textHtml: z.string(),
  explanationHtml: z.string(),
  alternativeId: z.number().nullable(),
  correctAlternativeId: z.number(),
  correct: z.boolean().nullable(),
  subjectId: z.number(),
  subjectName: z.string(),
  subjectPosition: z.number(),
  alternatives: z.array(z.object({ id: z.number(), letra: z.string(), texto: z.string() })),
  tags: z.array(z.object({ id: z.number(), descricao: z.string() })),
})
export type CorrectionRow = z.infer<typeof correctionRow>

/**
 * The mock's questions in its order with the student's answer: only those answered, or every one (`unanswered`: a
 * closed modo-prova mock, studied with its key, decision 0056).
 */
export function correctionRows(db: Executor, userId: number, mockId: number, unanswered = false) {
  return parsedRows(
    db,
    sql`select q.id as "questionId", q.text_html as "textHtml", q.explanation_html as "explanationHtml",
               a.alternative_id as "alternativeId", q.correct_alternative_id as "correctAlternativeId",
               a.correct, s.id as "subjectId", s.name as "subjectName", s.position as "subjectPosition",
               (select json_agg(json_build_object('id', al.id, 'letra', al.letter, 'texto', al.text_html)
                                order by al.position)
                  from ${alternatives} al where al.question_id = q.id) as alternatives,
               coalesce((select json_agg(json_build_object('id', t.id, 'descricao', t.description)
                                         order by t.description collate pt_br_numeric, t.id)
                  from ${questionTags} qt join ${tags} t on t.id = qt.tag_id where qt.question_id = q.id), '[]') as tags
        from ${mockQuestions} mq
        join ${questions} q on q.id = mq.question_id
        join ${subjects} s on s.id = q.subject_id
        left join ${answers} a on a.user_id = ${userId} and a.kind = ${WEEKLY} and a.reference_id = ${mockId}
          and a.question_id = q.id
        where mq.mock_id = ${mockId} and (${unanswered} or a.id is not null)
        order by mq.position`,
    correctionRow,
  )
}
