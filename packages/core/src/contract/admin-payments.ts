import { z } from 'zod/mini'
import { paymentEventKind } from './enumerations.ts'
import { dataTablePageJson } from './material.ts'
import { paymentStatus } from './payments.ts'

/** A row of `GET /api/v1/admin/pagamentos` (Admin; decision 0025). */
export const adminPaymentRowJson = z.object({
  id: z.number(),
  txid: z.string(),
  criado_em: z.string(),
  /** When the money arrived (the PSP's time, or the staff confirmation's). */
  pago_em: z.nullable(z.string()),
  aluno: z.object({ id: z.number(), nome: z.string(), cpf: z.string(), email: z.string() }),
  /** `modulo_id` 1 is the unlimited subscription. */
  plano: z.object({ id: z.number(), nome: z.string(), modulo_id: z.number() }),
  meses: z.number(),
  centavos: z.number(),
  /** 'R$ 29,90'. */
  valor: z.string(),
  status: paymentStatus,
  /** 'Pago', 'Estornado'… (PAYMENT_STATUS_LABELS). */
  status_texto: z.string(),
  /** 'webhook', 'psp' or 'staff'. */
  confirmado_por: z.nullable(z.string()),
})
export type AdminPaymentRow = z.infer<typeof adminPaymentRowJson>

export const adminPaymentPageJson = dataTablePageJson(adminPaymentRowJson)

/** One line of a payment's history, oldest first. */
export const paymentEventJson = z.object({
  em: z.string(),
  /** 'created', 'webhook', 'psp', 'staff', 'expired', 'refunded', 'cancelled'. */
  tipo: paymentEventKind,
  /** What happened, in pt-BR. */
  texto: z.string(),
  /** The staff member, when one acted. */
  por: z.nullable(z.string()),
  /** False for lines rebuilt from the payment's own dates (payments older than the history). */
  registrado: z.boolean(),
})
export type PaymentEvent = z.infer<typeof paymentEventJson>

/** `GET /api/v1/admin/pagamentos/{id}`: the row, the period it added to the plan, the plan's end and the history. */
export const adminPaymentDetailJson = z.extend(adminPaymentRowJson, {
  end_to_end_id: z.nullable(z.string()),
  expira_em: z.string(),
  /** The period the confirmation added to the plan; null while unpaid, or for payments older than decision 0025. */
  periodo: z.nullable(z.object({ de: z.string(), ate: z.string() })),
  /** The student's current end date for this plan. */
  plano_fim: z.nullable(z.string()),
  historico: z.array(paymentEventJson),
})
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetailJson>

/** The answer of confirm, refund and cancel: what happened, in pt-BR, and the payment as it is now. */
export const adminPaymentActionJson = z.object({
  mensagem: z.string(),
  pagamento: adminPaymentDetailJson,
})
export type AdminPaymentAction = z.infer<typeof adminPaymentActionJson>
