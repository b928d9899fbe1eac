import { addMonthsSaoPaulo } from '@gabarito/core'
import type { Executor } from '../../db/client.ts'
import { findPlanOfCourse, lockPlanEnd, writePlanEnd } from './plan-grants.repo.ts'

export { findPlanOfCourse }

/** A plan's end date before and after a staff change (null: the user never held it). */
export interface PlanEndChange {
  before: Date | null
  after: Date
}

/** An extension: also the day the months are counted from. */
export interface PlanExtension extends PlanEndChange {
  from: Date
}

/**
 * Grants or extends a plan by `months`, for a confirmed payment (decision 0008) or a staff grant (decision 0026):
 * counted from the later of `now` and the current end date, so a running plan loses no day and a lapsed one starts
 * today. Call it in the transaction that records the payment or audits the change.
 */
export async function extendPlanEnd(
  tx: Executor,
  userId: number,
  planId: number,
  months: number,
  now: Date,
): Promise<PlanExtension> {
  const before = (await lockPlanEnd(tx, userId, planId)) ?? null
  const from = before && before > now ? before : now
  const after = addMonthsSaoPaulo(from, months)
  await writePlanEnd(tx, userId, planId, after)
  return { before, from, after }
}

/** Locks a plan's end date and moves it to `next(end)`; null if the user never held the plan. */
async function movePlanEnd(
  tx: Executor,
  userId: number,
  planId: number,
  next: (end: Date) => Date,
): Promise<PlanEndChange | null> {
  const before = await lockPlanEnd(tx, userId, planId)
  if (!before) return null
  const after = next(before)
  await writePlanEnd(tx, userId, planId, after)
  return { before, after }
}

/** Takes `ms` off a plan's end date (a refunded or cancelled payment's period, decision 0025); null if never held. */
export function shortenPlanEnd(tx: Executor, userId: number, planId: number, ms: number) {
  return movePlanEnd(tx, userId, planId, (end) => new Date(end.getTime() - ms))
}

/** Revokes a plan: its end date becomes `now` (the row stays, so the history shows it); null if never held. */
export function endPlanNow(tx: Executor, userId: number, planId: number, now: Date) {
  return movePlanEnd(tx, userId, planId, (end) => (end < now ? end : now))
}
