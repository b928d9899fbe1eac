import { STAFF_API } from '@gabarito/core'
import type { SelectionOption } from '@gabarito/core/contract'
import { useQuery } from '@tanstack/react-query'
import { queryClient } from '@/lib/query-client'
import { adminApi } from './admin-api'
import type { SearchSource } from './search-source'

/** `GET /api/v1/admin/selecao/…`: every course, subject or topic (hidden ones too) matching `busca`. */
export const searchModulos = (busca: string, signal?: AbortSignal) =>
  adminApi.get<SelectionOption[]>(STAFF_API.selection.courses(), { params: { busca }, signal })

export const searchDisciplinas = (moduloId: number, busca: string, signal?: AbortSignal) =>
  adminApi.get<SelectionOption[]>(STAFF_API.selection.subjects({ id: moduloId }), {
    params: { busca },
    signal,
  })

export const searchAssuntos = (disciplinaId: number, busca: string, signal?: AbortSignal) =>
  adminApi.get<SelectionOption[]>(STAFF_API.selection.topics({ id: disciplinaId }), {
    params: { busca },
    signal,
  })

/** Base of the selection's query keys. */
const selectionKey = ['admin', 'selecao'] as const

/** Every course matching the term (the selection bar's Módulo). */
export const moduloSearch: SearchSource = {
  queryKey: [...selectionKey, 'modulos'],
  search: (term, signal) => searchModulos(term, signal),
}

/** The subjects of a course matching the term. */
export const disciplinaSearch = (moduloId: number | null | undefined): SearchSource => ({
  queryKey: [...selectionKey, 'disciplinas', moduloId ?? 0],
  search: (term, signal) => searchDisciplinas(moduloId ?? 0, term, signal),
})

/** The topics of a subject matching the term. */
export const assuntoSearch = (disciplinaId: number | null | undefined): SearchSource => ({
  queryKey: [...selectionKey, 'assuntos', disciplinaId ?? 0],
  search: (term, signal) => searchAssuntos(disciplinaId ?? 0, term, signal),
})

/** Every course at once (a plan's course picker). */
export const useAllModulos = () =>
  useQuery({
    queryKey: [...selectionKey, 'modulos', 'todos'],
    queryFn: ({ signal }) => searchModulos('', signal),
  })

/** After a course, subject or topic changes: every search of the selection asks again. */
export const invalidateSelection = () => queryClient.invalidateQueries({ queryKey: selectionKey })
