import { z } from 'zod'
import { idParam } from '../../lib/params.ts'

// The bodies, the staff table's filters and the answers are the contract the web reads too (decision 0052).
export {
  COMMENT_STATUS_INVALID,
  type CommentListQuery,
  type CommentPatch,
  commentBody,
  commentListQuery,
  commentPatch,
  myCommentPageJson,
  staffCommentDetailJson,
  staffCommentPageJson,
  staffCommentRowJson,
} from '@gabarito/core/contract'

export const commentParams = z.object({ id: idParam('Comentário inválido.') })
