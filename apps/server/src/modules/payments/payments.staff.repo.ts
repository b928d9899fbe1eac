import { PAYMENT_STATUS, type PaymentStatus } from '@gabarito/core'
import { and, asc, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { paymentEvents, payments, plans, UNLIMITED_PLAN_ID, userPlans, users } from '../../db/schema/index.ts'
import type { DataTableBody } from '../../lib/datatables.ts'
import { byName } from '../../lib/name-order.ts'
import { pageQuery } from '../../lib/page-query.ts'

/** The course a plan is sold for: its own, or 1 for the unlimited subscription. */
const courseIdOf = sql<number>`coalesce(${plans.courseId}, ${UNLIMITED_PLAN_ID})`.mapWith(Number)

/** The CPF as staff type it (000.000.000-00), so the search finds it with or without the dots. */
const formattedCpf = sql`substr(${users.cpf}, 1, 3) || '.' || substr(${users.cpf}, 4, 3) || '.' || substr(${users.cpf}, 7, 3) || '-' || substr(${users.cpf}, 10, 2)`

const columns = {
  id: payments.id,
  txid: payments.txid,
  createdAt: payments.createdAt,
  paidAt: payments.paidAt,
  expiresAt: payments.expiresAt,
  endToEndId: payments.endToEndId,
  planFrom: payments.planFrom,
  planUntil: payments.planUntil,
  userId: users.id,
  userName: users.name,
  cpf: users.cpf,
  email: users.email,
  planId: plans.id,
  planName: plans.name,
  courseId: courseIdOf,
  months: payments.months,
  amountCents: payments.amountCents,
  status: payments.status,
  confirmedBy: payments.confirmedBy,
}

const joined = (db: Executor) =>
  db
    .select(columns)
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(plans, eq(plans.id, payments.planId))

export type StaffPaymentRow = NonNullable<Awaited<ReturnType<typeof findStaffPayment>>>

export interface PaymentWhere {
  courseId?: number
  status?: PaymentStatus
  createdFrom?: Date
  createdBefore?: Date
  minCents?: number
  maxCents?: number
}

function whereOf(f: PaymentWhere): SQL | undefined {
  const course =
    f.courseId === undefined
      ? undefined
      : f.courseId === UNLIMITED_PLAN_ID
        ? eq(plans.id, UNLIMITED_PLAN_ID)
        : eq(plans.courseId, f.courseId)
  return and(
    course,
    f.status === undefined ? undefined : eq(payments.status, f.status),
    f.createdFrom === undefined ? undefined : gte(payments.createdAt, f.createdFrom),
    f.createdBefore === undefined ? undefined : lt(payments.createdAt, f.createdBefore),
    f.minCents === undefined ? undefined : gte(payments.amountCents, f.minCents),
    f.maxCents === undefined ? undefined : lte(payments.amountCents, f.maxCents),
  )
}

/** The back office's payments table (decision 0025): newest first, searched by student, CPF, e-mail or txid. */
export function pageStaffPayments(db: Executor, request: DataTableBody, filter: PaymentWhere) {
  return pageQuery(db, request, {
    rows: () => joined(db).$dynamic(),
    where: whereOf(filter),
    search: [users.name, users.cpf, formattedCpf, users.email, payments.txid],
    order: {
      id: payments.id,
      criado_em: payments.createdAt,
      pago_em: payments.paidAt,
      aluno: byName(users.name),
      plano: byName(plans.name),
      valor: payments.amountCents,
      status: payments.status,
    },
    defaultOrder: [desc(payments.createdAt)],
    tieBreak: [desc(payments.id)],
  })
}

export async function findStaffPayment(db: Executor, id: number) {
  const [row] = await joined(db).where(eq(payments.id, id)).limit(1)
  return row
}

export function paymentHistory(db: Executor, paymentId: number) {
  return db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, paymentId))
    .orderBy(asc(paymentEvents.id))
}

export async function planEnd(db: Executor, userId: number, planId: number): Promise<Date | null> {
  const [row] = await db
    .select({ endsAt: userPlans.endsAt })
    .from(userPlans)
    .where(and(eq(userPlans.userId, userId), eq(userPlans.planId, planId)))
    .limit(1)
  return row?.endsAt ?? null
}

/** The payments confirmed (paid) in [from, before) that still stand, oldest first: the accountant's export. */
export function confirmedBetween(db: Executor, from: Date, before: Date) {
  return joined(db)
    .where(
      and(
        eq(payments.status, PAYMENT_STATUS.executed),
        gte(payments.paidAt, from),
        lt(payments.paidAt, before),
      ),
    )
    .orderBy(asc(payments.paidAt), asc(payments.id))
}
