import { z } from 'zod/mini'
import { roleNames } from './enumerations.ts'

/**
 * `POST /api/v1/seguranca/auth/login`. `device_token` marks the device as one that logged in to the CPF (decision
 * 0037); browsers get it in an HttpOnly cookie too, apps send it back in the next login's body.
 */
export const loginJson = z.object({ access_token: z.string(), device_token: z.string() })

export type LoginAnswer = z.infer<typeof loginJson>

/** `GET /api/v1/seguranca/auth/me`: who holds the token. */
export const meJson = z.object({
  user: z.object({ id: z.number(), nome: z.string(), email: z.string(), apelido: z.string() }),
  perfis: roleNames,
  endereco: z.nullable(z.string()),
})

export type MeAnswer = z.infer<typeof meJson>
