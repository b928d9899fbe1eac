import { z } from 'zod'
import { idParam } from '../../lib/params.ts'

export const courseParams = z.object({ id: idParam('Curso inválido.') })
export const buyParams = courseParams.extend({
  n: z.coerce
    .number({ error: 'Quantidade de meses inválida.' })
    .int('Quantidade de meses inválida.')
    .min(1, 'Quantidade de meses inválida.')
    .max(36, 'Quantidade de meses inválida.'),
})
export const paymentParams = z.object({ id: idParam('Pagamento inválido.') })

export const offerJson = z.object({ possui: z.boolean(), valores: z.record(z.string(), z.string()) })

const status = z.enum(['created', 'executed', 'expired'])

export const paymentJson = z.object({
  qrcode: z.object({ content: z.string(), base64: z.string() }),
  paymentUrl: z.string().nullable(),
  pagamento: z.object({ id: z.number(), status }),
  valor: z.string(),
  meses: z.number(),
  expira_em: z.string(),
  /** Seconds between status checks on the payment page. */
  verificar_a_cada: z.number(),
})

export const paymentStatusJson = z.object({ id: z.number(), status })

/** The Banco Central's API Pix notification. */
export const webhookBody = z.object({
  pix: z
    .array(
      z.object({
        endToEndId: z.string().max(40),
        txid: z.string().max(35).optional(),
        valor: z.string().regex(/^\d+(\.\d{1,2})?$/, 'Valor inválido.'),
        horario: z.string(),
      }),
    )
    .max(500),
})
export const webhookQuery = z.object({ secret: z.string().optional() })
