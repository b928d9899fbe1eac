import { z } from 'zod/mini'

/** What a course offers (SPEC section 3): each flag shows one entry of the course menu. */
export const courseSections = {
  has_noticia: z.boolean(),
  has_pergunta: z.boolean(),
  has_material: z.boolean(),
  has_simulado: z.boolean(),
  has_prova_anterior: z.boolean(),
  has_relatorio: z.boolean(),
  has_conceito: z.boolean(),
}

export type CourseSection = keyof typeof courseSections

/** What the student's course card and the back office's course form both show, in this order. */
export const courseCardFields = {
  id: z.number(),
  nome: z.string(),
  descricao: z.string(),
  imagem: z.nullable(z.string()),
  /** HTML price text shown on the card; only an Admin changes it. */
  valor: z.string(),
  /** HTML; '' when the course has no terms. */
  termo_uso: z.string(),
  /** HTML. */
  termo_simulado: z.string(),
  ...courseSections,
  /** Shows 'Acesso PRO até' on the course card. */
  index: z.boolean(),
}

/** A course (módulo) as `GET /api/v1/geral/modulo…` answers it (SPEC section 3). */
export const courseJson = z.object({
  ...courseCardFields,
  /** The caller's PRO access end for this course (ISO instant), null without one or when anonymous. */
  data_fim: z.nullable(z.string()),
})

export type Course = z.infer<typeof courseJson>

/** A topic (assunto) of a subject. */
export const topicJson = z.object({ id: z.number(), nome: z.string(), sigla: z.string() })

export type Topic = z.infer<typeof topicJson>

/** A subject (disciplina) of a course with its topics (assuntos). */
export const subjectJson = z.object({
  id: z.number(),
  nome: z.string(),
  descricao: z.string(),
  assuntos: z.array(topicJson),
})

export type Subject = z.infer<typeof subjectJson>

/** A news item of a course. */
export const newsJson = z.object({
  id: z.number(),
  nome: z.string(),
  imagem: z.nullable(z.string()),
  /** HTML; sanitized when shown. */
  resumo: z.string(),
  /** When it was published (ISO instant); shown as dd/mm/yyyy in São Paulo. */
  data: z.string(),
})

export type NewsItem = z.infer<typeof newsJson>
