import type { Summary } from '@gabarito/core/contract'
import { api, request } from '@/lib/api-client'

export interface SummaryValues {
  nome: string
  descricao: string
}

/** `POST /api/v1/geral/arquivo_usuario`. */
export function createSummary(values: SummaryValues & { modulo_id: number }) {
  return api.post<Summary>('/api/v1/geral/arquivo_usuario', values, { auth: true })
}

/** `PATCH /api/v1/geral/arquivo_usuario/{id}` (owner only). */
export function updateSummary(id: number, values: Partial<SummaryValues> & { ativo?: true }) {
  return request<Summary>('PATCH', `/api/v1/geral/arquivo_usuario/${id}`, { auth: true, body: values })
}
