import { z } from 'zod/mini'
import { ownCommentJson } from './comments.ts'

/** An alternative as the question batch sends it (no count, no correctness before answering). */
export const alternativeJson = z.object({
  id: z.number(),
  letra: z.string(),
  /** HTML; sanitized when shown. */
  texto: z.string(),
})

export type Alternative = z.infer<typeof alternativeJson>

/** A question before it is answered (SPEC section 3; the right alternative and `resumo` come with the answer). */
export const questionJson = z.object({
  id: z.number(),
  /** HTML statement; may hold images (`/media/…`). */
  texto: z.string(),
  resposta: z.array(alternativeJson),
  disciplina_id: z.number(),
  assunto_id: z.nullable(z.number()),
  concurso_id: z.nullable(z.number()),
  /** The question's number in its exam. */
  numero: z.nullable(z.number()),
  /** Sent back as `tipo` when answering. */
  status: z.string(),
  /** Difficulty label ('Médio', …); may be empty. */
  dificuldade: z.string(),
  total_respostas: z.number(),
  /**
   * Subject and exam practice: the caller's comment on this question with the staff reply (null when there is
   * none). Absent in the weekly mock. Added in issue 14; older clients ignore it.
   */
  meu_comentario: z.optional(z.nullable(ownCommentJson)),
})

export type Question = z.infer<typeof questionJson>

/** A past exam (concurso) of a course. */
export const examJson = z.object({
  id: z.number(),
  nome: z.string(),
  ano: z.nullable(z.number()),
  total: z.number(),
})

export type Exam = z.infer<typeof examJson>

export const tagJson = z.object({ id: z.number(), descricao: z.string() })

export type Tag = z.infer<typeof tagJson>

/** What the answers API says after an answer (practice and exam alike). */
export const answerResultJson = z.object({
  correta: z.boolean(),
  /** The alternative counted (the first one sent, when a retried key was already recorded). */
  resposta_id: z.number(),
  resposta_certa_id: z.number(),
  /** HTML explanation; may be ''. */
  resumo: z.string(),
  tags: z.array(tagJson),
  /** Every alternative's updated count. */
  respostas: z.array(z.object({ id: z.number(), count: z.number() })),
  /** Free answers left today in this course; null with a plan, and for weekly-mock answers (not metered). */
  gratuitas_restantes: z.nullable(z.number()),
})

export type AnswerResult = z.infer<typeof answerResultJson>
