import { API } from '@gabarito/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { courseKey } from '@/lib/api/query-keys'
import { api } from '@/lib/api-client'
import type { Course } from '@/lib/current-course'
import { CACHE_TTL, type CachedOptions, cached } from '@/lib/device-cache'

/** One course with its terms (`termo_uso`, `termo_simulado`); kept on the device for a day. */
export function getCourse(courseId: number, options?: CachedOptions): Promise<Course> {
  return cached(
    `geral/modulo/${courseId}`,
    CACHE_TTL.course,
    () => api.get<Course>(API.courses.one({ id: courseId }), { auth: true }),
    options,
  )
}

export function courseQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: courseKey(courseId),
    queryFn: () => getCourse(courseId),
  })
}

export function useCourse(courseId: number) {
  return useQuery(courseQueryOptions(courseId))
}
