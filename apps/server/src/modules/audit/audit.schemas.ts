import { z } from 'zod'

export { auditPageJson } from '@gabarito/core/contract'

export const auditQuery = z.object({
  entidade: z.string().max(40, 'Tipo de registro inválido.').optional(),
  registro: z.string().max(40, 'Registro inválido.').optional(),
})
