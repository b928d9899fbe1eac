import { queryOptions, useQuery } from '@tanstack/react-query'
import { courseKey } from '@/lib/api/query-keys'
import { api } from '@/lib/api-client'

/** The base of every report call of a course. */
export const reportBase = (courseId: number) => `/api/v1/geral/relatorio/modulo/${courseId}`

/** A report read afresh on each visit (the numbers move with every answer); a 423 means no plan. */
export function reportQueryOptions<T>(courseId: number, path: string) {
  return queryOptions({
    queryKey: [...courseKey(courseId), 'reports', path],
    queryFn: () => api.get<T>(`${reportBase(courseId)}${path}`, { auth: true }),
    retry: false,
    staleTime: 0,
  })
}

export function useReport<T>(courseId: number, path: string, enabled = true) {
  return useQuery({ ...reportQueryOptions<T>(courseId, path), enabled })
}
