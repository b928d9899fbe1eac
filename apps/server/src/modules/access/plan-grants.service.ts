import { addMonthsSaoPaulo } from '@gabarito/core'
import type { Executor } from '../../db/client.ts'
import { findPlanOfCourse, lockPlanEnd, writePlanEnd } from './plan-grants.repo.ts'

export { findPlanOfCourse }

/** A plan's end date before and after a staff change (null: the user never held it). */
export interface PlanEndChange {
  before: Date | null
  after: Date
}

/**
 * Grants or extends a plan by `months` (decision 0026): counted from the later of `now` and the current end
 * date, as a paid plan is (decision 0008), so a running plan loses no day and a lapsed one starts today. Call it in
 * the transaction that audits the change.
 */
export async function extendPlanEnd(
  tx: Executor,
  userId: number,
  planId: number,
  months: number,
  now: Date,
): Promise<PlanEndChange> {
  const before = (await lockPlanEnd(tx, userId, planId)) ?? null
  const after = addMonthsSaoPaulo(before && before > now ? before : now, months)
  await writePlanEnd(tx, userId, planId, after)
  return { before, after }
}

/** Revokes a plan: its end date becomes `now` (the row stays, so the history shows it); null if never held. */
export async function endPlanNow(
  tx: Executor,
  userId: number,
  planId: number,
  now: Date,
): Promise<PlanEndChange | null> {
  const before = await lockPlanEnd(tx, userId, planId)
  if (!before) return null
  const after = before < now ? before : now
  await writePlanEnd(tx, userId, planId, after)
  return { before, after }
}
