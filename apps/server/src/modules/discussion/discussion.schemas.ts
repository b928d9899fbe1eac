import { z } from 'zod'
import { idParam } from '../../lib/params.ts'

// The bodies and answers are the contract the web reads too (decision 0052).
export {
  discussionBlockJson,
  discussionBody,
  discussionCommentJson,
  discussionModerationJson,
  discussionPageJson,
  discussionQuery,
  discussionQueuePageJson,
  discussionQueueQuery,
  discussionQueueRowJson,
  discussionReportBody,
  discussionVoteJson,
  teamCommentBody,
} from '@gabarito/core/contract'

export const questionParams = z.object({ id: idParam('Questão inválida.') })
export const commentParams = z.object({ id: idParam('Comentário inválido.') })
export const userParams = z.object({ userId: idParam('Usuário inválido.') })
export const messageJson = z.object({ message: z.string() })
