import { PAYMENT_STATUS } from '@gabarito/core'
import { z } from 'zod'
import { idParam } from '../../lib/params.ts'

export {
  adminPaymentActionJson,
  adminPaymentDetailJson,
  adminPaymentPageJson,
} from '@gabarito/core/contract'

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const dayMessage = 'Data inválida: use aaaa-mm-dd.'

/** A calendar day 'YYYY-MM-DD' (São Paulo's), kept as text. */
const day = z
  .string({ error: dayMessage })
  .regex(DAY, dayMessage)
  .refine((text) => {
    const [y, m, d] = text.split('-').map(Number) as [number, number, number]
    const date = new Date(Date.UTC(y, m - 1, d))
    return y >= 2000 && y < 3000 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
  }, dayMessage)

const moneyMessage = 'Valor inválido: use reais com até dois decimais (ex.: 29,90).'

/** Reais typed as staff type them ('29,90' or '29.90'), as integer centavos. */
const reais = z
  .string({ error: moneyMessage })
  .regex(/^\d{1,7}([.,]\d{1,2})?$/, moneyMessage)
  .transform((text) => Math.round(Number(text.replace(',', '.')) * 100))

export const STATUS_FILTER_MESSAGE = 'Situação inválida.'

/** The table's filters (decision 0025); the DataTables fields come beside them. */
export const paymentFilters = z
  .object({
    modulo_id: idParam('Curso inválido.').optional(),
    status: z.enum(Object.values(PAYMENT_STATUS) as [string, ...string[]], STATUS_FILTER_MESSAGE).optional(),
    de: day.optional(),
    ate: day.optional(),
    valor_min: reais.optional(),
    valor_max: reais.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.de && q.ate && q.de > q.ate)
      ctx.addIssue({ code: 'custom', path: ['ate'], message: 'A data final deve ser depois da inicial.' })
    if (q.valor_min !== undefined && q.valor_max !== undefined && q.valor_min > q.valor_max)
      ctx.addIssue({
        code: 'custom',
        path: ['valor_max'],
        message: 'O valor máximo deve ser maior que o mínimo.',
      })
  })
export type PaymentFilters = z.output<typeof paymentFilters>

export const staffPaymentParams = z.object({ id: idParam('Pagamento inválido.') })

export const closeBody = z
  .object({
    motivo: z
      .string({ error: 'O motivo deve ser um texto.' })
      .trim()
      .max(500, 'O motivo deve ter no máximo 500 caracteres.')
      .optional(),
  })
  .default({})

const monthMessage = 'Mês inválido: use aaaa-mm (ex.: 2026-11).'

export const exportQuery = z.object({
  mes: z.string({ error: 'Informe o mês (aaaa-mm).' }).regex(/^(2\d{3})-(0[1-9]|1[0-2])$/, monthMessage),
})
