import {
  COMMENT_MAX_LENGTH,
  COMMENT_REPLY_MAX_LENGTH,
  COMMENT_STATUSES,
  cleanPlainText,
  messages,
} from '@gabarito/core'
import { z } from 'zod'
import { idParam } from '../../lib/params.ts'

export {
  myCommentPageJson,
  staffCommentDetailJson,
  staffCommentPageJson,
  staffCommentRowJson,
} from '@gabarito/core/contract'

/** A student's comment on a question (`POST /geral/modulo/criar/comentario`). */
export const commentBody = z.object({
  texto: z
    .string({ error: 'Escreva o comentário.' })
    .overwrite(cleanPlainText)
    .min(1, { error: 'Escreva o comentário.', abort: true })
    .max(COMMENT_MAX_LENGTH, `O comentário deve ter no máximo ${COMMENT_MAX_LENGTH} caracteres.`),
  pergunta_id: idParam(messages.invalidQuestion),
  modulo_id: idParam(messages.invalidCourse),
  /** Sent by the old client and ignored: a new comment is always stored as Criada. */
  status: z.string({ error: 'Situação inválida.' }).max(20, 'Situação inválida.').optional(),
})

export const COMMENT_STATUS_INVALID = 'Situação inválida: use Criada, Em análise, Respondida ou Arquivada.'

export const commentParams = z.object({ id: idParam('Comentário inválido.') })

const day = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .optional()

/** The staff table's filters; `de` and `ate` are days in São Paulo (yyyy-mm-dd), both included. */
export const commentListQuery = z.object({
  modulo_id: idParam(messages.invalidCourse).optional(),
  disciplina_id: idParam('Disciplina inválida.').optional(),
  status: z.enum(COMMENT_STATUSES, COMMENT_STATUS_INVALID).optional(),
  de: day('Data inicial inválida (use aaaa-mm-dd).'),
  ate: day('Data final inválida (use aaaa-mm-dd).'),
})
export type CommentListQuery = z.output<typeof commentListQuery>

/** A reply is plain text (decision 0023): the screens show it as text, never as HTML. */
export const commentPatch = z.object({
  status: z.enum(COMMENT_STATUSES, COMMENT_STATUS_INVALID).optional(),
  resposta: z
    .string({ error: 'A resposta deve ser um texto.' })
    .overwrite(cleanPlainText)
    .min(1, 'Escreva a resposta.')
    .max(
      COMMENT_REPLY_MAX_LENGTH,
      `A resposta deve ter no máximo ${COMMENT_REPLY_MAX_LENGTH.toLocaleString('pt-BR')} caracteres.`,
    )
    .optional(),
})
export type CommentPatch = z.output<typeof commentPatch>
