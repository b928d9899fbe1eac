import { API } from '@gabarito/core'
import type { Notebook, Question } from '@gabarito/core/contract'
import { useQuery } from '@tanstack/react-query'
import { courseKey } from '@/lib/api/query-keys'
import { api, request } from '@/lib/api-client'
import { queryClient } from '@/lib/query-client'

export type { Notebook } from '@gabarito/core/contract'

function notebooksKey(courseId: number) {
  return [...courseKey(courseId), 'cadernos'] as const
}

/** The student's cadernos in the course, with their counts. */
export function useNotebooks(courseId: number, enabled = true) {
  return useQuery({
    queryKey: notebooksKey(courseId),
    queryFn: () => api.get<Notebook[]>(API.notebooks.list({ id: courseId }), { auth: true }),
    enabled,
  })
}

/** Once the server has a change, the lists (and their counts) read afresh; answers the change's answer. */
async function refreshing<T>(courseId: number, change: Promise<T>): Promise<T> {
  const answer = await change
  await queryClient.invalidateQueries({ queryKey: notebooksKey(courseId) })
  return answer
}

/** A new caderno: with `filtro`, a saved filter (PRO); without, an empty list. */
export function createNotebook(
  courseId: number,
  nome: string,
  filtro: Record<string, unknown> | null = null,
): Promise<Notebook> {
  const body = filtro === null ? { nome } : { nome, filtro }
  return refreshing(courseId, api.post<Notebook>(API.notebooks.list({ id: courseId }), body, { auth: true }))
}

export function renameNotebook(courseId: number, notebookId: number, nome: string): Promise<Notebook> {
  return refreshing(
    courseId,
    request<Notebook>('PATCH', API.notebooks.one({ id: courseId, c: notebookId }), {
      auth: true,
      body: { nome },
    }),
  )
}

export function deleteNotebook(courseId: number, notebookId: number): Promise<void> {
  return refreshing(
    courseId,
    request<void>('DELETE', API.notebooks.one({ id: courseId, c: notebookId }), { auth: true }),
  )
}

/** "Salvar no caderno": the question into a list (422 past 2,000, or for a saved filter). */
export function addToNotebook(courseId: number, notebookId: number, questionId: number): Promise<Notebook> {
  return refreshing(
    courseId,
    api.post<Notebook>(
      API.notebooks.questions({ id: courseId, c: notebookId }),
      { pergunta_id: questionId },
      { auth: true },
    ),
  )
}

/** The next batch of a caderno's questions (a saved filter's: PRO). */
export function getNotebookQuestions(courseId: number, notebookId: number): Promise<Question[]> {
  return api.get<Question[]>(API.notebooks.batch({ id: courseId, c: notebookId }), { auth: true })
}
