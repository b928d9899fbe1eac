// Plain values (no zod): the web's screens import them at run time without the contract's schemas.

/**
 * A PIX charge's status (SPEC section 4): waiting, paid (plan granted) or past its expiry unpaid; and, since the
 * back office (decision 0025), refunded (the money went back) or cancelled (annulled without money moving) by an
 * Admin after it was paid. The one spelling of each value (decision 0052).
 */
export const PAYMENT_STATUS = {
  created: 'created',
  executed: 'executed',
  expired: 'expired',
  refunded: 'refunded',
  cancelled: 'cancelled',
} as const
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS]
export const PAYMENT_STATUSES = [
  PAYMENT_STATUS.created,
  PAYMENT_STATUS.executed,
  PAYMENT_STATUS.expired,
  PAYMENT_STATUS.refunded,
  PAYMENT_STATUS.cancelled,
] as const

/** Who confirmed a payment (`payments.confirmed_by`, and the kind of a confirmation attempt's event). */
export const PAYMENT_SOURCE = { webhook: 'webhook', psp: 'psp', staff: 'staff' } as const
export type PaymentSource = (typeof PAYMENT_SOURCE)[keyof typeof PAYMENT_SOURCE]
export const PAYMENT_SOURCES = [PAYMENT_SOURCE.webhook, PAYMENT_SOURCE.psp, PAYMENT_SOURCE.staff] as const

/**
 * What a payment event records (decision 0025): its creation, a confirmation attempt from a source, its expiry, a
 * refund or a cancellation.
 */
export const PAYMENT_EVENT_KINDS = [
  PAYMENT_STATUS.created,
  ...PAYMENT_SOURCES,
  PAYMENT_STATUS.expired,
  PAYMENT_STATUS.refunded,
  PAYMENT_STATUS.cancelled,
] as const
export type PaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number]

/** What students and staff read for each payment status (decision 0025). */
export const PAYMENT_STATUS_LABELS = {
  created: 'Aguardando pagamento',
  executed: 'Pago',
  expired: 'Expirado',
  refunded: 'Estornado',
  cancelled: 'Cancelado',
} as const satisfies Record<PaymentStatus, string>

/** The label of a status; the status itself when unknown. */
export const paymentStatusLabel = (status: string): string =>
  PAYMENT_STATUS_LABELS[status as PaymentStatus] ?? status

/** "29,90": the amount for a spreadsheet (decimal comma, no currency sign, no thousands separator). */
export const centsToDecimalComma = (centavos: number): string =>
  `${centavos < 0 ? '-' : ''}${Math.floor(Math.abs(centavos) / 100)},${String(Math.abs(centavos) % 100).padStart(2, '0')}`
