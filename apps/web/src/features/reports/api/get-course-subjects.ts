import type { Subject } from '@gabarito/core/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { CACHE_TTL, cached } from '@/lib/device-cache'

/** The course's subjects and topics for the concepts selectors, kept on the device for a day (SPEC section 9). */
export function useCourseSubjects(courseId: number) {
  return useQuery({
    queryKey: ['courses', courseId, 'subjects'],
    queryFn: () =>
      cached(`geral/modulo/${courseId}/disciplinas`, CACHE_TTL.subjects, () =>
        api.get<Subject[]>(`/api/v1/geral/modulo/${courseId}/disciplinas`),
      ),
  })
}
