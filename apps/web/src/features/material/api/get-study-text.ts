import { API } from '@gabarito/core'
import type { StudyText } from '@gabarito/core/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { courseKey } from '@/lib/api/query-keys'
import { api } from '@/lib/api-client'
import { CACHE_TTL, cached } from '@/lib/device-cache'

/**
 * One study text (each server read counts an access). Kept on the device, encrypted, for two days
 * (SPEC section 9); a 423 (restricted text without a plan) is never kept.
 */
export function getStudyText(courseId: number, textId: number): Promise<StudyText> {
  return cached(`geral/resumo/modulo/${courseId}/${textId}`, CACHE_TTL.studyTexts, () =>
    api.get<StudyText>(API.material.one({ id: courseId, resumoId: textId }), { auth: true }),
  )
}

export function studyTextQueryOptions(courseId: number, textId: number) {
  return queryOptions({
    queryKey: [...courseKey(courseId), 'study-texts', textId],
    queryFn: () => getStudyText(courseId, textId),
  })
}

export function useStudyText(courseId: number, textId: number) {
  return useQuery({ ...studyTextQueryOptions(courseId, textId), enabled: Number.isInteger(textId) })
}
