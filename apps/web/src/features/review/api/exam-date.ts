import { API } from '@gabarito/core'
import type { ExamDateBody, ReviewSummary } from '@gabarito/core/contract'
import { reviewSummaryKey } from '@/lib/api/review-summary'
import { request } from '@/lib/api-client'
import { queryClient } from '@/lib/query-client'

/** Sets (or, with null, clears) the student's exam day; the summary it answers replaces the cached one. */
export async function saveExamDate(courseId: number, data: string | null): Promise<ReviewSummary> {
  const summary = await request<ReviewSummary>('PUT', API.review.examDate({ id: courseId }), {
    body: { data } satisfies ExamDateBody,
    auth: true,
  })
  queryClient.setQueryData(reviewSummaryKey(courseId), summary)
  return summary
}
