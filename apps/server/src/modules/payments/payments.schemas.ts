import { messages } from '@gabarito/core'
import { z } from 'zod'
import { idParam, intParam } from '../../lib/params.ts'

// The answers' shapes are the contract the web reads too.
export {
  paymentStateJson as paymentStatusJson,
  pixPaymentJson as paymentJson,
  planOfferJson as offerJson,
  unlimitedPricesJson,
} from '@gabarito/core/contract'

export const courseParams = z.object({ id: idParam(messages.invalidCourse) })
export const buyParams = courseParams.extend({
  n: intParam('Quantidade de meses inválida.', 1, 36),
})
export const paymentParams = z.object({ id: idParam('Pagamento inválido.') })

const PAID_AT = 'Informe data e hora no formato ISO 8601 com fuso horário (ex.: 2025-03-01T14:30:00-03:00).'

/** Years PostgreSQL and every client read the same way (year 0 and 10000 fail the insert). */
const isPlausiblePaymentTime = (value: string) => {
  const time = Date.parse(value)
  return time >= Date.UTC(2000, 0, 1) && time < Date.UTC(3000, 0, 1)
}

/** The Banco Central's API Pix notification; `horario` is RFC 3339 (a real date and time, with its offset). */
export const webhookBody = z.object({
  pix: z
    .array(
      z.object(
        {
          endToEndId: z
            .string({ error: 'Informe o endToEndId.' })
            .max(40, 'O endToEndId deve ter no máximo 40 caracteres.'),
          txid: z
            .string({ error: 'O txid deve ser um texto.' })
            .max(35, 'O txid deve ter no máximo 35 caracteres.')
            .optional(),
          valor: z.string({ error: 'Valor inválido.' }).regex(/^\d+(\.\d{1,2})?$/, 'Valor inválido.'),
          horario: z.iso
            .datetime({ offset: true, error: PAID_AT, abort: true })
            .refine(isPlausiblePaymentTime, 'A data do PIX deve estar entre os anos 2000 e 2999.'),
        },
        { error: 'Cada PIX deve ser um objeto.' },
      ),
      { error: 'Envie a lista de PIX recebidos.' },
    )
    .max(500, 'Envie no máximo 500 PIX por notificação.'),
})
export const webhookQuery = z.object({ secret: z.string({ error: 'Segredo inválido.' }).optional() })
