import { messages, QUESTION_STATUS } from '@gabarito/core'
import { QUESTION_STATUSES, STAFF_ALTERNATIVES } from '@gabarito/core/contract'
import { z } from 'zod'
import { sanitizeRichText } from '../../lib/html.ts'
import { idParam } from '../../lib/params.ts'

export {
  importRefusalJson,
  importResultJson,
  staffExamJson,
  staffExamPageJson,
  staffExamQuestionJson,
  staffQuestionJson,
  staffQuestionPageJson,
} from '@gabarito/core/contract'

/** No text and no image once the tags are gone (`<p><br></p>` is what an emptied editor sends). */
export function isBlankHtml(html: string): boolean {
  return !/<img\b/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === ''
}

/** Rich text cleaned as every rich text is (decision 0010); the limits are the importer's HTML limits. */
const richText = (emptyMessage: string | null, max: number) =>
  z
    .string({ error: emptyMessage ?? 'Envie o texto.' })
    .max(max, `O texto deve ter no máximo ${max.toLocaleString('pt-BR')} caracteres.`)
    .transform((html) => sanitizeRichText(html).trim())
    .refine((html) => emptyMessage === null || !isBlankHtml(html), emptyMessage ?? '')
    .transform((html) => (isBlankHtml(html) ? '' : html))

const optionalId = (message: string) => idParam(message).nullable()

/** An editor wraps a line in `<p>`: an alternative of one paragraph is kept inline, as the importer writes them. */
const unwrapParagraph = (html: string) => {
  const inner = /^<p>([\s\S]*)<\/p>$/.exec(html)?.[1]
  return inner !== undefined && !/<\/?p[\s>]/.test(inner) ? inner : html
}

const alternative = z.object({
  id: idParam('Alternativa inválida.').optional(),
  texto: richText('Escreva o texto da alternativa.', 15_000).transform(unwrapParagraph),
})

const CORRECT_OUT_OF_RANGE = 'Marque uma das alternativas como correta.'
const ALTERNATIVES_COUNT = `Escreva de ${STAFF_ALTERNATIVES.min} a ${STAFF_ALTERNATIVES.max} alternativas.`

const tag = z
  .string({ error: 'Conceito inválido.' })
  .trim()
  .min(1, 'Um conceito não pode ficar vazio.')
  .max(300, 'Um conceito deve ter no máximo 300 caracteres.')

/** The fields of a question as the editor sends them (the contract). */
const fields = {
  modulo_id: idParam(messages.invalidCourse),
  disciplina_id: idParam('Escolha a disciplina.'),
  assunto_id: optionalId('Assunto inválido.'),
  concurso_id: optionalId('Concurso inválido.'),
  numero: z
    .number({ error: 'Número inválido.' })
    .int('Número inválido.')
    .min(1, 'O número deve ser de 1 a 9999.')
    .max(9999, 'O número deve ser de 1 a 9999.')
    .nullable(),
  texto: richText('Escreva o enunciado.', 100_000),
  alternativas: z
    .array(alternative, { error: ALTERNATIVES_COUNT })
    .min(STAFF_ALTERNATIVES.min, ALTERNATIVES_COUNT)
    .max(STAFF_ALTERNATIVES.max, ALTERNATIVES_COUNT),
  /** The index of the right one in `alternativas`. */
  correta: z
    .number({ error: 'Marque a alternativa correta.' })
    .int({ error: 'Marque a alternativa correta.', abort: true })
    .min(0, CORRECT_OUT_OF_RANGE)
    .max(STAFF_ALTERNATIVES.max - 1, CORRECT_OUT_OF_RANGE),
  resumo: richText(null, 100_000),
  tags: z
    .array(tag, { error: 'Envie os conceitos como uma lista.' })
    .max(30, 'Use no máximo 30 conceitos.')
    .transform((list) => [...new Set(list)]),
  status: z.enum(QUESTION_STATUSES, 'Situação inválida: use PUBLICADA, OCULTA ou ANULADA.'),
}

export const createQuestionBody = z
  .object({
    ...fields,
    assunto_id: fields.assunto_id.default(null),
    concurso_id: fields.concurso_id.default(null),
    numero: fields.numero.default(null),
    resumo: fields.resumo.default(''),
    tags: fields.tags.default([]),
    status: fields.status.default(QUESTION_STATUS.published),
  })
  .refine((b) => b.correta < b.alternativas.length, { path: ['correta'], message: CORRECT_OUT_OF_RANGE })
export type CreateQuestionBody = z.output<typeof createQuestionBody>

/** PATCH: any field left out stays as it is. */
export const updateQuestionBody = z
  .object(fields)
  .partial()
  .refine((b) => b.alternativas === undefined || b.correta !== undefined, {
    path: ['correta'],
    message: 'Marque a alternativa correta.',
  })
  .refine((b) => b.alternativas === undefined || (b.correta ?? 0) < b.alternativas.length, {
    path: ['correta'],
    message: CORRECT_OUT_OF_RANGE,
  })
export type UpdateQuestionBody = z.output<typeof updateQuestionBody>

export const questionParams = z.object({ id: idParam(messages.invalidQuestion) })

export const questionListQuery = z.object({
  modulo_id: idParam(messages.invalidCourse),
  disciplina_id: idParam('Disciplina inválida.').optional(),
  assunto_id: idParam('Assunto inválido.').optional(),
  concurso_id: idParam('Concurso inválido.').optional(),
  status: z.enum(QUESTION_STATUSES, 'Situação inválida.').optional(),
})
