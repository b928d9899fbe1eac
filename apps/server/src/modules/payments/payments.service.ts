import { randomInt, timingSafeEqual } from 'node:crypto'
import {
  formatMoney,
  messages,
  monthsLabel,
  PAYMENT_SOURCE,
  PAYMENT_STATUS,
  type PaymentSource,
  type PaymentStatus,
  planOfferText,
  texts,
} from '@gabarito/core'
import QRCode from 'qrcode'
import type { Executor } from '../../db/client.ts'
import { UNLIMITED_PLAN_ID } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import { AppError, notFound, unauthorized, ValidationError } from '../../lib/errors.ts'
import { hasCourseAccess, hasUnlimitedAccess, requireOwner } from '../access/access.service.ts'
import { extendPlanEnd } from '../access/plan-grants.service.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { getCourse } from '../courses/courses.service.ts'
import {
  findOpenPayment,
  findPayment,
  insertPayment,
  insertPaymentEvent,
  lockPayment,
  markExecuted,
  markExpired,
  type PaymentRow,
  planForCourse,
  pricesOf,
} from './payments.repo.ts'

export const ALREADY_OWNED = texts.alreadyOwned
export const MONTHS_NOT_OFFERED = 'Esta quantidade de meses não está disponível para este curso.'
export const PAYMENT_NOT_FOUND = 'Pagamento não encontrado.'
export const PIX_UNAVAILABLE = 'Não foi possível gerar o QR Code agora. Tente novamente em instantes.'

/** The plan sold for a course id (1 is the unlimited subscription); 404 for anything else. */
async function sellablePlan(deps: Deps, courseId: number) {
  if (courseId !== UNLIMITED_PLAN_ID) {
    const course = await getCourse(deps, courseId)
    if (!course.onSale) throw notFound(messages.courseNotFound)
  }
  const plan = await planForCourse(deps.db, courseId)
  if (!plan) throw notFound(messages.courseNotFound)
  return plan
}

async function owns(deps: Deps, caller: Caller, courseId: number) {
  if (courseId === UNLIMITED_PLAN_ID) return hasUnlimitedAccess(deps, caller.id)
  return hasCourseAccess(deps, caller.id, courseId)
}

/** `{ possui, valores }`: whether the caller already has the course, and each offered period with its price. */
export async function planOffer(deps: Deps, caller: Caller, courseId: number) {
  const plan = await sellablePlan(deps, courseId)
  const [possui, prices] = await Promise.all([owns(deps, caller, courseId), pricesOf(deps.db, plan.id)])
  const valores = Object.fromEntries(
    prices.map((p) => [String(p.months), planOfferText(p.months, p.priceCents)]),
  )
  return { possui, valores }
}

/** The unlimited subscription's periods and prices, for the home page's card (anyone may read them). */
export async function unlimitedPrices(deps: Deps) {
  const plan = await sellablePlan(deps, UNLIMITED_PLAN_ID)
  const prices = await pricesOf(deps.db, plan.id)
  return prices.map((p) => ({ meses: p.months, centavos: p.priceCents }))
}

const TXID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const newTxid = () =>
  `GAB${Array.from({ length: 22 }, () => TXID_ALPHABET[randomInt(TXID_ALPHABET.length)]).join('')}`

function effectiveStatus(payment: PaymentRow, now: Date): PaymentStatus {
  if (payment.status === PAYMENT_STATUS.created && payment.expiresAt <= now) return PAYMENT_STATUS.expired
  return payment.status as PaymentStatus
}

async function paymentJson(deps: Deps, payment: PaymentRow) {
  const png = await QRCode.toBuffer(payment.brCode, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 320,
  })
  return {
    qrcode: { content: payment.brCode, base64: png.toString('base64') },
    paymentUrl: payment.paymentUrl,
    pagamento: { id: payment.id, status: effectiveStatus(payment, deps.clock()) },
    valor: formatMoney(payment.amountCents),
    meses: payment.months,
    expira_em: payment.expiresAt.toISOString(),
    verificar_a_cada: deps.config.PAYMENT_POLL_SECONDS,
  }
}

/**
 * A PIX charge for `months` of the course at today's price. An unpaid, unexpired charge for the same plan and
 * months is offered again rather than a second one.
 */
export async function createPayment(deps: Deps, caller: Caller, courseId: number, months: number) {
  const plan = await sellablePlan(deps, courseId)
  if (await owns(deps, caller, courseId)) throw new AppError(409, ALREADY_OWNED)
  const price = (await pricesOf(deps.db, plan.id)).find((p) => p.months === months)
  if (!price) throw new ValidationError({ meses: [MONTHS_NOT_OFFERED] })
  const now = deps.clock()
  const open = await findOpenPayment(deps.db, caller.id, plan.id, months, now)
  if (open && open.amountCents === price.priceCents) return paymentJson(deps, open)

  const txid = newTxid()
  const ttlSeconds = deps.config.PAYMENT_TTL_MINUTES * 60
  const charge = await deps.pix
    .createCharge({
      txid,
      amountCents: price.priceCents,
      expiresInSeconds: ttlSeconds,
      description: `Gabarito: ${plan.name}, ${monthsLabel(months)}`,
    })
    .catch((error) => {
      deps.log.error({ err: error, txid }, 'PSP charge creation failed')
      throw new AppError(503, PIX_UNAVAILABLE)
    })
  const payment = await deps.db.transaction(async (tx) => {
    const row = await insertPayment(tx, {
      txid,
      userId: caller.id,
      planId: plan.id,
      months,
      amountCents: price.priceCents,
      brCode: charge.brCode,
      paymentUrl: charge.paymentUrl,
      expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
      createdAt: now,
    })
    await insertPaymentEvent(tx, {
      paymentId: row.id,
      kind: PAYMENT_STATUS.created,
      createdAt: now,
      details: { centavos: row.amountCents, meses: months, psp: charge.paymentUrl !== null },
    })
    return row
  })
  return paymentJson(deps, payment)
}

/** The status of one of the caller's payments (someone else's is a 404). Asks the PSP while unpaid. */
export async function paymentStatus(deps: Deps, caller: Caller, id: number) {
  let payment = requireOwner(await findPayment(deps.db, id), caller.id, PAYMENT_NOT_FOUND)
  if (payment.status === PAYMENT_STATUS.created) {
    const paid = await deps.pix.paidAmountCents(payment.txid).catch((error) => {
      deps.log.warn({ err: error, paymentId: id }, 'PSP status check failed')
      return null
    })
    if (paid) {
      await confirmPayment(deps, { txid: payment.txid, ...paid, by: PAYMENT_SOURCE.psp })
      payment = (await findPayment(deps.db, id)) as PaymentRow
    } else if (effectiveStatus(payment, deps.clock()) === PAYMENT_STATUS.expired) {
      await deps.db.transaction(async (tx) => {
        if (await markExpired(tx, id))
          await insertPaymentEvent(tx, {
            paymentId: id,
            kind: PAYMENT_STATUS.expired,
            createdAt: deps.clock(),
          })
      })
    }
  }
  return { id: payment.id, status: effectiveStatus(payment, deps.clock()) }
}

/** `closed`: the payment was refunded or cancelled, and a confirmation does not bring it back. */
export type ConfirmOutcome = 'granted' | 'already' | 'closed' | 'unknown' | 'amount_mismatch'

export interface Confirmation {
  txid?: string
  id?: number
  /** What was paid; null when staff confirm by hand (the amount asked is taken). */
  amountCents: number | null
  endToEndId: string | null
  paidAt: Date
  by: PaymentSource
  /** The staff member confirming in the back office: named in the history and the audit log. */
  actor?: { id: number; nome: string }
}

const CLOSED: readonly string[] = [PAYMENT_STATUS.refunded, PAYMENT_STATUS.cancelled]

/**
 * Marks the payment executed and grants (or extends from its current end) the plan, in one transaction.
 * A second confirmation of the same payment changes nothing; a wrong amount changes nothing.
 */
export async function confirmPayment(deps: Deps, c: Confirmation): Promise<ConfirmOutcome> {
  const outcome = await deps.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, c.id !== undefined ? { id: c.id } : { txid: c.txid ?? '' })
    if (!payment) return 'unknown' as const
    const outcome = await applyConfirmation(deps, tx, payment, c)
    await insertPaymentEvent(tx, {
      paymentId: payment.id,
      kind: c.by,
      createdAt: deps.clock(),
      actorId: c.actor?.id ?? null,
      actorName: c.actor?.nome ?? null,
      details: {
        resultado: outcome,
        centavos: c.amountCents,
        endToEndId: c.endToEndId,
        horario: c.paidAt.toISOString(),
      },
    })
    if (outcome === 'granted' && c.actor) {
      await recordAudit(tx, c.actor, {
        action: 'confirmar',
        entity: 'pagamento',
        entityId: payment.id,
        before: { status: payment.status },
        after: { status: PAYMENT_STATUS.executed },
      })
    }
    return outcome
  })
  const level = outcome === 'granted' || outcome === 'already' ? 'info' : 'warn'
  deps.log[level](
    { txid: c.txid, paymentId: c.id, by: c.by, amountCents: c.amountCents, outcome },
    'payment confirmation',
  )
  return outcome
}

/** Marks the payment executed and extends the plan by its months, unless it is no longer open to that. */
async function applyConfirmation(
  deps: Deps,
  tx: Executor,
  payment: PaymentRow,
  c: Confirmation,
): Promise<ConfirmOutcome> {
  if (payment.status === PAYMENT_STATUS.executed) return 'already'
  if (CLOSED.includes(payment.status)) return 'closed'
  if (c.amountCents !== null && c.amountCents !== payment.amountCents) return 'amount_mismatch'
  const plan = await extendPlanEnd(tx, payment.userId, payment.planId, payment.months, deps.clock())
  await markExecuted(tx, payment.id, {
    paidAt: c.paidAt,
    endToEndId: c.endToEndId,
    confirmedBy: c.by,
    planFrom: plan.from,
    planUntil: plan.after,
  })
  return 'granted'
}

function sameSecret(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export interface PixNotification {
  endToEndId: string
  txid?: string
  valor: string
  horario: string
}

/** The PSP's notification (API Pix webhook): every paid charge in it is confirmed, each on its own. */
export async function receiveWebhook(deps: Deps, secret: string | undefined, pix: PixNotification[]) {
  if (!sameSecret(secret, deps.config.PIX_WEBHOOK_SECRET)) {
    deps.log.warn({ items: pix.length }, 'PIX webhook with a bad secret refused')
    throw unauthorized('Segredo do webhook inválido.')
  }
  const results: ConfirmOutcome[] = []
  for (const item of pix) {
    if (!item.txid) {
      deps.log.warn({ endToEndId: item.endToEndId }, 'PIX webhook item without txid ignored')
      results.push('unknown')
      continue
    }
    results.push(
      await confirmPayment(deps, {
        txid: item.txid,
        amountCents: Math.round(Number(item.valor) * 100),
        endToEndId: item.endToEndId,
        paidAt: new Date(item.horario),
        by: PAYMENT_SOURCE.webhook,
      }),
    )
  }
  return { recebidos: results.length, confirmados: results.filter((r) => r === 'granted').length }
}
