import { z } from 'zod'
import { idParam } from '../../lib/params.ts'

export { answerKeyImpactJson } from '@gabarito/core/contract'

/** `?correta=<alternative id>` or `?anulada=true|false`. */
export const impactQuery = z.object({
  correta: idParam('Escolha a nova alternativa correta.').optional(),
  anulada: z
    .enum(['true', 'false'], { error: 'Informe se a questão fica anulada (true ou false).' })
    .transform((v) => v === 'true')
    .optional(),
})
