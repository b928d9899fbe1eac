import { API } from '@gabarito/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Course } from '@/lib/current-course'
import { CACHE_TTL, type CachedOptions, cached } from '@/lib/device-cache'
import { coursesKey } from './query-keys'

/** Device-cache key of the visible courses (`/v2/geral/modulos`). */
export const COURSES_CACHE_KEY = 'geral/modulo'

/** The visible courses; with a token each one's `data_fim` is the user's PRO access end. */
export function getCourses(options?: CachedOptions): Promise<Course[]> {
  return cached(
    COURSES_CACHE_KEY,
    CACHE_TTL.courses,
    () => api.get<Course[]>(API.courses.list(), { auth: true }),
    options,
  )
}

export const coursesQueryOptions = queryOptions({
  queryKey: [...coursesKey, 'visible'],
  queryFn: () => getCourses(),
})

export function useCourses() {
  return useQuery(coursesQueryOptions)
}
