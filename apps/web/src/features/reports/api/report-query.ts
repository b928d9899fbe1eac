import { queryOptions, useQuery } from '@tanstack/react-query'
import { courseKey } from '@/lib/api/query-keys'
import { api } from '@/lib/api-client'

/**
 * A report of the course at `path` (core's `API.reports`), read afresh on each visit (the numbers move with every
 * answer); a 423 means no plan.
 */
export function reportQueryOptions<T>(courseId: number, path: string) {
  return queryOptions({
    queryKey: [...courseKey(courseId), 'reports', path],
    queryFn: () => api.get<T>(path, { auth: true }),
    retry: false,
    staleTime: 0,
  })
}

export function useReport<T>(courseId: number, path: string, enabled = true) {
  return useQuery({ ...reportQueryOptions<T>(courseId, path), enabled })
}
