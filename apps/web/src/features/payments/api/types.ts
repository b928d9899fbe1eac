/** Status of a PIX charge (SPEC section 4): waiting, paid (plan granted) or past its expiry unpaid. */
export type PaymentStatus = 'created' | 'executed' | 'expired'

/** `GET /api/v1/profile/meus/planos/modulo/{id}/meses/{n}`: a PIX charge (SPEC section 3, QR payment response). */
export interface PixCharge {
  qrcode: {
    /** The PIX copia-e-cola text (BR Code). */
    content: string
    /** PNG of the QR code, base64 without the `data:` prefix. */
    base64: string
  }
  /** A PSP's payment page, when there is one. */
  paymentUrl: string | null
  pagamento: { id: number; status: PaymentStatus }
  /** Amount as shown, e.g. 'R$ 95,00'. */
  valor: string
  meses: number
  /** ISO instant after which the charge can no longer be paid. */
  expira_em: string
  /** Seconds between status checks. */
  verificar_a_cada: number
}
