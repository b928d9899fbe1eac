import type { MockReview } from '@gabarito/core/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { mockKey } from '@/lib/api/query-keys'
import { api } from '@/lib/api-client'

export type { MockAnalysis, MockReview, MockReviewItem } from '@gabarito/core/contract'

/** The caller's answers of mock `mockId` with the key and explanations, and the totals overall and by subject. */
export function getMockReview(courseId: number, mockId: number): Promise<MockReview> {
  return api.get<MockReview>(`/api/v1/geral/modulo/${courseId}/simulado/${mockId}/respostas`, { auth: true })
}

export function mockReviewQueryOptions(courseId: number, mockId: number) {
  return queryOptions({
    queryKey: [...mockKey(courseId), 'respostas', mockId],
    queryFn: () => getMockReview(courseId, mockId),
  })
}

export function useMockReview(courseId: number, mockId: number) {
  return useQuery(mockReviewQueryOptions(courseId, mockId))
}
