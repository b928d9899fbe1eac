import type { SelectionOption } from '@gabarito/core/contract'
import { adminApi } from './admin-api'

/** `GET /api/v1/admin/selecao/…`: every course, subject or topic (hidden ones too) matching `busca`. */
export const searchModulos = (busca: string, signal?: AbortSignal) =>
  adminApi.get<SelectionOption[]>('/selecao/modulos', { params: { busca }, signal })

export const searchDisciplinas = (moduloId: number, busca: string, signal?: AbortSignal) =>
  adminApi.get<SelectionOption[]>(`/selecao/modulos/${moduloId}/disciplinas`, { params: { busca }, signal })

export const searchAssuntos = (disciplinaId: number, busca: string, signal?: AbortSignal) =>
  adminApi.get<SelectionOption[]>(`/selecao/disciplinas/${disciplinaId}/assuntos`, {
    params: { busca },
    signal,
  })

/** Base of the selection's query keys: invalidate it after a course, subject or topic changes. */
export const selectionKey = ['admin', 'selecao'] as const
