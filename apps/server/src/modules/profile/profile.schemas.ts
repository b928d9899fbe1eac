import { z } from 'zod'

export const userPlan = z.object({
  id: z.number(),
  nome: z.string(),
  curso: z.object({ id: z.number(), nome: z.string() }).nullable(),
  pivot: z.object({ data_fim: z.string() }),
})

export const userPlansResponse = z.array(userPlan)
export type UserPlan = z.output<typeof userPlan>
