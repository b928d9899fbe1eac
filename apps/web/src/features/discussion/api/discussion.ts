import { API } from '@gabarito/core'
import type {
  DiscussionBody,
  DiscussionComment,
  DiscussionOrder,
  DiscussionPage,
  DiscussionVote,
} from '@gabarito/core/contract'
import { useInfiniteQuery } from '@tanstack/react-query'
import { api, request } from '@/lib/api-client'
import { queryClient } from '@/lib/query-client'

export type {
  DiscussionComment,
  DiscussionOrder,
  DiscussionReply,
} from '@gabarito/core/contract'

const questionPath = (questionId: number) => API.discussion.thread({ id: questionId })

/** Every page and order of a question's discussion. */
function discussionKey(questionId: number) {
  return ['discussao', questionId] as const
}

/** The question's discussion in the order asked, a page at a time ("Carregar mais" reads the next). */
export function useDiscussion(questionId: number, order: DiscussionOrder) {
  return useInfiniteQuery({
    queryKey: [...discussionKey(questionId), order],
    queryFn: ({ pageParam, signal }) =>
      api.get<DiscussionPage>(`${questionPath(questionId)}?ordem=${order}&pagina=${pageParam}`, {
        auth: true,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((sum, page) => sum + page.comentarios.length, 0)
      return shown < last.total && last.comentarios.length > 0 ? last.pagina + 1 : undefined
    },
  })
}

/** Once the server has a change, the question's discussion reads afresh; answers the change's answer. */
async function refreshing<T>(questionId: number, change: Promise<T>): Promise<T> {
  const answer = await change
  await queryClient.invalidateQueries({ queryKey: discussionKey(questionId) })
  return answer
}

/** A new comment, or a reply to an approved top-level one: pending until the staff approve it. */
export function postDiscussionComment(questionId: number, body: DiscussionBody): Promise<DiscussionComment> {
  return refreshing(questionId, api.post<DiscussionComment>(questionPath(questionId), body, { auth: true }))
}

/** Marks the comment "útil", or takes the mark back. */
export function setUseful(questionId: number, commentId: number, on: boolean): Promise<DiscussionVote> {
  return refreshing(
    questionId,
    request<DiscussionVote>(on ? 'POST' : 'DELETE', API.discussion.useful({ id: commentId }), { auth: true }),
  )
}

/** Reports the comment to the staff (once per student). */
export function reportDiscussionComment(commentId: number, motivo?: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(API.discussion.report({ id: commentId }), motivo ? { motivo } : {}, {
    auth: true,
  })
}
