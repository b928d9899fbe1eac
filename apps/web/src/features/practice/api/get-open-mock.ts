import { API } from '@gabarito/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { mockKey } from '@/lib/api/query-keys'
import { api } from '@/lib/api-client'
import { queryClient } from '@/lib/query-client'
import type { OpenMock } from './types'

/**
 * The course's open weekly mock: its questions in order (no key), the caller's answers so far and when their
 * clock started. 404 when no mock is open, 403 when the course has none.
 */
export function getOpenMock(courseId: number): Promise<OpenMock> {
  return api.get<OpenMock>(API.mock.open({ id: courseId }), { auth: true })
}

export function openMockQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: [...mockKey(courseId), 'aberto'],
    queryFn: () => getOpenMock(courseId),
    // A 404 (no open mock) or 403 will not change by asking again at once.
    retry: false,
    // Always the server's word when the screen opens (another device may have answered).
    staleTime: 0,
    refetchOnWindowFocus: false,
  })
}

export function useOpenMock(courseId: number) {
  return useQuery(openMockQueryOptions(courseId))
}

/** The open mock as the screen has just asked for it (within 30 s, to learn its id): the same answer serves. */
export function fetchOpenMock(courseId: number): Promise<OpenMock> {
  return queryClient.fetchQuery({ ...openMockQueryOptions(courseId), staleTime: 30_000 })
}
