import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core'
import { createdAt, instant, ownedBy, requiredRef, serialId, updatedAt } from './columns.ts'
import { courses } from './courses.ts'
import { users } from './users.ts'

/** A sellable plan: one per course, plus the unlimited subscription (id 1, no course, every course). */
export const plans = pgTable('plans', {
  id: serialId(),
  name: varchar('name', { length: 150 }).notNull(),
  courseId: integer('course_id').references(() => courses.id),
  createdAt: createdAt(),
})

/** The unlimited subscription's plan id; the same id is reserved among courses for it (migration 0001). */
export const UNLIMITED_PLAN_ID = 1

/** A user's access to a plan until `endsAt` (the SPEC's pivot.data_fim). */
export const userPlans = pgTable(
  'user_plans',
  {
    userId: ownedBy('user_id', () => users.id),
    planId: requiredRef('plan_id', () => plans.id),
    endsAt: instant('ends_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.planId] })],
)
