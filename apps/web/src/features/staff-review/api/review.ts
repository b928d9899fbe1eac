import type { ReviewReason } from '@gabarito/core'
import type { ItemStatsRun, QuestionStats, ReviewDismissal, ReviewQueue } from '@gabarito/core/contract'
import { useQuery } from '@tanstack/react-query'
import { adminApi } from '../components/admin-api'

/** Item statistics and the review queue (decision 0024). */
export const reviewKey = (moduloId: number) => ['admin', 'revisao', moduloId] as const
export const questionStatsKey = (id: number) => ['admin', 'pergunta', id, 'estatisticas'] as const

export function useReviewQueue(moduloId: number) {
  return useQuery({
    queryKey: reviewKey(moduloId),
    queryFn: ({ signal }) =>
      adminApi.get<ReviewQueue>('/perguntas/revisao', { params: { modulo_id: moduloId }, signal }),
    refetchOnMount: 'always',
  })
}

export const recalculate = (moduloId: number) =>
  adminApi.post<ItemStatsRun>('/estatisticas/recalcular', { modulo_id: moduloId })

export const dismiss = (id: number, motivo: ReviewReason, justificativa: string) =>
  adminApi.post<ReviewDismissal>(`/perguntas/${id}/revisao/dispensar`, { motivo, justificativa })

export function useQuestionStats(id: number) {
  return useQuery({
    queryKey: questionStatsKey(id),
    queryFn: ({ signal }) => adminApi.get<QuestionStats>(`/perguntas/${id}/estatisticas`, { signal }),
    refetchOnMount: 'always',
  })
}
