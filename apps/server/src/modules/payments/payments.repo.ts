import { PAYMENT_STATUS, type PaymentSource } from '@gabarito/core'
import { and, asc, desc, eq, gt } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { paymentEvents, payments, planPrices, plans, UNLIMITED_PLAN_ID } from '../../db/schema/index.ts'

export type PaymentRow = typeof payments.$inferSelect

/** The plan sold for a course: the unlimited subscription for course id 1, else the course's own plan. */
export async function planForCourse(db: Executor, courseId: number) {
  const where =
    courseId === UNLIMITED_PLAN_ID ? eq(plans.id, UNLIMITED_PLAN_ID) : eq(plans.courseId, courseId)
  const [row] = await db.select().from(plans).where(where).orderBy(asc(plans.id)).limit(1)
  return row
}

export function pricesOf(db: Executor, planId: number) {
  return db.select().from(planPrices).where(eq(planPrices.planId, planId)).orderBy(asc(planPrices.months))
}

export async function insertPayment(db: Executor, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning()
  if (!row) throw new Error('payment insert returned nothing')
  return row
}

/** An unpaid charge of the same plan and months that is still valid: offered again instead of a new one. */
export async function findOpenPayment(
  db: Executor,
  userId: number,
  planId: number,
  months: number,
  now: Date,
) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.planId, planId),
        eq(payments.months, months),
        eq(payments.status, PAYMENT_STATUS.created),
        gt(payments.expiresAt, now),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1)
  return row
}

export async function findPayment(db: Executor, id: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1)
  return row
}

/** The payment, locked until the transaction ends, so two confirmations of it run one after the other. */
export async function lockPayment(db: Executor, by: { id: number } | { txid: string }) {
  const where = 'id' in by ? eq(payments.id, by.id) : eq(payments.txid, by.txid)
  const [row] = await db.select().from(payments).where(where).for('update').limit(1)
  return row
}

export async function markExecuted(
  db: Executor,
  id: number,
  values: {
    paidAt: Date
    endToEndId: string | null
    confirmedBy: PaymentSource
    planFrom: Date
    planUntil: Date
  },
) {
  await db
    .update(payments)
    .set({ status: PAYMENT_STATUS.executed, ...values })
    .where(eq(payments.id, id))
}

/** Whether this call marked it (false when another request already had). */
export async function markExpired(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: PAYMENT_STATUS.expired })
    .where(and(eq(payments.id, id), eq(payments.status, PAYMENT_STATUS.created)))
    .returning({ id: payments.id })
  return rows.length > 0
}

/** A confirmed payment refunded or cancelled (decision 0025). */
export async function markClosed(
  db: Executor,
  id: number,
  status: typeof PAYMENT_STATUS.refunded | typeof PAYMENT_STATUS.cancelled,
) {
  await db.update(payments).set({ status }).where(eq(payments.id, id))
}

export type PaymentEventRow = typeof paymentEvents.$inferInsert

/** One line of the payment's history (decision 0025). */
export async function insertPaymentEvent(db: Executor, event: PaymentEventRow) {
  await db.insert(paymentEvents).values(event)
}

/** The user's payments, newest first (the staff user page and the LGPD export). */
export function listUserPayments(db: Executor, userId: number) {
  return db
    .select({
      id: payments.id,
      planName: plans.name,
      months: payments.months,
      amountCents: payments.amountCents,
      status: payments.status,
      createdAt: payments.createdAt,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .innerJoin(plans, eq(plans.id, payments.planId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
}
