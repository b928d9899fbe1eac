import type { CreateSummaryBody, Summary, UpdateSummaryBody } from '@gabarito/core/contract'
import { api, request } from '@/lib/api-client'

/** `POST /api/v1/geral/arquivo_usuario`. */
export function createSummary(values: CreateSummaryBody) {
  return api.post<Summary>('/api/v1/geral/arquivo_usuario', values, { auth: true })
}

/** `PATCH /api/v1/geral/arquivo_usuario/{id}` (owner only). */
export function updateSummary(id: number, values: UpdateSummaryBody) {
  return request<Summary>('PATCH', `/api/v1/geral/arquivo_usuario/${id}`, { auth: true, body: values })
}
