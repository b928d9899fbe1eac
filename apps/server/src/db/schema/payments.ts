import { PAYMENT_EVENT_KINDS, PAYMENT_SOURCES, PAYMENT_STATUS, PAYMENT_STATUSES } from '@gabarito/core'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core'
import { oneOf } from './checks.ts'
import { createdAt, instant, ownedBy, requiredRef, serialId } from './columns.ts'
import { plans } from './plans.ts'
import { users } from './users.ts'

/** What a plan costs for a number of months, in integer centavos; staff may change it. */
export const planPrices = pgTable(
  'plan_prices',
  {
    planId: ownedBy('plan_id', () => plans.id),
    months: smallint('months').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.months] })],
)

/** A PIX charge for a plan: created with its BR Code, then executed when the payment is confirmed. */
export const payments = pgTable(
  'payments',
  {
    id: serialId(),
    /** Identifies the charge at the PSP and inside the BR Code (letters and digits, 25 at most). */
    txid: varchar('txid', { length: 35 }).notNull().unique(),
    userId: ownedBy('user_id', () => users.id),
    planId: requiredRef('plan_id', () => plans.id),
    months: smallint('months').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: varchar('status', { length: 10, enum: PAYMENT_STATUSES })
      .notNull()
      .default(PAYMENT_STATUS.created),
    brCode: text('br_code').notNull(),
    paymentUrl: text('payment_url'),
    expiresAt: instant('expires_at').notNull(),
    paidAt: instant('paid_at'),
    endToEndId: varchar('end_to_end_id', { length: 40 }),
    /** How it was confirmed: 'webhook', 'psp' (polled) or 'staff'. */
    confirmedBy: varchar('confirmed_by', { length: 10, enum: PAYMENT_SOURCES }),
    /**
     * The period the confirmation added to the plan: from the later of then and the plan's end, until the new
     * end. A refund or cancellation takes exactly this length off the plan (decision 0025). Null before 0025.
     */
    planFrom: instant('plan_from'),
    planUntil: instant('plan_until'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    // The staff table's default order and the accountant's monthly export (decision 0025).
    index('payments_created_idx').on(t.createdAt),
    index('payments_paid_idx').on(t.paidAt),
    check('payments_status_check', oneOf(t.status, PAYMENT_STATUSES)),
    check('payments_confirmed_by_check', oneOf(t.confirmedBy, PAYMENT_SOURCES)),
  ],
)

/**
 * What happened to a payment, oldest first (decision 0025): `kind` is 'created', 'webhook', 'psp', 'staff'
 * (a confirmation attempt from that source, `details.resultado` telling what it did), 'expired', 'refunded' or
 * 'cancelled'. `actorId`/`actorName` name the staff member, null for the student, the PSP and the system.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serialId(),
    paymentId: ownedBy('payment_id', () => payments.id),
    kind: varchar('kind', { length: 20, enum: PAYMENT_EVENT_KINDS }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: varchar('actor_name', { length: 150 }),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_events_payment_idx').on(t.paymentId, t.id),
    check('payment_events_kind_check', oneOf(t.kind, PAYMENT_EVENT_KINDS)),
  ],
)
