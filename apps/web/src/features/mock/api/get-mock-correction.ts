import { API } from '@gabarito/core'
import type { MockCorrection } from '@gabarito/core/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { mockKey } from '@/lib/api/query-keys'
import { api } from '@/lib/api-client'

export type { MockAnalysis, MockCorrection, MockCorrectionItem } from '@gabarito/core/contract'

/** The caller's answers of mock `mockId` with the key and explanations, and the totals overall and by subject. */
export function getMockCorrection(courseId: number, mockId: number): Promise<MockCorrection> {
  return api.get<MockCorrection>(API.mock.correction({ id: courseId, n: mockId }), {
    auth: true,
  })
}

export function mockCorrectionQueryOptions(courseId: number, mockId: number) {
  return queryOptions({
    queryKey: [...mockKey(courseId), 'respostas', mockId],
    queryFn: () => getMockCorrection(courseId, mockId),
  })
}

export function useMockCorrection(courseId: number, mockId: number) {
  return useQuery(mockCorrectionQueryOptions(courseId, mockId))
}
