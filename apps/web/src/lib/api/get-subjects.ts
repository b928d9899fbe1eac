import { API } from '@gabarito/core'
import type { Subject } from '@gabarito/core/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { CACHE_TTL, type CachedOptions, cached } from '@/lib/device-cache'
import { courseKey } from './query-keys'

/** A subject (disciplina) of a course with its topics (assuntos). */
export type { Subject } from '@gabarito/core/contract'

export function subjectsCacheKey(courseId: number): string {
  return `geral/modulo/${courseId}/disciplinas`
}

/** The subjects of a course, kept on the device (encrypted) for a day (SPEC section 9). */
export function getSubjects(courseId: number, options?: CachedOptions): Promise<Subject[]> {
  return cached(
    subjectsCacheKey(courseId),
    CACHE_TTL.subjects,
    () => api.get<Subject[]>(API.courses.subjects({ id: courseId })),
    options,
  )
}

export function subjectsQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: [...courseKey(courseId), 'subjects'],
    queryFn: () => getSubjects(courseId),
  })
}

/**
 * The subjects and topics of a course (practice's filters, the reports' concepts selectors). Failures: practice
 * shows 'Não foi possivel achar as disciplinas' (SPEC section 8).
 */
export function useSubjects(courseId: number) {
  return useQuery(subjectsQueryOptions(courseId))
}
