import { integer, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core'
import { courses } from './courses.ts'
import { users } from './users.ts'

/** A sellable plan: one per course, plus the unlimited subscription (id 1, no course, every course). */
export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 150 }).notNull(),
  courseId: integer('course_id').references(() => courses.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The unlimited subscription's plan id; the same id is reserved among courses for it (migration 0001). */
export const UNLIMITED_PLAN_ID = 1

/** A user's access to a plan until `endsAt` (the SPEC's pivot.data_fim). */
export const userPlans = pgTable(
  'user_plans',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.planId] })],
)
