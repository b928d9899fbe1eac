import { z } from 'zod'
import { idParam } from '../../lib/params.ts'

export const courseIdParams = z.object({
  id: idParam('Curso inválido.'),
})

export const courseJson = z.object({
  id: z.number(),
  nome: z.string(),
  descricao: z.string(),
  imagem: z.string().nullable(),
  valor: z.string(),
  termo_uso: z.string(),
  termo_simulado: z.string(),
  has_noticia: z.boolean(),
  has_pergunta: z.boolean(),
  has_material: z.boolean(),
  has_simulado: z.boolean(),
  has_prova_anterior: z.boolean(),
  has_relatorio: z.boolean(),
  has_conceito: z.boolean(),
  index: z.boolean(),
  /** The caller's PRO access end date for this course (ISO), null without one or when anonymous. */
  data_fim: z.string().nullable(),
})

export const subjectJson = z.object({
  id: z.number(),
  nome: z.string(),
  descricao: z.string(),
  assuntos: z.array(z.object({ id: z.number(), nome: z.string(), sigla: z.string() })),
})

export const newsJson = z.object({
  id: z.number(),
  nome: z.string(),
  imagem: z.string().nullable(),
  resumo: z.string(),
  data: z.string(),
})

export type CourseJson = z.output<typeof courseJson>
