import { z } from 'zod/mini'
import { TEXT_MAX } from '../field-limits.ts'
import { OWN_MEDIA_IMAGE } from '../summary-html.ts'
import { idParam, type RichTextField, requiredText } from './fields.ts'

// The back office's news, study material, concepts and site texts (decision 0052): the staff screens send them.

const title = (max: number) => requiredText('Informe o título.', max)

const plausibleYear = (value: string) => {
  const year = new Date(value).getUTCFullYear()
  return year >= 2000 && year <= 2999
}

/** An ISO 8601 date-time with its offset (`Z` or `-03:00`), a real date in the years 2000 to 2999, read as a Date. */
const dateTime = (message: string) =>
  z.pipe(
    z.iso
      .datetime({ offset: true, error: message, abort: true })
      .check(z.refine(plausibleYear, 'A data deve estar entre os anos 2000 e 2999.')),
    z.transform((value: string) => new Date(value)),
  )

const newsImage = z.nullable(
  z
    .string({ error: 'Imagem inválida.' })
    .check(z.regex(OWN_MEDIA_IMAGE, 'Envie a imagem pelo botão de envio de imagem.')),
)

/** `POST /api/v1/admin/modulos/{id}/noticias` and `PATCH /api/v1/admin/noticias/{id}`. */
export const newsBodies = (richText: RichTextField) => {
  const summary = () => richText('Informe o resumo da notícia.', 100_000)
  const publishedAt = () => dateTime('Informe a data de publicação (data e hora).')
  return {
    newsBody: z.object({
      titulo: title(TEXT_MAX.contentTitle),
      imagem: z._default(newsImage, null),
      resumo: summary(),
      data: publishedAt(),
    }),
    newsPatch: z.object({
      titulo: z.optional(title(TEXT_MAX.contentTitle)),
      imagem: z.optional(newsImage),
      resumo: z.optional(summary()),
      data: z.optional(publishedAt()),
    }),
  }
}
type NewsBodies = ReturnType<typeof newsBodies>
export type NewsBody = z.output<NewsBodies['newsBody']>
/** What the web sends: the date as ISO text. */
export type NewsBodyInput = z.input<NewsBodies['newsBody']>
export type NewsPatch = z.output<NewsBodies['newsPatch']>

const subjectId = idParam('Escolha a disciplina.')
const topicId = z.nullable(idParam('Assunto inválido.'))
const restricted = z.boolean({ error: 'Informe se o material é restrito (sim ou não).' })

/** `POST /api/v1/admin/modulos/{id}/material` and `PATCH /api/v1/admin/material/{id}`. */
export const studyTextBodies = (richText: RichTextField) => {
  const content = () => richText('Escreva o conteúdo do material.', 500_000)
  return {
    studyTextBody: z.object({
      titulo: title(TEXT_MAX.contentTitle),
      disciplina_id: subjectId,
      assunto_id: z._default(topicId, null),
      conteudo: content(),
      restrito: z._default(restricted, false),
    }),
    studyTextPatch: z.object({
      titulo: z.optional(title(TEXT_MAX.contentTitle)),
      disciplina_id: z.optional(subjectId),
      assunto_id: z.optional(topicId),
      conteudo: z.optional(content()),
      restrito: z.optional(restricted),
    }),
  }
}
type StudyTextBodies = ReturnType<typeof studyTextBodies>
export type StudyTextBody = z.output<StudyTextBodies['studyTextBody']>
export type StudyTextPatch = z.output<StudyTextBodies['studyTextPatch']>

const conceptName = requiredText('Informe o nome do conceito.', TEXT_MAX.conceptName)

/** `POST /api/v1/admin/conceitos` and `PATCH /api/v1/admin/conceitos/{id}`: the description may be empty. */
export const conceptBodies = (richText: RichTextField) => {
  const description = () => richText(null, 50_000)
  return {
    conceptBody: z.object({ nome: conceptName, descricao: z._default(description(), '') }),
    conceptPatch: z.object({ nome: z.optional(conceptName), descricao: z.optional(description()) }),
  }
}
type ConceptBodies = ReturnType<typeof conceptBodies>
export type ConceptBody = z.output<ConceptBodies['conceptBody']>
export type ConceptPatch = z.output<ConceptBodies['conceptPatch']>

/**
 * `PUT /api/v1/admin/textos/{chave}`: the value as text; what it must look like depends on the key's kind, which the
 * server checks next (an HTML one it sanitizes).
 */
export const siteTextBody = z.object({
  valor: z
    .string({ error: 'Informe o valor.' })
    .check(z.maxLength(300_000, 'O texto deve ter no máximo 300.000 caracteres.')),
})
export type SiteTextBody = z.output<typeof siteTextBody>
