import { z } from 'zod/mini'
import { staffQuestionJson } from './admin-questions.ts'
import { commentStatus } from './enumerations.ts'
import { dataTablePageJson } from './material.ts'

export {
  COMMENT_REPLY_MAX_LENGTH,
  COMMENT_STATUS,
  COMMENT_STATUSES,
  type CommentStatus,
} from '../comment-status.ts'

const named = z.object({ id: z.number(), nome: z.string() })

/**
 * A comment as the back office lists it (`GET /api/v1/admin/comentarios`) and as `PATCH …/comentarios/{id}`
 * answers. Dates are ISO instants; `resposta` is the staff reply. `texto` and `resposta` are plain text, exactly as
 * written (markup included): show them as text, never as HTML (decision 0023).
 */
export const staffCommentRowJson = z.object({
  id: z.number(),
  texto: z.string(),
  /** Criada, Em análise, Respondida or Arquivada. */
  status: commentStatus,
  data: z.string(),
  atualizado_em: z.string(),
  usuario: z.object({ id: z.number(), nome: z.string(), apelido: z.string() }),
  modulo: named,
  /** The question's statement as plain text, cut at 200 characters. */
  pergunta: z.object({ id: z.number(), texto: z.string(), disciplina: named }),
  resposta: z.nullable(z.string()),
  respondido_em: z.nullable(z.string()),
  /** The staff member who replied (null before a reply, or once that account is gone). */
  respondido_por: z.nullable(named),
})
export type StaffCommentRow = z.infer<typeof staffCommentRowJson>

export const staffCommentPageJson = dataTablePageJson(staffCommentRowJson)

/**
 * One comment beside its question (`GET /api/v1/admin/comentarios/{id}`): the question as the editor reads it (with
 * the key) and the other students' comments on the same question, newest first.
 */
export const staffCommentDetailJson = z.object({
  comentario: staffCommentRowJson,
  pergunta: staffQuestionJson,
  outros_comentarios: z.array(staffCommentRowJson),
})
export type StaffCommentDetail = z.infer<typeof staffCommentDetailJson>

/**
 * The caller's own comment on a question, as practice sends it with the question (`meu_comentario`): the staff
 * reply, once there is one, is what the student reads the next time the question comes. Both are plain text, as
 * written: shown as text, never as HTML.
 */
export const ownCommentJson = z.object({
  id: z.number(),
  texto: z.string(),
  status: commentStatus,
  data: z.string(),
  resposta: z.nullable(z.string()),
  respondido_em: z.nullable(z.string()),
})
export type OwnComment = z.infer<typeof ownCommentJson>

/** A row of "Meus comentários" (`GET /api/v1/profile/meus/comentarios`, DataTables protocol). */
export const myCommentRowJson = z.object({
  ...ownCommentJson.shape,
  modulo: named,
  /** The question's statement as plain text, cut at 200 characters. */
  pergunta: z.object({ id: z.number(), texto: z.string() }),
})
export type MyCommentRow = z.infer<typeof myCommentRowJson>

export const myCommentPageJson = dataTablePageJson(myCommentRowJson)
