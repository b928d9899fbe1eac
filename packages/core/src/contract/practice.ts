import { z } from 'zod/mini'
import { QUESTION_LEVELS } from '../question-source.ts'
import { ownCommentJson } from './comments.ts'
import { questionStatus } from './enumerations.ts'

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
  status: questionStatus,
  /** Difficulty label ('Médio', …); may be empty. */
  dificuldade: z.string(),
  total_respostas: z.number(),
  /** Where it comes from (issue 31): board, institution, year, position, level; null when unknown. */
  banca: z.nullable(z.string()),
  orgao: z.nullable(z.string()),
  ano: z.nullable(z.number()),
  cargo: z.nullable(z.string()),
  nivel: z.nullable(z.enum(QUESTION_LEVELS)),
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
  /** When the server recorded the answer (ISO instant). */
  respondida_em: z.string(),
  /**
   * When the question is due for review (ISO instant, never after the exam: issue 30), or null when the student has
   * no review card for it (a right answer without "Chutei" to a question never missed).
   */
  proxima_revisao: z.nullable(z.string()),
})

export type AnswerResult = z.infer<typeof answerResultJson>

/**
 * `GET /api/v1/geral/modulo/{id}/disciplina/{d}/hoje`: the caller's answers in the subject on the current São Paulo
 * day, the subject practice's partial counters (issue 26: they go on across batches, reloads and devices).
 */
export const subjectTodayJson = z
  .object({
    dia: z.string().check(z.describe('O dia em São Paulo (AAAA-MM-DD) a que os números se referem.')),
    acertos: z
      .number()
      .check(
        z.describe(
          'Respostas certas do aluno na disciplina hoje, em qualquer assunto e modo (prática, concursos, simulado).',
        ),
      ),
    erros: z.number().check(z.describe('Respostas erradas do aluno na disciplina hoje.')),
    total: z
      .number()
      .check(z.describe('Respostas do aluno na disciplina hoje (acertos + erros); as puladas não contam.')),
    gratuitas_restantes: z
      .nullable(z.number())
      .check(
        z.describe(
          'Respostas gratuitas que restam hoje no curso a um aluno sem plano (issue 31: a tela mostra antes da primeira resposta); null com plano.',
        ),
      ),
  })
  .check(
    z.describe(
      'Desempenho parcial: as respostas do aluno na disciplina no dia de hoje (horário de São Paulo).',
    ),
  )

export type SubjectToday = z.infer<typeof subjectTodayJson>
