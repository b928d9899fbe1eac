import { z } from 'zod/mini'

/** A month of the series (SPEC's Report point): label `mm/aaaa`, answers, hits and errors. */
export const reportPointJson = z.object({
  label: z.string(),
  count: z.number(),
  acerto: z.number(),
  erro: z.number(),
})

export type ReportPoint = z.infer<typeof reportPointJson>

/** `GET /api/v1/geral/relatorio/modulo/{id}/tentativas/mes/270`: the caller's months and everyone's on the course. */
export const monthlySeriesJson = z.object({
  meu: z.array(reportPointJson),
  todos: z.array(reportPointJson),
})

export type MonthlySeries = z.infer<typeof monthlySeriesJson>

/** `/disciplina` (the caller) and `/disciplina/todos` (everyone): one row per subject of the course, in order. */
export const subjectRowJson = z.object({
  id: z.number(),
  nome: z.string(),
  count: z.number(),
  acerto: z.number(),
})

export type SubjectRow = z.infer<typeof subjectRowJson>

/** `/dia/semana`: the seven weekdays in pt-BR, Sunday first. */
export const weekdayRowJson = z.object({ dia: z.string(), count: z.number(), acerto: z.number() })

export type WeekdayRow = z.infer<typeof weekdayRowJson>

/** `/dia/hora`: the hours 0 to 23 of São Paulo. */
export const hourRowJson = z.object({ d: z.number(), count: z.number(), acerto: z.number() })

export type HourRow = z.infer<typeof hourRowJson>

/** `/disciplina/{d}/conceitos/principais` and `/disciplina/{d}/assunto/{a}/conceitos/principais`. */
export const conceptJson = z.object({
  id: z.number(),
  nome: z.string(),
  /** Sanitized HTML. */
  descricao: z.string(),
  /** Past-exam questions of the subject (and topic) tagged with the concept. */
  perguntas_chs_count: z.number(),
  acerto: z.number(),
  count: z.number(),
  /** The caller's hits over answers, one decimal (0 without answers). */
  acertop: z.number(),
})

export type Concept = z.infer<typeof conceptJson>

/** `/assuntos/fracos` (beyond the SPEC): the topics where the caller loses most points, at least 10 answers each. */
export const weakTopicJson = z.object({
  id: z.number(),
  sigla: z.string(),
  nome: z.string(),
  disciplina_id: z.number(),
  disciplina: z.string(),
  count: z.number(),
  acerto: z.number(),
  acertop: z.number(),
})

export type WeakTopic = z.infer<typeof weakTopicJson>
