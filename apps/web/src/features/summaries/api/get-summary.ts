import { API } from '@gabarito/core'
import type { Summary } from '@gabarito/core/contract'
import { useQuery } from '@tanstack/react-query'
import { summariesKey } from '@/lib/api/query-keys'
import { api } from '@/lib/api-client'

export type { Summary } from '@gabarito/core/contract'

export function summaryQueryKey(id: number) {
  return [...summariesKey, 'one', id] as const
}

/** `GET /api/v1/geral/arquivo_usuario/{id}`: for its owner or a student it is shared with. */
export function getSummary(id: number, signal?: AbortSignal) {
  return api.get<Summary>(API.summaries.one({ id }), { auth: true, signal })
}

export function useSummary(id: number, enabled = true) {
  return useQuery({
    queryKey: summaryQueryKey(id),
    queryFn: ({ signal }) => getSummary(id, signal),
    enabled: enabled && Number.isInteger(id) && id > 0,
    retry: false,
    // Its owner may change or unshare it at any time: always read it afresh.
    staleTime: 0,
  })
}
