import { API } from '@gabarito/core'
import type { AppendSummaryBody, Summary, SummaryPage, SummaryRow } from '@gabarito/core/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { refreshingSummaries, summariesKey } from './query-keys'

/** The caller's own active summaries of a course (the picker of "Salvar no meu resumo"), by name. */
export async function ownSummaries(courseId: number, userId: number): Promise<SummaryRow[]> {
  const params = new URLSearchParams({
    modulo_id: String(courseId),
    start: '0',
    length: '-1',
    'order[0][column]': '0',
    'order[0][dir]': 'asc',
    'columns[0][data]': 'nome',
  })
  const page = await api.get<SummaryPage>(`${API.summaries.list()}?${params}`, { auth: true })
  return page.data.filter((row) => row.responsavel_id === userId && row.ativo)
}

/** The picker's summaries, read afresh each time the modal opens. */
export function useOwnSummaries(courseId: number, userId: number) {
  return useQuery({
    queryKey: [...summariesKey, 'own', courseId],
    queryFn: () => ownSummaries(courseId, userId),
    staleTime: 0,
  })
}

/** `POST /api/v1/geral/arquivo_usuario/{id}/anexar { descricao }`: adds HTML at the end of one's summary. */
export function appendToSummary(id: number, html: string) {
  return refreshingSummaries(
    api.post<Summary>(API.summaries.append({ id }), { descricao: html } satisfies AppendSummaryBody, {
      auth: true,
    }),
  )
}

/** `POST /api/v1/geral/arquivo_usuario`: a new summary holding the HTML. */
export function createSummaryWith(courseId: number, nome: string, html: string) {
  return refreshingSummaries(
    api.post<Summary>(API.summaries.create(), { nome, descricao: html, modulo_id: courseId }, { auth: true }),
  )
}
