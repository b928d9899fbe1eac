import { ANSWER_KIND, parseSaoPauloDateTime, saoPauloDayHour } from '@gabarito/core'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { fieldError, notFound } from '../../lib/errors.ts'
import { excerpt } from '../../lib/html.ts'
import type { AnswerMode } from '../answers/answers.service.ts'
import { getCourseWithSection } from '../courses/courses.service.ts'
import { practiceQuestions, questionsJson } from '../questions/questions.service.ts'
import * as repo from './review.repo.ts'

// Spaced review up to the exam (issue 30, decision 0057): the due questions, the summary, the exam date and the
// caderno de erros. The cards themselves are the aggregates' (aggregates.cards.ts), moved by every answer.

/** The most questions a review batch serves. */
export const REVIEW_BATCH_SIZE = 10
export const EXAM_DATE_PAST = 'A data da prova não pode estar no passado.'
export const NOT_A_CARD = 'Questão não encontrada.'
const DAY_MS = 24 * 3_600_000

const dayStart = (day: string) => parseSaoPauloDateTime(`${day}T00:00`) as Date

/** The São Paulo day `days` after `day` (both 'YYYY-MM-DD'). */
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** The exam that bounds the reviews now: the starts of its day and of the day before, or null (the caderno). */
async function examBound(deps: Deps, userId: number, courseId: number, now: Date) {
  const day = await repo.readExamDay(deps.db, userId, courseId, now)
  const start = day === null ? null : dayStart(day)
  return start && { start, eve: new Date(start.getTime() - DAY_MS) }
}

/**
 * `revisao/resumo`: the cards due by the end of today in São Paulo (the late ones among them; a card is due from the
 * start of its due day), those coming due in each of the 7 days from today, and the exam day that bounds them.
 */
export async function reviewSummary(deps: Deps, caller: Caller, courseId: number) {
  await getCourseWithSection(deps, courseId, 'hasQuestions')
  const now = deps.clock()
  const today = saoPauloDayHour(now).day
  const days = Array.from({ length: 8 }, (_, k) => dayAfter(today, k))
  const counts = await repo.dueCounts(deps.db, caller.id, courseId, { now, dayStarts: days.map(dayStart) })
  return {
    pendentes_hoje: counts.pending,
    atrasadas: counts.late,
    // Cumulative counts, day by day.
    proximos_7_dias: days.slice(0, 7).map((dia, k) => ({
      dia,
      quantidade: (counts.coming[k] ?? 0) - (k === 0 ? 0 : (counts.coming[k - 1] ?? 0)),
    })),
    data_prova: counts.day,
    data_prova_do_aluno: counts.day !== null && counts.day === counts.own,
  }
}

/** `PUT data-prova`: the student's exam day for the course (today or later), or null to clear it. */
export async function setExamDate(deps: Deps, caller: Caller, courseId: number, day: string | null) {
  await getCourseWithSection(deps, courseId, 'hasQuestions')
  if (day !== null && day < saoPauloDayHour(deps.clock()).day) throw fieldError('data', EXAM_DATE_PAST)
  await repo.writeExamDay(deps.db, caller.id, courseId, day)
  return reviewSummary(deps, caller, courseId)
}

/**
 * `revisao/perguntas`: the caller's questions due by the end of today, most overdue first, as practice shows them
 * (no key); or, with
 * `questionId`, that one question of the caller's cards, due or not (the caderno de erros' "Refazer").
 */
export async function reviewBatch(
  deps: Deps,
  caller: Caller,
  courseId: number,
  questionId: number | undefined,
) {
  if (questionId !== undefined) {
    await requireCard(deps, caller, courseId, questionId)
    return practiceQuestions(deps, caller.id, [questionId])
  }
  await getCourseWithSection(deps, courseId, 'hasQuestions')
  const ids = await repo.dueQuestionIds(deps.db, caller.id, courseId, deps.clock(), REVIEW_BATCH_SIZE)
  return questionsJson(deps, ids, caller.id)
}

/** The question must be one of the caller's cards in the course: a review answers nothing else. */
async function requireCard(deps: Deps, caller: Caller, courseId: number, questionId: number) {
  await getCourseWithSection(deps, courseId, 'hasQuestions')
  if (!(await repo.hasCard(deps.db, caller.id, courseId, questionId))) throw notFound(NOT_A_CARD)
}

/**
 * A review (`/revisao/responder`, issue 30): free up to the daily limit like practice, and only for the caller's
 * cards. A past exam's question the student has a card for (from a mock) needs no plan here: they answered it before.
 */
export const reviewAnswers: AnswerMode = {
  kind: ANSWER_KIND.review,
  access: 'free-tier',
  referenceId: () => null,
  reference: 'none',
  async validate(deps, caller, input) {
    await requireCard(deps, caller, input.courseId, input.questionId)
  },
}

/** "Caderno de erros": the questions the caller missed or guessed (their cards), filtered and searched (DataTables). */
export async function mistakesTable(
  deps: Deps,
  caller: Caller,
  courseId: number,
  request: DataTableBody,
  filter: { disciplina_id?: number | undefined; assunto_id?: number | undefined },
) {
  await getCourseWithSection(deps, courseId, 'hasQuestions')
  const page = await repo.pageMistakes(deps.db, caller.id, courseId, request, {
    subjectId: filter.disciplina_id,
    topicId: filter.assunto_id,
    exam: await examBound(deps, caller.id, courseId, deps.clock()),
  })
  return {
    ...page,
    data: page.data.map((row) => ({
      pergunta_id: row.questionId,
      disciplina: row.subject,
      assunto: row.topic,
      enunciado: excerpt(row.textHtml, 160),
      erros: row.answers - row.hits,
      acertos: row.hits,
      ultima_resposta_em: (row.lastAt ?? row.due).toISOString(),
      proxima_revisao: row.due.toISOString(),
    })),
  }
}
