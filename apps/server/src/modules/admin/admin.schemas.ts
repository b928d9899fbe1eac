import { ROLE_NAMES } from '@gabarito/core'
import { z } from 'zod'

export const staffMemberResponse = z.object({
  id: z.number(),
  nome: z.string(),
  apelido: z.string(),
  perfis: z.array(z.enum(ROLE_NAMES)),
})
