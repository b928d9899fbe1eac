import { API, COMMENT_STATUS } from '@gabarito/core'
import type { CommentBody } from '@gabarito/core/contract'
import { api } from '@/lib/api-client'

/** One comment per question; new comments start as Criada for staff to review. */
export function createComment(comment: Omit<CommentBody, 'status'>): Promise<{ message: string }> {
  return api.post<{ message: string }>(
    API.practice.comment(),
    { ...comment, status: COMMENT_STATUS.created } satisfies CommentBody,
    { auth: true },
  )
}
