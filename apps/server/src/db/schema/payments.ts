import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'
import { plans } from './plans.ts'
import { users } from './users.ts'

/** What a plan costs for a number of months, in integer centavos; staff may change it. */
export const planPrices = pgTable(
  'plan_prices',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    months: smallint('months').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.months] })],
)

export const PAYMENT_STATUS = { created: 'created', executed: 'executed', expired: 'expired' } as const
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS]

/** A PIX charge for a plan: created with its BR Code, then executed when the payment is confirmed. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** Identifies the charge at the PSP and inside the BR Code (letters and digits, 25 at most). */
    txid: varchar('txid', { length: 35 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    months: smallint('months').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: varchar('status', { length: 10 }).notNull().default(PAYMENT_STATUS.created),
    brCode: text('br_code').notNull(),
    paymentUrl: text('payment_url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    endToEndId: varchar('end_to_end_id', { length: 40 }),
    /** How it was confirmed: 'webhook', 'psp' (polled) or 'staff'. */
    confirmedBy: varchar('confirmed_by', { length: 10 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_user_idx').on(t.userId, t.createdAt)],
)
