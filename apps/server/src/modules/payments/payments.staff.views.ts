import {
  addMonthsSaoPaulo,
  formatCpf,
  formatDateTime,
  formatMoney,
  PAYMENT_SOURCE,
  PAYMENT_STATUS,
  type PaymentSource,
  paymentStatusLabel,
} from '@gabarito/core'
import type { AdminPaymentRow, PaymentEvent } from '@gabarito/core/contract'
import type { paymentEvents } from '../../db/schema/index.ts'
import type { StaffPaymentRow } from './payments.staff.repo.ts'

type EventRow = typeof paymentEvents.$inferSelect
type Details = Record<string, unknown>

/** A payment as the back office's table shows it. */
export function paymentRowJson(row: StaffPaymentRow): AdminPaymentRow {
  return {
    id: row.id,
    txid: row.txid,
    criado_em: row.createdAt.toISOString(),
    pago_em: row.paidAt?.toISOString() ?? null,
    aluno: { id: row.userId, nome: row.userName, cpf: formatCpf(row.cpf), email: row.email },
    plano: { id: row.planId, nome: row.planName, modulo_id: row.courseId },
    meses: row.months,
    centavos: row.amountCents,
    valor: formatMoney(row.amountCents),
    status: row.status as AdminPaymentRow['status'],
    status_texto: paymentStatusLabel(row.status),
    confirmado_por: row.confirmedBy,
  }
}

/**
 * How long the confirmation extended the plan (decision 0025): the period it recorded, or, for payments confirmed
 * before the period was recorded, its months counted from when it was paid.
 */
export function addedMs(
  row: Pick<StaffPaymentRow, 'planFrom' | 'planUntil' | 'paidAt' | 'createdAt' | 'months'>,
) {
  if (row.planFrom && row.planUntil) return row.planUntil.getTime() - row.planFrom.getTime()
  const from = row.paidAt ?? row.createdAt
  return addMonthsSaoPaulo(from, row.months).getTime() - from.getTime()
}

const SOURCE: Record<PaymentSource, string> = {
  [PAYMENT_SOURCE.webhook]: 'Webhook do PSP',
  [PAYMENT_SOURCE.psp]: 'Consulta ao PSP',
  [PAYMENT_SOURCE.staff]: 'Confirmação pela equipe',
}
const isSource = (kind: string): kind is PaymentSource => kind in SOURCE

function confirmationText(source: PaymentSource, d: Details): string {
  const name = SOURCE[source]
  switch (d.resultado) {
    case 'granted':
      return `${name}: pagamento confirmado e plano liberado`
    case 'already':
      return `${name}: pagamento já confirmado, nada mudou`
    case 'closed':
      return `${name}: pagamento estornado ou cancelado, nada mudou`
    case 'amount_mismatch':
      return `${name}: valor divergente (${typeof d.centavos === 'number' ? formatMoney(d.centavos) : '?'}), nada mudou`
    default:
      return name
  }
}

const endChange = (d: Details) =>
  typeof d.fim_antes === 'string' && typeof d.fim_depois === 'string'
    ? `; fim do plano de ${formatDateTime(d.fim_antes)} para ${formatDateTime(d.fim_depois)}`
    : ''
const reason = (d: Details) => (typeof d.motivo === 'string' && d.motivo ? `. Motivo: ${d.motivo}` : '')

/** One history line in pt-BR. */
export function eventText(kind: string, details: unknown): string {
  const d = (details ?? {}) as Details
  if (isSource(kind)) return confirmationText(kind, d)
  switch (kind) {
    case PAYMENT_STATUS.created:
      return `Cobrança PIX criada pelo aluno${d.psp ? ' (no PSP)' : ''}`
    case PAYMENT_STATUS.expired:
      return 'Cobrança expirada sem pagamento'
    case PAYMENT_STATUS.refunded:
      return `Pagamento estornado (o dinheiro é devolvido fora da plataforma)${endChange(d)}${reason(d)}`
    case PAYMENT_STATUS.cancelled:
      return `Pagamento cancelado${endChange(d)}${reason(d)}`
    default:
      return kind
  }
}

/** The recorded history; for a payment older than it, the lines its own dates tell. */
export function historyJson(row: StaffPaymentRow, events: EventRow[]): PaymentEvent[] {
  if (events.length > 0) {
    return events.map((e) => ({
      em: e.createdAt.toISOString(),
      tipo: e.kind,
      texto: eventText(e.kind, e.details),
      por: e.actorName,
      registrado: true,
    }))
  }
  const lines: PaymentEvent[] = [
    {
      em: row.createdAt.toISOString(),
      tipo: PAYMENT_STATUS.created,
      texto: eventText(PAYMENT_STATUS.created, {}),
      por: null,
      registrado: false,
    },
  ]
  if (row.paidAt) {
    const source = row.confirmedBy ?? PAYMENT_SOURCE.staff
    lines.push({
      em: row.paidAt.toISOString(),
      tipo: source,
      texto: confirmationText(isSource(source) ? source : PAYMENT_SOURCE.staff, { resultado: 'granted' }),
      por: null,
      registrado: false,
    })
  } else if (row.status === PAYMENT_STATUS.expired) {
    lines.push({
      em: row.expiresAt.toISOString(),
      tipo: PAYMENT_STATUS.expired,
      texto: eventText(PAYMENT_STATUS.expired, {}),
      por: null,
      registrado: false,
    })
  }
  return lines
}
