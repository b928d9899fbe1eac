import { saoPauloDayHour } from '@gabarito/core'
import { ANSWER_KIND } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { AppError, locked, notFound } from '../../lib/errors.ts'
import type { Caller } from '../auth/auth.service.ts'
import { getCourseWithSection } from '../courses/courses.service.ts'
import { questionInCourse } from '../questions/questions.repo.ts'
import { EXAM_IS_PRO } from '../questions/questions.service.ts'
import { type RecordAnswerRow, recordAnswer, recordSkip } from './answers.repo.ts'

/** Answers per São Paulo day and course for a student without a plan for it (SPEC section 9). */
export const FREE_DAILY_LIMIT = 15
export const FREE_LIMIT_REACHED =
  'Você já respondeu as 15 questões gratuitas de hoje neste curso. Assine um plano para continuar sem limites ou volte amanhã.'
export const QUESTION_NOT_FOUND = 'Questão não encontrada.'

export interface AnswerInput {
  courseId: number
  questionId: number
  alternativeId: number
  idempotencyKey: string | null
  /** Set for exam answers: the exam the question must belong to. */
  examId: number | null
}

function result(row: RecordAnswerRow, chosen: number, correct: boolean, freeLeft: number | null) {
  return {
    correta: correct,
    resposta_id: chosen,
    resposta_certa_id: row.correct_alternative_id as number,
    resumo: row.explanation ?? '',
    tags: row.tags ?? [],
    respostas: row.counts ?? [],
    gratuitas_restantes: freeLeft,
  }
}

/**
 * Records an answer and reveals the correct alternative, the explanation, the tags and the updated counts.
 * Subject practice is free up to FREE_DAILY_LIMIT a day; exams need a plan. A retried idempotency key
 * returns the first result and counts nothing.
 */
export async function answer(deps: Deps, caller: Caller, input: AnswerInput) {
  const isExam = input.examId !== null
  await getCourseWithSection(deps, input.courseId, isExam ? 'hasPastExams' : 'hasQuestions')
  const at = deps.clock()
  const { day, hour } = saoPauloDayHour(at)
  const record = () =>
    recordAnswer(deps.db, {
      userId: caller.id,
      questionId: input.questionId,
      alternativeId: input.alternativeId,
      courseId: input.courseId,
      kind: isExam ? ANSWER_KIND.exam : ANSWER_KIND.practice,
      referenceId: input.examId,
      idempotencyKey: input.idempotencyKey,
      at,
      day,
      hour,
      freeDailyLimit: isExam ? null : FREE_DAILY_LIMIT,
    })
  let row = await record()
  if (!row.found) throw notFound(QUESTION_NOT_FOUND)
  if (row.allowed && !row.inserted) {
    // The same key was being recorded by a concurrent retry: read what it recorded.
    row = await record()
  }
  if (row.prior_alternative_id !== null) {
    // The retried answer is already among today's.
    const freeLeft = row.has_access ? null : Math.max(0, FREE_DAILY_LIMIT - row.used_today)
    return result(row, row.prior_alternative_id, row.prior_correct === true, freeLeft)
  }
  if (!row.inserted) {
    if (isExam) throw new AppError(403, EXAM_IS_PRO)
    throw locked(FREE_LIMIT_REACHED)
  }
  const freeLeft = row.has_access ? null : Math.max(0, FREE_DAILY_LIMIT - row.used_today)
  return result(row, input.alternativeId, row.correct_alternative_id === input.alternativeId, freeLeft)
}

export async function skip(deps: Deps, caller: Caller, courseId: number, questionId: number) {
  await getCourseWithSection(deps, courseId, 'hasQuestions')
  if (!(await questionInCourse(deps.db, questionId, courseId))) throw notFound(QUESTION_NOT_FOUND)
  await recordSkip(deps.db, caller.id, questionId, courseId, deps.clock())
  return { message: 'Questão pulada.' }
}
