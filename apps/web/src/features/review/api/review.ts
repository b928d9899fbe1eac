import { API } from '@gabarito/core'
import type { AnswerResult, Question, ReviewAnswerBody } from '@gabarito/core/contract'
import { api } from '@/lib/api-client'

/**
 * The questions due for review (issue 30), most overdue first, at most 10; with `questionId`, only that one of the
 * student's review cards (404 when there is no card for it).
 */
export function getReviewQuestions(courseId: number, questionId: number | null): Promise<Question[]> {
  const only = questionId === null ? '' : `?pergunta_id=${questionId}`
  return api.get<Question[]>(`${API.review.questions({ id: courseId })}${only}`, { auth: true })
}

/** A review answer: metered like subject practice (423 past the free tier), the next review in the result. */
export function answerReview(body: ReviewAnswerBody): Promise<AnswerResult> {
  return api.post<AnswerResult>(API.review.answer(), body, { auth: true })
}
