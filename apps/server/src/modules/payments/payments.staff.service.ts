import { addMonthsSaoPaulo, PAYMENT_SOURCE, PAYMENT_STATUS, parseSaoPauloDateTime } from '@gabarito/core'
import type { AdminPaymentAction, AdminPaymentDetail } from '@gabarito/core/contract'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import { requirePermission } from '../access/access.service.ts'
import { shortenPlanEnd } from '../access/plan-grants.service.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { insertPaymentEvent, lockPayment, markClosed } from './payments.repo.ts'
import { confirmPayment, PAYMENT_NOT_FOUND } from './payments.service.ts'
import {
  confirmedBetween,
  findStaffPayment,
  pageStaffPayments,
  paymentHistory,
  planEnd,
} from './payments.staff.repo.ts'
import type { PaymentFilters } from './payments.staff.schemas.ts'
import { addedMs, historyJson, paymentRowJson } from './payments.staff.views.ts'
import { paymentsCsv } from './payments-csv.ts'

export const ALREADY_REFUNDED = 'Este pagamento já foi estornado; nada mudou.'
export const ALREADY_CANCELLED = 'Este pagamento já foi cancelado; nada mudou.'
export const NOT_CONFIRMED =
  'Este pagamento ainda não foi confirmado: só um pagamento confirmado pode ser estornado ou cancelado.'
export const CLOSED_CANNOT_CONFIRM =
  'Este pagamento foi estornado ou cancelado e não pode ser confirmado de novo.'

const CONFIRM_MESSAGES = {
  granted: 'Recebimento confirmado: plano liberado.',
  already: 'Este pagamento já estava confirmado; nada mudou.',
} as const

/** The start of a São Paulo calendar day ('YYYY-MM-DD'). */
const dayStart = (day: string) => parseSaoPauloDateTime(`${day}T00:00`) as Date

/** The back office's payments table (Admin). Dates are São Paulo calendar days of the charge's creation. */
export async function paymentsTable(
  deps: Pick<Deps, 'replica'>,
  caller: Caller,
  request: DataTableBody,
  f: PaymentFilters,
) {
  requirePermission(caller, 'payments.read')
  const page = await pageStaffPayments(deps.replica, request, {
    courseId: f.modulo_id,
    status: f.status,
    createdFrom: f.de ? dayStart(f.de) : undefined,
    createdBefore: f.ate ? new Date(dayStart(f.ate).getTime() + 24 * 3600 * 1000) : undefined,
    minCents: f.valor_min,
    maxCents: f.valor_max,
  })
  return { ...page, data: page.data.map(paymentRowJson) }
}

async function detailOf(deps: Pick<Deps, 'db'>, id: number): Promise<AdminPaymentDetail> {
  const row = await findStaffPayment(deps.db, id)
  if (!row) throw notFound(PAYMENT_NOT_FOUND)
  const [events, end] = await Promise.all([
    paymentHistory(deps.db, id),
    planEnd(deps.db, row.userId, row.planId),
  ])
  return {
    ...paymentRowJson(row),
    end_to_end_id: row.endToEndId,
    expira_em: row.expiresAt.toISOString(),
    periodo:
      row.planFrom && row.planUntil
        ? { de: row.planFrom.toISOString(), ate: row.planUntil.toISOString() }
        : null,
    plano_fim: end?.toISOString() ?? null,
    historico: historyJson(row, events),
  }
}

/** One payment with the period it added, the plan's current end and its history (Admin). */
export async function paymentDetail(deps: Pick<Deps, 'db'>, caller: Caller, id: number) {
  requirePermission(caller, 'payments.read')
  return detailOf(deps, id)
}

/**
 * Confirms a payment received outside the PSP: the same idempotent confirmation as `npm run payments:confirm`
 * (a second one changes nothing), named in the history and, when it grants the plan, in the audit log.
 */
export async function confirmByStaff(deps: Deps, caller: Caller, id: number): Promise<AdminPaymentAction> {
  requirePermission(caller, 'payments.settle')
  const outcome = await confirmPayment(deps, {
    id,
    amountCents: null,
    endToEndId: null,
    paidAt: deps.clock(),
    by: PAYMENT_SOURCE.staff,
    actor: { id: caller.id, nome: caller.nome },
  })
  if (outcome === 'unknown') throw notFound(PAYMENT_NOT_FOUND)
  if (outcome === 'closed') throw new AppError(409, CLOSED_CANNOT_CONFIRM)
  // A staff confirmation takes the amount asked, so no amount can differ.
  const mensagem = outcome === 'granted' ? CONFIRM_MESSAGES.granted : CONFIRM_MESSAGES.already
  return { mensagem, pagamento: await detailOf(deps, id) }
}

export type Closing = typeof PAYMENT_STATUS.refunded | typeof PAYMENT_STATUS.cancelled

/**
 * Refunds or cancels a confirmed payment (decision 0025): the plan's end goes back by exactly the length the
 * confirmation added (later payments stacked after it keep theirs), the status changes, the history and the audit
 * log name who did it. A second refund or cancellation, or one of an unpaid charge, is a 409 and changes nothing.
 */
export async function closePayment(
  deps: Deps,
  caller: Caller,
  id: number,
  status: Closing,
  motivo: string | undefined,
): Promise<AdminPaymentAction> {
  requirePermission(caller, 'payments.settle')
  await deps.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, { id })
    if (!payment) throw notFound(PAYMENT_NOT_FOUND)
    if (payment.status === PAYMENT_STATUS.refunded) throw new AppError(409, ALREADY_REFUNDED)
    if (payment.status === PAYMENT_STATUS.cancelled) throw new AppError(409, ALREADY_CANCELLED)
    if (payment.status !== PAYMENT_STATUS.executed) throw new AppError(409, NOT_CONFIRMED)
    const plan = await shortenPlanEnd(tx, payment.userId, payment.planId, addedMs(payment))
    const before = plan?.before ?? null
    const after = plan?.after ?? null
    await markClosed(tx, id, status)
    const details = {
      motivo: motivo || null,
      fim_antes: before?.toISOString() ?? null,
      fim_depois: after?.toISOString() ?? null,
    }
    await insertPaymentEvent(tx, {
      paymentId: id,
      kind: status,
      createdAt: deps.clock(),
      actorId: caller.id,
      actorName: caller.nome,
      details,
    })
    await recordAudit(tx, caller, {
      action: status === PAYMENT_STATUS.refunded ? 'estornar' : 'cancelar',
      entity: 'pagamento',
      entityId: id,
      before: { status: payment.status, plano_fim: details.fim_antes },
      after: { status, plano_fim: details.fim_depois, motivo: details.motivo },
    })
  })
  const mensagem =
    status === PAYMENT_STATUS.refunded
      ? 'Pagamento estornado: o plano foi encurtado pelo período que ele havia somado.'
      : 'Pagamento cancelado: o plano foi encurtado pelo período que ele havia somado.'
  return { mensagem, pagamento: await detailOf(deps, id) }
}

/** The month's confirmed payments ('YYYY-MM', São Paulo's calendar) as the accountant's CSV (Admin). */
export async function exportMonth(deps: Pick<Deps, 'db'>, caller: Caller, month: string) {
  requirePermission(caller, 'payments.read')
  const from = dayStart(`${month}-01`)
  const rows = await confirmedBetween(deps.db, from, addMonthsSaoPaulo(from, 1))
  return paymentsCsv(rows)
}
