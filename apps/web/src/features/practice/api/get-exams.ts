import { API } from '@gabarito/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { CACHE_TTL, cached } from '@/lib/device-cache'
import type { Exam } from './types'

/** The course's past exams, kept on the device (encrypted) for a day (SPEC section 9). */
export function getExams(courseId: number): Promise<Exam[]> {
  return cached(`geral/concurso/modulo/${courseId}`, CACHE_TTL.competitions, () =>
    api.get<Exam[]>(API.practice.exams({ id: courseId }), { auth: true }),
  )
}

export function examsQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: ['practice', 'concursos', courseId],
    queryFn: () => getExams(courseId),
  })
}

/** Failures: an alert with the server's message, then the main page (SPEC section 8). */
export function useExams(courseId: number) {
  return useQuery(examsQueryOptions(courseId))
}
