import { API } from '@gabarito/core'
import type { SummaryPage, SummaryRow } from '@gabarito/core/contract'
import { useEffect } from 'react'
import { type DataTableFetcher, dataTableSearchParams } from '@/components/data-table/data-table-query'
import { refreshSummaries, summariesKey } from '@/lib/api/query-keys'
import { api } from '@/lib/api-client'

export type { SummaryRow } from '@gabarito/core/contract'

export function summariesQueryKey(courseId: number) {
  return [...summariesKey, 'course', courseId] as const
}

/**
 * DataTables fetcher of `GET /api/v1/geral/arquivo_usuario/datatable?modulo_id=`; `onRoom` hears how many more
 * summaries the student may create, which the same answer carries.
 */
export function summariesFetcher(
  courseId: number,
  onRoom: (left: number) => void,
): DataTableFetcher<SummaryRow> {
  return async (query, signal) => {
    const params = dataTableSearchParams(query)
    params.set('modulo_id', String(courseId))
    const page = await api.get<SummaryPage>(`${API.summaries.list()}?${params}`, {
      auth: true,
      signal,
    })
    onRoom(page.restantes)
    return page
  }
}

/** Others change what the list holds (a share, an unshare, a deactivation): it reads afresh on every visit. */
export function useFreshSummaries(): void {
  useEffect(() => {
    void refreshSummaries()
  }, [])
}
