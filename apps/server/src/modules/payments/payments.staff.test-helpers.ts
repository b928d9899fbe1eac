import { and, eq } from 'drizzle-orm'
import { planPrices, userPlans } from '../../db/schema/index.ts'
import type { Clock } from '../../lib/clock.ts'
import { auth, createTestContext, signUpAndLogin, type TestContext } from '../../test/context.ts'
import { createCourse, userIdOf } from '../../test/fixtures.ts'
import { staffTokens } from '../../test/staff.ts'

export const SECRET = 'segredo-do-webhook-0123456789'

/** One app per file with a movable clock, a course on sale (1 month R$ 29,90, 3 months R$ 1.079,90) and staff. */
export async function paymentsStaffSuite(start: string) {
  const state = { now: new Date(start) }
  const clock: Clock = () => state.now
  const t: TestContext = await createTestContext({ clock, env: { PIX_WEBHOOK_SECRET: SECRET } })
  const course = await createCourse(t.db, { name: 'Sargento da Aeronáutica' })
  await t.db.insert(planPrices).values([
    { planId: course.planId, months: 1, priceCents: 2990 },
    { planId: course.planId, months: 3, priceCents: 107990 },
  ])
  const tokens = await staffTokens(t)
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/admin${url}`, headers: auth(tokens.admin), payload })

  return {
    t,
    state,
    course,
    tokens,
    admin,
    async student(overrides: Partial<Record<string, string>> = {}) {
      const { token, student } = await signUpAndLogin(t.app, overrides)
      return { token, student, id: userIdOf(token) }
    },
    /** A new charge of the student's (through the student's own call); its id and txid. */
    async buy(token: string, months: number, courseId = course.id) {
      const res = await t.app.inject({
        url: `/api/v1/profile/meus/planos/modulo/${courseId}/meses/${months}`,
        headers: auth(token),
      })
      if (res.statusCode !== 200) throw new Error(`buy failed: ${res.body}`)
      const id = res.json<{ pagamento: { id: number } }>().pagamento.id
      const detail = (await admin('GET', `/pagamentos/${id}`)).json<{ txid: string }>()
      return { id, txid: detail.txid }
    },
    webhook(txid: string, valor: string, horario: string) {
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/pagamentos/webhook/pix',
        headers: { 'x-webhook-secret': SECRET },
        payload: { pix: [{ endToEndId: `E${txid.slice(3, 30)}`, txid, valor, horario }] },
      })
    },
    async endOf(userId: number, planId = course.planId) {
      const [row] = await t.db
        .select()
        .from(userPlans)
        .where(and(eq(userPlans.userId, userId), eq(userPlans.planId, planId)))
      return row?.endsAt ?? null
    },
  }
}
