import { API } from '@gabarito/core'
import type { ShareSummaryBody, SummaryShareRow } from '@gabarito/core/contract'
import { getDataTable } from '@/components/data-table/data-table-query'
import { refreshingSummaries, summariesKey } from '@/lib/api/query-keys'
import { api, request } from '@/lib/api-client'

export type { SummaryShareRow } from '@gabarito/core/contract'

export function sharesQueryKey(id: number) {
  return [...summariesKey, 'shares', id] as const
}

/** DataTables fetcher of `GET /api/v1/geral/arquivo_usuario/{id}/usuario/datatable` (owner only). */
export function sharesFetcher(id: number) {
  return getDataTable<SummaryShareRow>(API.summaries.shares({ id }))
}

/** `POST /api/v1/geral/arquivo_usuario/{id}/adicionar/usuario { usuario }`: a CPF, digits only. */
export function shareSummary(id: number, cpf: string) {
  return refreshingSummaries(
    api.post<{ message: string }>(API.summaries.share({ id }), { usuario: cpf } satisfies ShareSummaryBody, {
      auth: true,
    }),
  )
}

/** `DELETE /api/v1/geral/arquivo_usuario/{id}/delete/usuario/{userId}`. */
export function unshareSummary(id: number, userId: number) {
  return refreshingSummaries(
    request<{ message: string }>('DELETE', API.summaries.unshare({ id, userId }), {
      auth: true,
    }),
  )
}
