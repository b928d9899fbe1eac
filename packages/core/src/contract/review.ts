import { z } from 'zod/mini'
import { calendarDay, idParam } from './fields.ts'
import { dataTablePageJson } from './material.ts'

// Spaced review up to the exam and the caderno de erros (issue 30, decision 0057).

/** `GET /api/v1/geral/modulo/{id}/revisao/resumo`, also the answer of `PUT …/data-prova`. */
export const reviewSummaryJson = z
  .object({
    pendentes_hoje: z
      .number()
      .check(
        z.describe(
          'Questões com revisão até o fim de hoje (São Paulo; uma revisão vale desde o início do seu dia), as atrasadas incluídas: o que a revisão serve já.',
        ),
      ),
    atrasadas: z.number().check(z.describe('Das pendentes, as que venceram antes de hoje (São Paulo).')),
    proximos_7_dias: z
      .array(z.object({ dia: z.string(), quantidade: z.number() }))
      .check(
        z.describe(
          'Hoje e os 6 dias seguintes (AAAA-MM-DD, São Paulo): quantas revisões vencem em cada dia, fora as já pendentes (as de hoje estão todas em pendentes_hoje).',
        ),
      ),
    data_prova: z
      .nullable(z.string())
      .check(
        z.describe(
          'O dia da prova que limita as revisões (AAAA-MM-DD): o do aluno, ou o fim do acesso ao curso (data_fim) quando ele não definiu um; null sem nenhum dos dois no futuro.',
        ),
      ),
    data_prova_do_aluno: z
      .boolean()
      .check(
        z.describe('Se data_prova foi definida pelo aluno (true) ou vem do fim do acesso ao curso (false).'),
      ),
  })
  .check(z.describe('O resumo da revisão espaçada do aluno no curso.'))

export type ReviewSummary = z.infer<typeof reviewSummaryJson>

/** `PUT /api/v1/geral/modulo/{id}/data-prova`: the student's exam day for the course, or null to clear it. */
export const examDateBody = z.object({
  data: z.nullable(calendarDay),
})
export type ExamDateBody = z.output<typeof examDateBody>

/** `GET /api/v1/geral/modulo/{id}/revisao/perguntas?pergunta_id=`: one card's question instead of the due batch. */
export const reviewBatchQuery = z.object({
  pergunta_id: z.optional(idParam('Questão inválida.')),
})
export type ReviewBatchQuery = z.output<typeof reviewBatchQuery>

/** A row of the caderno de erros: a question the student has a review card for. */
export const mistakeRowJson = z.object({
  pergunta_id: z.number(),
  disciplina: z.string(),
  assunto: z.nullable(z.string()),
  /** The statement as plain text, cut to about 160 characters. */
  enunciado: z.string(),
  erros: z.number(),
  acertos: z.number(),
  ultima_resposta_em: z.string(),
  proxima_revisao: z.string(),
})

export type MistakeRow = z.infer<typeof mistakeRowJson>

export const mistakePageJson = dataTablePageJson(mistakeRowJson)
export type MistakePage = z.infer<typeof mistakePageJson>
