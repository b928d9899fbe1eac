import { z } from 'zod/mini'
import { DISCUSSION_STATUSES, DISCUSSION_TEXT_MAX } from '../discussion.ts'
import { cleanPlainText, isBlankLooking } from '../plain-text.ts'
import { idParam, intParam, visibleText } from './fields.ts'
import { dataTablePageJson } from './material.ts'

/** The discussion's orders: newest first, or most "útil" votes first. */
export const DISCUSSION_ORDERS = ['recentes', 'uteis'] as const
export type DiscussionOrder = (typeof DISCUSSION_ORDERS)[number]

export const DISCUSSION_TEXT_TOO_LONG = `O comentário deve ter no máximo ${DISCUSSION_TEXT_MAX.toLocaleString('pt-BR')} caracteres.`
export const DISCUSSION_REASON_MAX = 300

/** `GET /api/v1/geral/pergunta/{id}/discussao`: the order and the page (from 1). */
export const discussionQuery = z.object({
  ordem: z._default(z.enum(DISCUSSION_ORDERS, 'Ordem inválida: use recentes ou uteis.'), 'recentes'),
  pagina: z._default(intParam('Página inválida.', 1, 100_000), 1),
})
export type DiscussionQuery = z.output<typeof discussionQuery>

/**
 * `POST /api/v1/geral/pergunta/{id}/discussao`: plain text with line breaks (decision 0023): markup is kept as typed
 * and always shown as text. `resposta_a` answers an approved top-level comment of the same question.
 */
export const discussionBody = z.object({
  texto: z
    .string({ error: 'Escreva o comentário.' })
    .check(
      z.overwrite(cleanPlainText),
      z.minLength(1, { error: 'Escreva o comentário.', abort: true }),
      visibleText('Escreva o comentário.'),
      z.maxLength(DISCUSSION_TEXT_MAX, DISCUSSION_TEXT_TOO_LONG),
    ),
  resposta_a: z.optional(z.nullable(idParam('Comentário a responder inválido.'))),
})
export type DiscussionBody = z.output<typeof discussionBody>

/** `POST /api/v1/geral/discussao/{id}/denuncia`: an optional reason, plain text (a blank-looking one is none). */
export const discussionReportBody = z.object({
  motivo: z.optional(
    z.string({ error: 'O motivo deve ser um texto.' }).check(
      z.overwrite(cleanPlainText),
      z.overwrite((text) => (isBlankLooking(text) ? '' : text)),
      z.maxLength(DISCUSSION_REASON_MAX, `O motivo deve ter no máximo ${DISCUSSION_REASON_MAX} caracteres.`),
    ),
  ),
})
export type DiscussionReportBody = z.output<typeof discussionReportBody>

const commentFields = {
  id: z.number(),
  /** Plain text with line breaks, as written: shown as text, never as HTML. */
  texto: z.string(),
  /** The author's nickname: never a name, CPF or e-mail. */
  apelido: z.string(),
  criado_em: z.string(),
  /** "Útil" votes. */
  uteis: z.number(),
  /** Whether the caller voted it useful. */
  votei: z.boolean(),
  /** Whether the caller wrote it. */
  meu: z.boolean(),
  /** Only on the caller's own comments: pendente ("aguardando moderação") or aprovado. */
  status: z.optional(z.enum(DISCUSSION_STATUSES)),
  /** "Destacado pela equipe": a student's comment the staff pinned above the others. */
  fixado: z.boolean(),
  /** "Comentário da equipe": written by the staff (decision 0067), above every other comment. */
  equipe: z.boolean(),
}

export const discussionReplyJson = z.object(commentFields)
export type DiscussionReply = z.infer<typeof discussionReplyJson>

/** A top-level comment with its replies (one level, oldest first). */
export const discussionCommentJson = z.object({ ...commentFields, respostas: z.array(discussionReplyJson) })
export type DiscussionComment = z.infer<typeof discussionCommentJson>

/** A page of a question's discussion: the team's comments first, then the pinned, then by the order asked; `total` counts top-level comments. */
export const discussionPageJson = z.object({
  comentarios: z.array(discussionCommentJson),
  total: z.number(),
  pagina: z.number(),
})
export type DiscussionPage = z.infer<typeof discussionPageJson>

/** What the vote and the report answer: the comment's useful votes and whether the caller voted. */
export const discussionVoteJson = z.object({ uteis: z.number(), votei: z.boolean() })
export type DiscussionVote = z.infer<typeof discussionVoteJson>

/**
 * `GET /api/v1/admin/discussao/fila`: without `pergunta_id`, the queue (pending and reported comments); with it,
 * every comment of that question, whatever its status (to pin or hide one already approved).
 */
export const discussionQueueQuery = z.object({
  pergunta_id: z.optional(idParam('Questão inválida.')),
})
export type DiscussionQueueQuery = z.output<typeof discussionQueueQuery>

/** A row of the staff's moderation queue (`GET /api/v1/admin/discussao/fila`, DataTables protocol). */
export const discussionQueueRowJson = z.object({
  id: z.number(),
  pergunta_id: z.number(),
  /** The top-level comment it answers; null for a top-level comment. */
  resposta_a: z.nullable(z.number()),
  texto: z.string(),
  status: z.enum(DISCUSSION_STATUSES),
  fixado: z.boolean(),
  /** Written by the staff as the team's comment (decision 0067). */
  equipe: z.boolean(),
  denuncias: z.number(),
  /** The reports' reasons (those given), oldest first. */
  motivos: z.array(z.string()),
  criado_em: z.string(),
  /** The author: the nickname students see and, for the staff only, the name; whether they are blocked. */
  autor: z.object({ id: z.number(), apelido: z.string(), nome: z.string(), bloqueado: z.boolean() }),
})
export type DiscussionQueueRow = z.infer<typeof discussionQueueRowJson>
export const discussionQueuePageJson = dataTablePageJson(discussionQueueRowJson)

/** What a staff decision answers: the comment's state after it. */
export const discussionModerationJson = z.object({
  id: z.number(),
  status: z.enum(DISCUSSION_STATUSES),
  fixado: z.boolean(),
  denuncias: z.number(),
})
export type DiscussionModeration = z.infer<typeof discussionModerationJson>

/** `POST /api/v1/admin/discussao/pergunta/{id}`: the team's comment under a question, plain text as a student's. */
export const teamCommentBody = z.object({ texto: discussionBody.shape.texto })
export type TeamCommentBody = z.output<typeof teamCommentBody>

/** `POST /api/v1/admin/discussao/usuarios/{userId}/bloquear|desbloquear`. */
export const discussionBlockJson = z.object({ usuario_id: z.number(), bloqueado: z.boolean() })
