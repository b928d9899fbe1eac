import type { DataTableFetcher } from '@/components/data-table/data-table-query'
import { dataTableSearchParams } from '@/components/data-table/data-table-query'
import { api } from '@/lib/api-client'
import type { RankingPage, RankingRow } from './types'

export function rankingQueryKey(courseId: number, mockId: number) {
  return ['simulado', courseId, 'classificacao', mockId] as const
}

/**
 * A page of a mock's ranking (DataTables by GET), with the caller's own row (`meu`) and the number of
 * participants; `onPage` hears every page, so the screen can say "Você está em 37º de 4.512".
 */
export function rankingFetcher(
  courseId: number,
  mockId: number,
  onPage: (page: RankingPage) => void,
): DataTableFetcher<RankingRow> {
  return async (query, signal) => {
    const params = dataTableSearchParams(query)
    params.set('simulado', String(mockId))
    const page = await api.get<RankingPage>(
      `/api/v1/${courseId}/simulado/classificacao/datatable?${params.toString()}`,
      { auth: true, signal },
    )
    onPage(page)
    return page
  }
}
