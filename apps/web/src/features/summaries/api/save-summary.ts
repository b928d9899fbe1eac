import { API } from '@gabarito/core'
import type { CreateSummaryBody, Summary, UpdateSummaryBody } from '@gabarito/core/contract'
import { refreshingSummaries } from '@/lib/api/query-keys'
import { api, request } from '@/lib/api-client'

/** `POST /api/v1/geral/arquivo_usuario`; the summaries' lists read afresh (as after every change below). */
export function createSummary(values: CreateSummaryBody) {
  return refreshingSummaries(api.post<Summary>(API.summaries.create(), values, { auth: true }))
}

/** `PATCH /api/v1/geral/arquivo_usuario/{id}` (owner only). */
export function updateSummary(id: number, values: UpdateSummaryBody) {
  return refreshingSummaries(
    request<Summary>('PATCH', API.summaries.one({ id }), { auth: true, body: values }),
  )
}
