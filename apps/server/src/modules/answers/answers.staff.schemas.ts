import { messages } from '@gabarito/core'
import { z } from 'zod'
import { idParam } from '../../lib/params.ts'

export { answerKeyChangeJson, answerKeyImpactJson } from '@gabarito/core/contract'

export const questionParams = z.object({ id: idParam(messages.invalidQuestion) })

const correta = idParam('Escolha a nova alternativa correta.')
const anulada = z.boolean({ error: 'Informe se a questão fica anulada (true ou false).' })

/** `?correta=<alternative id>` or `?anulada=true|false`. */
export const impactQuery = z.object({
  correta: correta.optional(),
  anulada: z
    .enum(['true', 'false'], { error: 'Informe se a questão fica anulada (true ou false).' })
    .transform((v) => v === 'true')
    .optional(),
})

export const answerKeyBody = z.object({ correta })
export const annulBody = z.object({ anulada })
