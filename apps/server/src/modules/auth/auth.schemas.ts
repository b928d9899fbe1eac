import { z } from 'zod'

export const loginBody = z.object({
  id: z
    .union([z.string(), z.number()], { error: 'O campo CPF é obrigatório.' })
    .transform((v) => String(v).replace(/\D/g, ''))
    .pipe(z.string().min(1, 'O campo CPF é obrigatório.')),
  password: z.string({ error: 'O campo senha é obrigatório.' }).min(1, 'O campo senha é obrigatório.'),
})

export const loginResponse = z.object({ access_token: z.string() })
export const errorResponse = z.object({ error: z.string() })

export const meResponse = z.object({
  user: z.object({ id: z.number(), nome: z.string(), email: z.string(), apelido: z.string() }),
  perfis: z.array(z.string()),
  endereco: z.string().nullable(),
})
