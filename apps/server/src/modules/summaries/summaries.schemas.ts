import { messages, SUMMARY_MAX_DEPTH } from '@gabarito/core'
import {
  dataTablePageJson,
  summaryImageJson,
  summaryJson,
  summaryPageJson,
  summaryShareRowJson,
} from '@gabarito/core/contract'
import { z } from 'zod'
import { idParam } from '../../lib/params.ts'
import { nestsDeeperThan } from './summaries.html-depth.ts'

// The answers' shapes are the contract the web reads too.
export { summaryImageJson, summaryJson, summaryPageJson }

export const summarySharePage = dataTablePageJson(summaryShareRowJson)

export const SUMMARY_NOT_FOUND = 'Resumo não encontrado.'
/** The content's limit, in bytes of UTF-8 (images travel as links to the media store, not inside). */
export const CONTENT_MAX_BYTES = 200 * 1024

export const summaryParams = z.object({ id: idParam('Resumo inválido.') })
export const shareParams = summaryParams.extend({ userId: idParam('Usuário inválido.') })

/** `?token=`: the PDF links carry the session token (auth reads it; the log drops query values). */
export const pdfQuery = z.object({ token: z.string().optional() })

export const listQuery = z.object({ modulo_id: idParam(messages.invalidCourse) })

const name = z
  .string({ error: 'Informe o título do resumo.' })
  .trim()
  .min(1, 'Informe o título do resumo.')
  .max(150, 'O título deve ter no máximo 150 caracteres.')

export const TOO_DEEP = `O resumo tem formatação aninhada demais (mais de ${SUMMARY_MAX_DEPTH} níveis). Simplifique o texto.`

const content = z
  .string({ error: 'O conteúdo deve ser um texto.' })
  .refine((v) => Buffer.byteLength(v, 'utf8') <= CONTENT_MAX_BYTES, {
    message: 'O conteúdo deve ter no máximo 200 kB.',
    abort: true,
  })
  // Before anything parses it in full: deep nesting ends a recursive walk's stack and costs the parsers the
  // square of its depth (issue 25).
  .refine((v) => !nestsDeeperThan(v, SUMMARY_MAX_DEPTH), { message: TOO_DEEP, abort: true })

export const createSummaryBody = z.object({
  nome: name,
  descricao: content.default(''),
  modulo_id: idParam(messages.invalidCourse),
})

export const updateSummaryBody = z
  .object({
    nome: name.optional(),
    descricao: content.optional(),
    /** true reactivates a deactivated summary (decision 0013). */
    ativo: z.literal(true, { error: 'Use DELETE /desativacao/{id} para desativar.' }).optional(),
  })
  .refine((v) => v.nome !== undefined || v.descricao !== undefined || v.ativo !== undefined, {
    message: 'Informe o título ou o conteúdo.',
    path: ['nome'],
  })

export const appendBody = z.object({
  descricao: content.refine((v) => v.trim().length > 0, 'Informe o que acrescentar.'),
})

export const shareBody = z.object({
  usuario: z
    .string({ error: 'Informe o CPF.' })
    .trim()
    .min(1, 'Informe o CPF.')
    .refine((v) => v === '' || /^\d+$/.test(v), 'Informe o CPF só com números.'),
})

export const okJson = z.object({ message: z.string() })
