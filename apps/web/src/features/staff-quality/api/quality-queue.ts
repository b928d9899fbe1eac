import type { QualityReason } from '@gabarito/core'
import { STAFF_API } from '@gabarito/core'
import type {
  CourseBody,
  DismissQualityReasonBody,
  ItemStatsRun,
  QualityDismissal,
  QualityQueue,
} from '@gabarito/core/contract'
import { useQuery } from '@tanstack/react-query'
import { adminApi } from '@/lib/api/staff/admin-api'
import { queryClient } from '@/lib/query-client'

/** The quality queue of item statistics (decision 0024). */
const qualityQueueKey = (moduloId: number) => ['admin', 'revisao', moduloId] as const

export function useQualityQueue(moduloId: number) {
  return useQuery({
    queryKey: qualityQueueKey(moduloId),
    queryFn: ({ signal }) =>
      adminApi.get<QualityQueue>(STAFF_API.quality.queue(), { params: { modulo_id: moduloId }, signal }),
    refetchOnMount: 'always',
  })
}

export const recalculate = (moduloId: number) =>
  adminApi.post<ItemStatsRun>(STAFF_API.quality.recompute(), { modulo_id: moduloId } satisfies CourseBody)

export const dismiss = (id: number, motivo: QualityReason, justificativa: string) =>
  adminApi.post<QualityDismissal>(STAFF_API.quality.dismiss({ id }), {
    motivo,
    justificativa,
  } satisfies DismissQualityReasonBody)

/** After a run or a dismissal: the course's queue is read again. */
export const reloadQualityQueue = (moduloId: number) =>
  queryClient.invalidateQueries({ queryKey: qualityQueueKey(moduloId) })
