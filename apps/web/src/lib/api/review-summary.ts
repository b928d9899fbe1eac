import type { ExamDateBody, ReviewSummary } from '@gabarito/core/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, request } from '@/lib/api-client'
import { queryClient } from '@/lib/query-client'
import { courseKey } from './query-keys'

export type { ReviewSummary } from '@gabarito/core/contract'

// The spaced review's summary (issue 30) is read by the sidebar's badge and by the review screen: shared here.

export function reviewSummaryKey(courseId: number) {
  return [...courseKey(courseId), 'revisao', 'resumo'] as const
}

function reviewSummaryOptions(courseId: number) {
  return queryOptions({
    queryKey: reviewSummaryKey(courseId),
    // Asked on every screen with the sidebar: no loading overlay for a badge.
    queryFn: ({ signal }) =>
      api.get<ReviewSummary>(`/api/v1/geral/modulo/${courseId}/revisao/resumo`, {
        auth: true,
        background: true,
        signal,
      }),
  })
}

/** What is due today, the next 7 days and the exam day of the course's review; off for a course without questions. */
export function useReviewSummary(courseId: number, enabled = true) {
  return useQuery({ ...reviewSummaryOptions(courseId), enabled })
}

/** Sets (or, with null, clears) the student's exam day; the summary it answers replaces the cached one. */
export async function saveExamDate(courseId: number, data: string | null): Promise<ReviewSummary> {
  const summary = await request<ReviewSummary>('PUT', `/api/v1/geral/modulo/${courseId}/data-prova`, {
    body: { data } satisfies ExamDateBody,
    auth: true,
  })
  queryClient.setQueryData(reviewSummaryKey(courseId), summary)
  return summary
}

/** An answer changes what is due: the summary is read again where it shows (the badge, the review screen). */
export function refreshReviewSummary(courseId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: reviewSummaryKey(courseId) })
}
