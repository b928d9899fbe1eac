import { z } from 'zod/mini'
import { COMMENT_REPLY_MAX_LENGTH, COMMENT_STATUSES } from '../comment-status.ts'
import { messages } from '../messages.ts'
import { cleanPlainText } from '../plain-text.ts'
import { idParam, visibleText } from './fields.ts'

const statuses = `${COMMENT_STATUSES.slice(0, -1).join(', ')} ou ${COMMENT_STATUSES.at(-1)}`
export const COMMENT_STATUS_INVALID = `Situação inválida: use ${statuses}.`

const day = (message: string) =>
  z.optional(z.string({ error: message }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, message)))

/** `GET /api/v1/admin/comentarios`: the staff table's filters; `de` and `ate` are São Paulo days, both included. */
export const commentListQuery = z.object({
  modulo_id: z.optional(idParam(messages.invalidCourse)),
  disciplina_id: z.optional(idParam('Disciplina inválida.')),
  status: z.optional(z.enum(COMMENT_STATUSES, COMMENT_STATUS_INVALID)),
  de: day('Data inicial inválida (use aaaa-mm-dd).'),
  ate: day('Data final inválida (use aaaa-mm-dd).'),
})
export type CommentListQuery = z.output<typeof commentListQuery>

/** `PATCH /api/v1/admin/comentarios/{id}`: a reply is plain text (decision 0023), shown as text, never as HTML. */
export const commentPatch = z.object({
  status: z.optional(z.enum(COMMENT_STATUSES, COMMENT_STATUS_INVALID)),
  resposta: z.optional(
    z
      .string({ error: 'A resposta deve ser um texto.' })
      .check(
        z.overwrite(cleanPlainText),
        z.minLength(1, { error: 'Escreva a resposta.', abort: true }),
        visibleText('Escreva a resposta.'),
        z.maxLength(
          COMMENT_REPLY_MAX_LENGTH,
          `A resposta deve ter no máximo ${COMMENT_REPLY_MAX_LENGTH.toLocaleString('pt-BR')} caracteres.`,
        ),
      ),
  ),
})
export type CommentPatch = z.output<typeof commentPatch>
