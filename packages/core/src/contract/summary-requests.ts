import { z } from 'zod/mini'
import { TEXT_MAX } from '../field-limits.ts'
import { messages } from '../messages.ts'
import { SUMMARY_MAX_DEPTH } from '../summary-html.ts'
import { idParam, requiredText } from './fields.ts'

/** The content's limit, in bytes of UTF-8 (images travel as links to the media store, not inside). */
export const SUMMARY_CONTENT_MAX_BYTES = 200 * 1024

export const SUMMARY_TOO_DEEP = `O resumo tem formatação aninhada demais (mais de ${SUMMARY_MAX_DEPTH} níveis). Simplifique o texto.`

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length

/**
 * A summary's HTML content within its size. The server adds the nesting depth (issue 25) with `.check`: it measures
 * it with the HTML parser that sanitizes the content, which only the server loads.
 */
export const summaryContent = z.string({ error: 'O conteúdo deve ser um texto.' }).check(
  z.refine((v) => utf8Bytes(v) <= SUMMARY_CONTENT_MAX_BYTES, {
    message: 'O conteúdo deve ter no máximo 200 kB.',
    abort: true,
  }),
)

const name = requiredText(
  'Informe o título do resumo.',
  TEXT_MAX.summaryName,
  `O título deve ter no máximo ${TEXT_MAX.summaryName} caracteres.`,
)

/** The bodies that carry content, around the content field the caller gives (core's, or the server's deeper one). */
export const summaryBodies = (content: typeof summaryContent) => ({
  /** `POST /api/v1/geral/arquivo_usuario`. */
  createSummaryBody: z.object({
    nome: name,
    descricao: z._default(content, ''),
    modulo_id: idParam(messages.invalidCourse),
  }),
  /** `PATCH /api/v1/geral/arquivo_usuario/{id}` (owner only). */
  updateSummaryBody: z
    .object({
      nome: z.optional(name),
      descricao: z.optional(content),
      /** true reactivates a deactivated summary (decision 0013). */
      ativo: z.optional(z.literal(true, { error: 'Use DELETE /desativacao/{id} para desativar.' })),
    })
    .check(
      z.refine((v) => v.nome !== undefined || v.descricao !== undefined || v.ativo !== undefined, {
        message: 'Informe o título ou o conteúdo.',
        path: ['nome'],
      }),
    ),
  /** `POST /api/v1/geral/arquivo_usuario/{id}/anexar`: text added at the end (owner only). */
  appendBody: z.object({
    descricao: content.check(z.refine((v) => v.trim().length > 0, 'Informe o que acrescentar.')),
  }),
})

type SummaryBodies = ReturnType<typeof summaryBodies>
export type CreateSummaryBody = z.output<SummaryBodies['createSummaryBody']>
export type UpdateSummaryBody = z.output<SummaryBodies['updateSummaryBody']>
export type AppendSummaryBody = z.output<SummaryBodies['appendBody']>

/** `POST /api/v1/geral/arquivo_usuario/{id}/adicionar/usuario`: a CPF, digits only. */
export const shareBody = z.object({
  usuario: z.string({ error: 'Informe o CPF.' }).check(
    z.trim(),
    z.minLength(1, 'Informe o CPF.'),
    z.refine((v) => v === '' || /^\d+$/.test(v), 'Informe o CPF só com números.'),
  ),
})
export type ShareSummaryBody = z.output<typeof shareBody>
