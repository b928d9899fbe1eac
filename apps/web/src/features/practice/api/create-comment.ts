import { api } from '@/lib/api-client'

export interface NewComment {
  texto: string
  pergunta_id: number
  modulo_id: number
}

/** One comment per question; new comments start as 'Criada' for staff to review. */
export function createComment(comment: NewComment): Promise<{ message: string }> {
  return api.post<{ message: string }>(
    '/api/v1/geral/modulo/criar/comentario',
    { ...comment, status: 'Criada' },
    { auth: true },
  )
}
