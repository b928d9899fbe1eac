import { API } from '@gabarito/core'
import type { RankingPage, RankingRow } from '@gabarito/core/contract'
import type { DataTableFetcher } from '@/components/data-table/data-table-query'
import { dataTableSearchParams } from '@/components/data-table/data-table-query'
import { api } from '@/lib/api-client'
import { mockKey } from './query-keys'

export function rankingQueryKey(courseId: number, mockId: number) {
  return [...mockKey(courseId), 'classificacao', mockId] as const
}

/**
 * A page of a mock's ranking (DataTables by GET), with the caller's own row (`meu`) and the number of
 * participants, so the screen can say "Você está em 37º de 4.512" without fetching everyone.
 */
export function rankingFetcher(courseId: number, mockId: number): DataTableFetcher<RankingRow> {
  return (query, signal) => {
    const params = dataTableSearchParams(query)
    params.set('simulado', String(mockId))
    return api.get<RankingPage>(`${API.mock.ranking({ moduleId: courseId })}?${params.toString()}`, {
      auth: true,
      signal,
    })
  }
}
