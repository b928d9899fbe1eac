import { API } from '@gabarito/core'
import type { MistakePage, MistakeRow } from '@gabarito/core/contract'
import { type DataTableFetcher, dataTableSearchParams } from '@/components/data-table/data-table-query'
import { courseKey } from '@/lib/api/query-keys'
import { api } from '@/lib/api-client'

export type { MistakeRow } from '@gabarito/core/contract'

/** The caderno de erros' filters: a subject and, within it, a topic (null: all). */
export interface MistakeFilter {
  disciplina: number | null
  assunto: number | null
}

export function mistakesQueryKey(courseId: number, filter: MistakeFilter) {
  return [...courseKey(courseId), 'caderno-de-erros', filter.disciplina, filter.assunto] as const
}

/**
 * A page of the questions the student has review cards for (DataTables by GET), filtered by subject and topic; the
 * server sorts by the columns' names (proxima_revisao, erros, acertos, ultima_resposta_em, disciplina).
 */
export function mistakesFetcher(courseId: number, filter: MistakeFilter): DataTableFetcher<MistakeRow> {
  return (query, signal) => {
    const params = dataTableSearchParams(query)
    if (filter.disciplina !== null) params.set('disciplina_id', String(filter.disciplina))
    if (filter.assunto !== null) params.set('assunto_id', String(filter.assunto))
    return api.get<MistakePage>(`${API.review.mistakes({ id: courseId })}?${params}`, {
      auth: true,
      signal,
    })
  }
}
