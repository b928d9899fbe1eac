import { API } from '@gabarito/core'
import type { ReviewSummary } from '@gabarito/core/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryClient } from '@/lib/query-client'
import { courseKey } from './query-keys'

export type { ReviewSummary } from '@gabarito/core/contract'

// The spaced review's summary (issue 30) is read by the sidebar's badge and by the review screen, and every practice
// answer reads it again (the session engine of features/practice): shared here (decision 0075).

export function reviewSummaryKey(courseId: number) {
  return [...courseKey(courseId), 'revisao', 'resumo'] as const
}

function reviewSummaryOptions(courseId: number) {
  return queryOptions({
    queryKey: reviewSummaryKey(courseId),
    // Asked on every screen with the sidebar: no loading overlay for a badge.
    queryFn: ({ signal }) =>
      api.get<ReviewSummary>(API.review.summary({ id: courseId }), {
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

/** An answer changes what is due: the summary is read again where it shows (the badge, the review screen). */
export function refreshReviewSummary(courseId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: reviewSummaryKey(courseId) })
}
