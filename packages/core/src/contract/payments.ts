import { z } from 'zod/mini'
import { PAYMENT_STATUSES } from '../payment-status.ts'

export { PAYMENT_STATUS, PAYMENT_STATUSES, type PaymentStatus } from '../payment-status.ts'

/**
 * Status of a PIX charge (SPEC section 4): waiting, paid (plan granted) or past its expiry unpaid; and, since the
 * back office (decision 0025), refunded or cancelled by an Admin after it was paid. Labels: PAYMENT_STATUS_LABELS.
 */
export const paymentStatus = z.enum(PAYMENT_STATUSES)

/**
 * `GET /api/v1/profile/meus/planos/modulo/{id}` (SPEC section 3, payment plan response). `valores` maps months to
 * display text ('3 meses - R$ 95,00', see `planOfferText`): SPEC section 7 fixes it as text.
 */
export const planOfferJson = z.object({
  possui: z.boolean(),
  valores: z.record(z.string(), z.string()),
})

export type PlanOffer = z.infer<typeof planOfferJson>

/** `GET /api/v1/geral/assinatura-ilimitada/precos` (public): the unlimited subscription's periods, as staff set them. */
export const unlimitedPricesJson = z.array(z.object({ meses: z.number(), centavos: z.number() }))

export type UnlimitedPrice = z.infer<typeof unlimitedPricesJson>[number]

/** `GET /api/v1/profile/meus/planos/modulo/{id}/meses/{n}`: a PIX charge (SPEC section 3, QR payment response). */
export const pixPaymentJson = z.object({
  qrcode: z.object({
    /** The PIX copia-e-cola text (BR Code). */
    content: z.string(),
    /** PNG of the QR code, base64 without the `data:` prefix. */
    base64: z.string(),
  }),
  /** A PSP's payment page, when there is one. */
  paymentUrl: z.nullable(z.string()),
  pagamento: z.object({ id: z.number(), status: paymentStatus }),
  /** Amount as shown, e.g. 'R$ 95,00' (`formatMoney`). */
  valor: z.string(),
  meses: z.number(),
  /** ISO instant after which the charge can no longer be paid. */
  expira_em: z.string(),
  /** Seconds between status checks on the payment page. */
  verificar_a_cada: z.number(),
})

export type PixPayment = z.infer<typeof pixPaymentJson>

/** `GET /api/v1/profile/meus/planos/pagamento/{id}`. */
export const paymentStateJson = z.object({ id: z.number(), status: paymentStatus })

export type PaymentState = z.infer<typeof paymentStateJson>

/** A plan of the user (`GET /api/v1/profile/meus/planos`); `curso` is null for the unlimited subscription. */
export const userPlanJson = z.object({
  id: z.number(),
  nome: z.string(),
  curso: z.nullable(z.object({ id: z.number(), nome: z.string() })),
  /** `data_fim`: when the access ends (ISO instant). */
  pivot: z.object({ data_fim: z.string() }),
})

export type UserPlan = z.infer<typeof userPlanJson>
