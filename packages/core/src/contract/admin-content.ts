import { z } from 'zod/mini'
import { SITE_TEXT_KINDS } from '../site-text-kind.ts'
import { dataTablePageJson } from './material.ts'

// The back office's news, study material, concepts and site texts (issue 13, decision 0019).

/** A course's news item as staff see it (`/api/v1/admin/modulos/{id}/noticias`, `/api/v1/admin/noticias/{id}`). */
export const staffNewsJson = z.object({
  id: z.number(),
  modulo_id: z.number(),
  titulo: z.string(),
  /** A path of the media store (`/media/<hash>.<type>`), or null. */
  imagem: z.nullable(z.string()),
  /** Sanitized HTML. */
  resumo: z.string(),
  /** Publication instant (ISO); students see the item from then on. */
  data: z.string(),
  /** Whether students see it now (`data` has passed). */
  publicada: z.boolean(),
})
export type StaffNews = z.infer<typeof staffNewsJson>
export const staffNewsPageJson = dataTablePageJson(staffNewsJson)

/** An image kept in the media store for a news item (`POST /api/v1/admin/noticias/imagem`). */
export const staffImageJson = z.object({ url: z.string() })

/** A study text as staff see it (`/api/v1/admin/modulos/{id}/material`, `/api/v1/admin/material/{id}`). */
export const staffStudyTextRowJson = z.object({
  id: z.number(),
  modulo_id: z.number(),
  titulo: z.string(),
  restrito: z.boolean(),
  acessos: z.number(),
  disciplina: z.object({ id: z.number(), nome: z.string() }),
  assunto: z.nullable(z.object({ id: z.number(), nome: z.string() })),
})
export type StaffStudyTextRow = z.infer<typeof staffStudyTextRowJson>
export const staffStudyTextPageJson = dataTablePageJson(staffStudyTextRowJson)
export const staffStudyTextJson = z.extend(staffStudyTextRowJson, {
  /** Sanitized HTML. */
  conteudo: z.string(),
})
export type StaffStudyText = z.infer<typeof staffStudyTextJson>

/** A concept (a question tag) as staff see it (`/api/v1/admin/conceitos`). */
export const staffConceptJson = z.object({
  id: z.number(),
  nome: z.string(),
  /** Sanitized HTML, shown in the concepts report. */
  descricao: z.string(),
  /** Questions with this concept (in the course asked for, or in all). */
  perguntas: z.number(),
})
export type StaffConcept = z.infer<typeof staffConceptJson>
export const staffConceptPageJson = dataTablePageJson(staffConceptJson)

export { SITE_TEXT_KIND, SITE_TEXT_KINDS, type SiteTextKind } from '../site-text-kind.ts'

/** A site text (`/api/v1/admin/textos`): its key, what it is, who may change it and its value. */
export const siteTextJson = z.object({
  chave: z.string(),
  titulo: z.string(),
  grupo: z.string(),
  tipo: z.enum(SITE_TEXT_KINDS),
  /** Only an Admin may change it (legal, payment and token-bearing texts, decision 0019). */
  somente_admin: z.boolean(),
  /** Whether the caller may change it. */
  editavel: z.boolean(),
  valor: z.string(),
  /** Last change (ISO), or null when it was never written. */
  atualizado_em: z.nullable(z.string()),
})
export type SiteText = z.infer<typeof siteTextJson>
export const siteTextListJson = z.array(siteTextJson)
