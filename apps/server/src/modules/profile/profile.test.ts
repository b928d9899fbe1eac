import { describe, expect, it } from 'vitest'
import { plans, UNLIMITED_PLAN_ID, userPlans } from '../../db/schema/index.ts'
import { auth, signUpAndLogin, testContextSuite } from '../../test/context.ts'

const t = testContextSuite()

describe('my plans', () => {
  it('lists only the caller’s plans, newest end date first, with pivot.data_fim', async () => {
    const alice = await signUpAndLogin(t.app)
    const bob = await signUpAndLogin(t.app)
    const aliceId = JSON.parse(Buffer.from(alice.token.split('.')[1] as string, 'base64url').toString()).user
      .id
    const bobId = JSON.parse(Buffer.from(bob.token.split('.')[1] as string, 'base64url').toString()).user.id
    const [course] = await t.db.insert(plans).values({ name: 'Plano Curso' }).returning()
    await t.db.insert(userPlans).values([
      { userId: aliceId, planId: UNLIMITED_PLAN_ID, endsAt: new Date('2027-03-01T03:00:00Z') },
      { userId: aliceId, planId: course?.id as number, endsAt: new Date('2027-06-15T03:00:00Z') },
      { userId: bobId, planId: UNLIMITED_PLAN_ID, endsAt: new Date('2028-01-01T03:00:00Z') },
    ])
    const res = await t.app.inject({ url: '/api/v1/profile/meus/planos', headers: auth(alice.token) })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([
      { id: course?.id, nome: 'Plano Curso', curso: null, pivot: { data_fim: '2027-06-15T03:00:00.000Z' } },
      { id: 1, nome: 'Assinatura ilimitada', curso: null, pivot: { data_fim: '2027-03-01T03:00:00.000Z' } },
    ])
  })

  it('is empty for a new student and needs a token', async () => {
    const { token } = await signUpAndLogin(t.app)
    expect((await t.app.inject({ url: '/api/v1/profile/meus/planos', headers: auth(token) })).json()).toEqual(
      [],
    )
    expect((await t.app.inject({ url: '/api/v1/profile/meus/planos' })).statusCode).toBe(401)
  })
})
