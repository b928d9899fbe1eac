import { API } from '@gabarito/core'
import type { SkipBody } from '@gabarito/core/contract'
import { api } from '@/lib/api-client'

/** Reports a skipped question (subject practice): it comes back later among the questions to review. */
export function skipQuestion(courseId: number, questionId: number): Promise<{ message: string }> {
  return api.post<{ message: string }>(
    API.practice.skip({ id: questionId }),
    { modulo_id: courseId } satisfies SkipBody,
    { auth: true },
  )
}
