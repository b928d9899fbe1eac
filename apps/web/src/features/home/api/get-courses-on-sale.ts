import { API } from '@gabarito/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { coursesKey } from '@/lib/api/query-keys'
import { api } from '@/lib/api-client'
import type { Course } from '@/lib/current-course'
import { CACHE_TTL, type CachedOptions, cached } from '@/lib/device-cache'

/** Device-cache key of the courses on sale (the home page). */
export const COURSES_ON_SALE_CACHE_KEY = 'geral/modulo/disponiveis/para/usuarios'

export function getCoursesOnSale(options?: CachedOptions): Promise<Course[]> {
  return cached(
    COURSES_ON_SALE_CACHE_KEY,
    CACHE_TTL.courses,
    () => api.get<Course[]>(API.courses.onSale(), { auth: true }),
    options,
  )
}

export const coursesOnSaleQueryOptions = queryOptions({
  queryKey: [...coursesKey, 'on-sale'],
  queryFn: () => getCoursesOnSale(),
})

export function useCoursesOnSale() {
  return useQuery(coursesOnSaleQueryOptions)
}
