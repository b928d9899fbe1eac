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

/** `POST /api/v1/admin/perguntas/{id}/gabarito { correta }` and `/anular { anulada }`: the question after it. */
export const answerKeyChangeJson = z.object({
  id: z.number(),
  /** The right alternative's id. */
  correta: z.nullable(z.number()),
  /** 'PUBLICADA', 'OCULTA' or 'ANULADA'. */
  status: z.string(),
  anulada: z.boolean(),
  /** Answers whose hit changed; every aggregate and mock ranking moved with them in the same transaction. */
  respostas_alteradas: z.number(),
})
export type AnswerKeyChange = z.infer<typeof answerKeyChangeJson>
