import { z } from 'zod/mini'

/**
 * `GET /api/v1/admin/perguntas/{id}/impacto?correta=<alternativa>` (or `?anulada=true|false`): how many answers to
 * the question would turn from right to wrong or back, before the change is saved (decision 0021).
 */
export const answerKeyImpactJson = z.object({
  respostas_alteradas: z.number(),
  respostas_total: z.number(),
})
export type AnswerKeyImpact = z.infer<typeof answerKeyImpactJson>
