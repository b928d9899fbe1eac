import { z } from 'zod/mini'
import { QUALITY_REASONS } from '../item-stats.ts'
import { calibrationCoverageJson, calibrationRunJson } from './ability.ts'
import { questionStatus } from './enumerations.ts'

/** `POST /api/v1/admin/estatisticas/recalcular { modulo_id }`: the course's item statistics, computed now (0024). */
export const itemStatsRunJson = z.object({
  modulo_id: z.number(),
  calculadas_em: z.string(),
  /** Questions with statistics, first answers counted, students. */
  perguntas: z.number(),
  respostas: z.number(),
  alunos: z.number(),
  duracao_ms: z.number(),
  /** Issue 32: the items' calibration and the students' abilities that follow. */
  calibracao: calibrationRunJson,
})
export type ItemStatsRun = z.infer<typeof itemStatsRunJson>

const reason = z.enum(QUALITY_REASONS)

/** One question of the quality queue: its most serious open reason first, all of them in `motivos`. */
export const qualityRowJson = z.object({
  pergunta_id: z.number(),
  motivo: reason,
  motivos: z.array(reason),
  facilidade: z.nullable(z.number()),
  discriminacao: z.nullable(z.number()),
  /** Students counted (first answers) in the last run. */
  respostas: z.number(),
  /** Open comments (Criada or Em análise). */
  comentarios: z.number(),
  disciplina: z.string(),
  /** The statement as plain text, cut. */
  enunciado: z.string(),
  status: questionStatus,
})
export type QualityRow = z.infer<typeof qualityRowJson>

/** `GET /api/v1/admin/perguntas/revisao?modulo_id=`: ordered by how many students each question affects. */
export const qualityQueueJson = z.object({
  calculadas_em: z.nullable(z.string()),
  /** The last calibration (null before the first) and how many of the course's questions it calibrated, and why not. */
  calibrada_em: z.nullable(z.string()),
  calibracao: calibrationCoverageJson,
  data: z.array(qualityRowJson),
})
export type QualityQueue = z.infer<typeof qualityQueueJson>

/** `POST /api/v1/admin/perguntas/{id}/revisao/dispensar { motivo, justificativa }`. */
export const qualityDismissalJson = z.object({
  pergunta_id: z.number(),
  motivo: reason,
  justificativa: z.string(),
  dispensada_em: z.string(),
})
export type QualityDismissal = z.infer<typeof qualityDismissalJson>

/** `GET /api/v1/admin/perguntas/{id}/estatisticas`: what the question editor shows. */
export const questionStatsJson = z.object({
  pergunta_id: z.number(),
  calculadas_em: z.nullable(z.string()),
  respostas: z.number(),
  /** Whether `respostas` reached the minimum for discrimination, point-biserials and flags. */
  suficiente: z.boolean(),
  minimo: z.number(),
  facilidade: z.nullable(z.number()),
  discriminacao: z.nullable(z.number()),
  /** Open reasons (not dismissed), as in the queue. */
  motivos: z.array(reason),
  alternativas: z.array(
    z.object({
      id: z.number(),
      letra: z.string(),
      correta: z.boolean(),
      escolhas: z.number(),
      proporcao: z.number(),
      ponto_bisserial: z.nullable(z.number()),
    }),
  ),
})
export type QuestionStats = z.infer<typeof questionStatsJson>
