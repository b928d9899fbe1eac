import { z } from 'zod/mini'
import { QUESTION_LEVELS } from '../question-source.ts'
import { questionParametersJson } from './ability.ts'
import { questionStatus } from './enumerations.ts'
import { dataTablePageJson } from './material.ts'

export {
  QUESTION_STATUS_LABELS,
  QUESTION_STATUSES,
  type QuestionStatus,
  STAFF_ALTERNATIVES,
} from '../question-status.ts'

const named = z.object({ id: z.number(), nome: z.string() })

/** A row of the back office's question table (`GET /api/v1/admin/perguntas`). */
export const staffQuestionRowJson = z.object({
  id: z.number(),
  /** The statement as plain text, cut at 200 characters. */
  texto: z.string(),
  disciplina: named,
  assunto: z.nullable(named),
  concurso: z.nullable(z.object({ id: z.number(), nome: z.string(), ano: z.nullable(z.number()) })),
  numero: z.nullable(z.number()),
  status: questionStatus,
  atualizada_em: z.string(),
})
export type StaffQuestionRow = z.infer<typeof staffQuestionRowJson>

export const staffQuestionPageJson = dataTablePageJson(staffQuestionRowJson)

/** One question as the editor reads it (`GET|POST|PATCH /api/v1/admin/perguntas[/{id}]`). */
export const staffQuestionJson = z.object({
  id: z.number(),
  modulo_id: z.number(),
  disciplina_id: z.number(),
  assunto_id: z.nullable(z.number()),
  concurso_id: z.nullable(z.number()),
  numero: z.nullable(z.number()),
  /** Sanitized HTML. */
  texto: z.string(),
  /** In order; `respostas` is how many times each was chosen (an alternative with answers cannot be removed). */
  alternativas: z.array(
    z.object({ id: z.number(), letra: z.string(), texto: z.string(), respostas: z.number() }),
  ),
  /** The index of the right alternative in `alternativas`. */
  correta: z.nullable(z.number()),
  resumo: z.string(),
  tags: z.array(z.string()),
  status: questionStatus,
  total_respostas: z.number(),
  /** The importer's identifier (null for a question written in the back office). */
  ref: z.nullable(z.string()),
  /** Where it comes from (issue 31): its own or, left empty, its past exam's (decision 0058). */
  banca: z.nullable(z.string()),
  orgao: z.nullable(z.string()),
  ano: z.nullable(z.number()),
  cargo: z.nullable(z.string()),
  nivel: z.nullable(z.enum(QUESTION_LEVELS)),
  atualizada_em: z.string(),
  /** Issue 32: the item's parameters from the last calibration (the editor's read; other reads leave it out). */
  parametros: z.optional(questionParametersJson),
})
export type StaffQuestion = z.infer<typeof staffQuestionJson>

/** A past exam (concurso) in the back office (`/api/v1/admin/concursos`). */
export const staffExamJson = z.object({
  id: z.number(),
  modulo_id: z.number(),
  nome: z.string(),
  ano: z.nullable(z.number()),
  /** Where it comes from (issue 31): its questions take these where they have none of their own. */
  banca: z.nullable(z.string()),
  orgao: z.nullable(z.string()),
  cargo: z.nullable(z.string()),
  nivel: z.nullable(z.enum(QUESTION_LEVELS)),
  /** How many questions it holds, whatever their status. */
  total: z.number(),
})
export type StaffExam = z.infer<typeof staffExamJson>

export const staffExamPageJson = dataTablePageJson(staffExamJson)

/** A past exam's questions in order (`GET|PUT /api/v1/admin/concursos/{id}/perguntas`). */
export const staffExamQuestionJson = z.object({
  id: z.number(),
  numero: z.nullable(z.number()),
  texto: z.string(),
  disciplina: z.string(),
  status: questionStatus,
})
export type StaffExamQuestion = z.infer<typeof staffExamQuestionJson>

/** A browser import went through (`POST /api/v1/admin/importacoes`). */
export const importResultJson = z.object({ novas: z.number(), atualizadas: z.number() })
export type ImportResultJson = z.infer<typeof importResultJson>

/** One problem of a refused import: `indice` (0-based) and `ref` name the question, null for the file itself. */
export const importProblemJson = z.object({
  indice: z.nullable(z.number()),
  ref: z.nullable(z.string()),
  mensagem: z.string(),
})
export type ImportProblemJson = z.infer<typeof importProblemJson>

/** The 422 of a refused import: nothing was written; every problem is listed. */
export const importRefusalJson = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
  problemas: z.array(importProblemJson),
})
