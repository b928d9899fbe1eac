import { z } from 'zod'

// The answers' shapes are the contract the web reads too.
export { loginJson as loginResponse, meJson as meResponse } from '@gabarito/core/contract'

export const loginBody = z.object({
  id: z
    .union([z.string(), z.number()], { error: 'O campo CPF é obrigatório.' })
    .transform((v) => String(v).replace(/\D/g, ''))
    .pipe(z.string().min(1, 'O campo CPF é obrigatório.')),
  password: z.string({ error: 'O campo senha é obrigatório.' }).min(1, 'O campo senha é obrigatório.'),
  device_token: z
    .string()
    .max(200)
    .optional()
    .describe(
      'O device_token da última resposta de login deste aparelho, para apps que não guardam cookies ' +
        '(decisão 0037): sem ele, as tentativas contam no limite do CPF.',
    ),
})

export const errorResponse = z.object({ error: z.string() })
