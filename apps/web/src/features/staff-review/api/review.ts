import type { ReviewReason } from '@gabarito/core'
import type {
  CourseBody,
  DismissReviewBody,
  ItemStatsRun,
  ReviewDismissal,
  ReviewQueue,
} from '@gabarito/core/contract'
import { useQuery } from '@tanstack/react-query'
import { adminApi } from '@/lib/api/staff/admin-api'
import { queryClient } from '@/lib/query-client'

/** The review queue of item statistics (decision 0024). */
const reviewKey = (moduloId: number) => ['admin', 'revisao', moduloId] as const

export function useReviewQueue(moduloId: number) {
  return useQuery({
    queryKey: reviewKey(moduloId),
    queryFn: ({ signal }) =>
      adminApi.get<ReviewQueue>('/perguntas/revisao', { params: { modulo_id: moduloId }, signal }),
    refetchOnMount: 'always',
  })
}

export const recalculate = (moduloId: number) =>
  adminApi.post<ItemStatsRun>('/estatisticas/recalcular', { modulo_id: moduloId } satisfies CourseBody)

export const dismiss = (id: number, motivo: ReviewReason, justificativa: string) =>
  adminApi.post<ReviewDismissal>(`/perguntas/${id}/revisao/dispensar`, {
    motivo,
    justificativa,
  } satisfies DismissReviewBody)

/** After a run or a dismissal: the course's queue is read again. */
export const reloadReviewQueue = (moduloId: number) =>
  queryClient.invalidateQueries({ queryKey: reviewKey(moduloId) })
