import type { AnswerKeyChange, AnswerKeyImpact } from '@gabarito/core/contract'
import { useQuery } from '@tanstack/react-query'
import { adminApi } from '../components/admin-api'

/** What would change: a new right alternative, or the question annulled (true) or back in use (false). */
export type KeyChangeRequest = { correta: number } | { anulada: boolean }

export const impactKey = (questionId: number, change: KeyChangeRequest | null) =>
  ['admin', 'pergunta', questionId, 'impacto', change] as const

export const getImpact = (questionId: number, change: KeyChangeRequest, signal?: AbortSignal) =>
  adminApi.get<AnswerKeyImpact>(`/perguntas/${questionId}/impacto`, { params: change, signal })

/** How many answers `change` would turn from right to wrong or back; nothing asked while `change` is null. */
export function useImpact(questionId: number, change: KeyChangeRequest | null) {
  return useQuery({
    queryKey: impactKey(questionId, change),
    queryFn: ({ signal }) => getImpact(questionId, change as KeyChangeRequest, signal),
    enabled: change !== null,
    // Answers keep coming: ask again each time the choice is made.
    staleTime: 0,
    gcTime: 0,
  })
}

export const changeAnswerKey = (questionId: number, correta: number) =>
  adminApi.post<AnswerKeyChange>(`/perguntas/${questionId}/gabarito`, { correta })

export const annulQuestion = (questionId: number, anulada: boolean) =>
  adminApi.post<AnswerKeyChange>(`/perguntas/${questionId}/anular`, { anulada })
