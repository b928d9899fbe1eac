/** What students and staff read for each payment status (decision 0025). */
export const PAYMENT_STATUS_LABELS = {
  created: 'Aguardando pagamento',
  executed: 'Pago',
  expired: 'Expirado',
  refunded: 'Estornado',
  cancelled: 'Cancelado',
} as const

export type PaymentStatusKey = keyof typeof PAYMENT_STATUS_LABELS

/** The label of a status; the status itself when unknown. */
export const paymentStatusLabel = (status: string): string =>
  PAYMENT_STATUS_LABELS[status as PaymentStatusKey] ?? status

/** "29,90": the amount for a spreadsheet (decimal comma, no currency sign, no thousands separator). */
export const centsToDecimalComma = (centavos: number): string =>
  `${centavos < 0 ? '-' : ''}${Math.floor(Math.abs(centavos) / 100)},${String(Math.abs(centavos) % 100).padStart(2, '0')}`
