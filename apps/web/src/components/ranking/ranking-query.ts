import type { RankingPage, RankingRow } from '@gabarito/core/contract'
import { api } from '../../lib/api-client'
import type { DataTableFetcher } from '../data-table/data-table-query'
import { dataTableSearchParams } from '../data-table/data-table-query'

export function rankingQueryKey(courseId: number, mockId: number) {
  return ['simulado', courseId, 'classificacao', mockId] as const
}

/**
 * A page of a mock's ranking (DataTables by GET), with the caller's own row (`meu`) and the number of
 * participants, so the screen can say "Você está em 37º de 4.512" without fetching everyone.
 */
export function rankingFetcher(courseId: number, mockId: number): DataTableFetcher<RankingRow> {
  return (query, signal) => {
    const params = dataTableSearchParams(query)
    params.set('simulado', String(mockId))
    return api.get<RankingPage>(`/api/v1/${courseId}/simulado/classificacao/datatable?${params.toString()}`, {
      auth: true,
      signal,
    })
  }
}
