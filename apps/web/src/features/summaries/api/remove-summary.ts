import { API } from '@gabarito/core'
import { refreshingSummaries } from '@/lib/api/query-keys'
import { request } from '@/lib/api-client'

/** `DELETE /api/v1/geral/arquivo_usuario/{id}` (owner only). */
export function deleteSummary(id: number) {
  return refreshingSummaries(
    request<{ message: string }>('DELETE', API.summaries.one({ id }), { auth: true }),
  )
}

/** `DELETE /api/v1/geral/arquivo_usuario/desativacao/{id}` (owner only): hidden from those it is shared with. */
export function deactivateSummary(id: number) {
  return refreshingSummaries(
    request<{ message: string }>('DELETE', API.summaries.deactivate({ id }), { auth: true }),
  )
}
