import { ANSWER_KIND, API } from '@gabarito/core'
import type { ExamAnswerBody, MockAnswerBody, PracticeAnswerBody } from '@gabarito/core/contract'
import { api } from '@/lib/api-client'
import type { AnswerResult, MockAnswerResult } from './types'

/**
 * Subject practice: free up to 15 answers a day (423 after that). `tipo` is the question's status. `background`:
 * sent by the offline sync, without the loading overlay.
 */
export function answerPractice(body: PracticeAnswerBody, background = false): Promise<AnswerResult> {
  return api.post<AnswerResult>(API.practice.answer(), body, { auth: true, background })
}

/** Exam practice (PRO: 403 without a plan). */
export function answerExam(body: Omit<ExamAnswerBody, 'desafio_id' | 'tipo'>): Promise<AnswerResult> {
  return api.post<AnswerResult>(
    API.practice.answerExam(),
    { ...body, desafio_id: null, tipo: ANSWER_KIND.exam } satisfies ExamAnswerBody,
    { auth: true },
  )
}

/**
 * Weekly mock: one answer per question (409 for a second), none after the window or the time limit (423); open to
 * every student and not counted in the free tier's 15 a day (issue 26). The result carries the caller's place in
 * the ranking.
 */
export function answerMock(body: Omit<MockAnswerBody, 'tipo'>): Promise<MockAnswerResult> {
  return api.post<MockAnswerResult>(
    API.mock.answer(),
    { ...body, tipo: ANSWER_KIND.weekly } satisfies MockAnswerBody,
    { auth: true },
  )
}
