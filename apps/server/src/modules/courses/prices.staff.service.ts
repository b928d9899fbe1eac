import type { PlanPrice, PlanPrices } from '@gabarito/core/contract'
import type { Executor } from '../../db/client.ts'
import { UNLIMITED_PLAN_ID } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import { notFound } from '../../lib/errors.ts'
import { requirePermission } from '../access/access.service.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { COURSE_NOT_FOUND } from './courses.service.ts'
import {
  findPlan,
  findStaffCourse,
  listPlanPrices,
  lockPlan,
  replacePlanPrices,
} from './courses.staff.repo.ts'

/** The plan sold for the course (its own, or the unlimited subscription for id 1); 404 without one. */
async function planOf(db: Executor, courseId: number) {
  if (courseId !== UNLIMITED_PLAN_ID && !(await findStaffCourse(db, courseId)))
    throw notFound(COURSE_NOT_FOUND)
  const plan = await findPlan(db, courseId)
  if (!plan) throw notFound('Este curso não tem plano à venda.')
  return plan
}

const pricesJson = (rows: { months: number; priceCents: number }[]): PlanPrice[] =>
  rows.map((r) => ({ meses: r.months, centavos: r.priceCents }))

/** A plan's prices per number of months; Admin only (decision 0016). */
export async function planPrices(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  courseId: number,
): Promise<PlanPrices> {
  requirePermission(caller, 'courses.sell')
  const plan = await planOf(deps.db, courseId)
  return { plano_id: plan.id, nome: plan.name, precos: pricesJson(await listPlanPrices(deps.db, plan.id)) }
}

/**
 * Replaces a plan's prices; Admin only, audited as 'alterar_precos' of the course (or of the unlimited
 * subscription). The payment page reads prices at each visit and a charge at an old price is not offered again
 * (decision 0008), so nothing is cached to forget.
 */
export async function setPlanPrices(
  deps: Pick<Deps, 'db'>,
  caller: Caller,
  courseId: number,
  prices: PlanPrice[],
): Promise<PlanPrices> {
  requirePermission(caller, 'courses.sell')
  return deps.db.transaction(async (tx) => {
    const plan = await planOf(tx, courseId)
    await lockPlan(tx, plan.id)
    const before = pricesJson(await listPlanPrices(tx, plan.id))
    const sorted = [...prices].sort((a, b) => a.meses - b.meses)
    await replacePlanPrices(
      tx,
      plan.id,
      sorted.map((p) => ({ months: p.meses, priceCents: p.centavos })),
    )
    const unlimited = courseId === UNLIMITED_PLAN_ID
    await recordAudit(tx, caller, {
      action: 'alterar_precos',
      entity: unlimited ? 'assinatura_ilimitada' : 'curso',
      entityId: courseId,
      before: { precos: before },
      after: { precos: sorted },
    })
    return { plano_id: plan.id, nome: plan.name, precos: sorted }
  })
}
