import { z } from 'zod/mini'
import { courseAbilitySettingsFields } from './ability.ts'
import { courseCardFields } from './courses.ts'
import { dataTablePageJson } from './material.ts'

/**
 * A course as the back office reads and writes it (`/api/v1/admin/cursos`): every field of SPEC section 3's
 * Module but `data_fim`, which is each student's own access end and not a field of the course (decision 0018).
 */
export const staffCourseJson = z.object({
  ...courseCardFields,
  /** Listed on the course choice. */
  visivel: z.boolean(),
  /** Listed on the home page with a Buy button; only an Admin changes it. */
  a_venda: z.boolean(),
  /** Place among the courses (smaller first). */
  ordem: z.number(),
  /** Questions per subject in the automatic weekly mock. */
  simulado_questoes_por_disciplina: z.number(),
  /** Issue 32: the passing mark and the reference exam of the estimated score (null when unset). */
  ...courseAbilitySettingsFields,
})
export type StaffCourse = z.infer<typeof staffCourseJson>

/** A row of the courses' table. */
export const staffCourseRowJson = z.object({
  id: z.number(),
  nome: z.string(),
  imagem: z.nullable(z.string()),
  visivel: z.boolean(),
  a_venda: z.boolean(),
  ordem: z.number(),
})
export type StaffCourseRow = z.infer<typeof staffCourseRowJson>

export const staffCoursePageJson = dataTablePageJson(staffCourseRowJson)

// `POST /api/v1/admin/cursos/imagem` answers `staffImageJson` (admin-content.ts), as the news' image upload does.

/** One price of a plan: `meses` months for `centavos` (integer centavos). */
export const planPriceJson = z.object({ meses: z.number(), centavos: z.number() })
export type PlanPrice = z.infer<typeof planPriceJson>

/** A plan's prices (`/cursos/{id}/precos`, `/assinatura-ilimitada/precos`), fewest months first. */
export const planPricesJson = z.object({
  plano_id: z.number(),
  nome: z.string(),
  precos: z.array(planPriceJson),
})
export type PlanPrices = z.infer<typeof planPricesJson>

/** A topic (assunto) as staff see it, hidden ones too. */
export const staffTopicJson = z.object({
  id: z.number(),
  disciplina_id: z.number(),
  nome: z.string(),
  sigla: z.string(),
  descricao: z.string(),
  visivel: z.boolean(),
  ordem: z.number(),
  /** Questions and study texts in it: with any, it can only be hidden, not deleted. */
  perguntas: z.number(),
  resumos: z.number(),
})
export type StaffTopic = z.infer<typeof staffTopicJson>

/** A subject (disciplina) of a course with its topics, as staff see them. */
export const staffSubjectJson = z.object({
  id: z.number(),
  modulo_id: z.number(),
  nome: z.string(),
  descricao: z.string(),
  visivel: z.boolean(),
  ordem: z.number(),
  perguntas: z.number(),
  resumos: z.number(),
  assuntos: z.array(staffTopicJson),
})
export type StaffSubject = z.infer<typeof staffSubjectJson>
