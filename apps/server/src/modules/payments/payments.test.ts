import { addMonthsSaoPaulo, parseBrCode } from '@gabarito/core'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { planPrices, userPlans } from '../../db/schema/index.ts'
import type { Clock } from '../../lib/clock.ts'
import { auth, createTestContext, signUpAndLogin, type TestContext } from '../../test/context.ts'
import { createCourse, createQuestion, createSubject, userIdOf } from '../../test/fixtures.ts'
import { insertPayment } from './payments.repo.ts'

const SECRET = 'segredo-do-webhook-0123456789'
let now = new Date('2026-11-20T15:00:00Z')
const clock: Clock = () => now
let t: TestContext
let course: Awaited<ReturnType<typeof createCourse>>

beforeAll(async () => {
  t = await createTestContext({
    clock,
    env: { PIX_WEBHOOK_SECRET: SECRET, PIX_KEY: 'pix@gabarito.app', PAYMENT_TTL_MINUTES: '30' },
  })
  course = await createCourse(t.db, { name: 'Sargento' })
  await t.db.insert(planPrices).values([
    { planId: course.planId, months: 1, priceCents: 2990 },
    { planId: course.planId, months: 3, priceCents: 7990 },
  ])
})
afterAll(() => t.close())

const offer = (token: string, id: number | string) =>
  t.app.inject({ url: `/api/v1/profile/meus/planos/modulo/${id}`, headers: auth(token) })
const buy = (token: string, id: number | string, months: number | string) =>
  t.app.inject({ url: `/api/v1/profile/meus/planos/modulo/${id}/meses/${months}`, headers: auth(token) })
const status = (token: string, id: number) =>
  t.app.inject({ url: `/api/v1/profile/meus/planos/pagamento/${id}`, headers: auth(token) })
const webhook = (pix: object[], secret: string | null = SECRET) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/pagamentos/webhook/pix',
    headers: secret === null ? {} : { 'x-webhook-secret': secret },
    payload: { pix },
  })
const txidOf = (content: string) => parseBrCode(parseBrCode(content).get('62') as string).get('05') as string
const endOf = async (userId: number, planId: number) =>
  (
    await t.db
      .select()
      .from(userPlans)
      .where(and(eq(userPlans.userId, userId), eq(userPlans.planId, planId)))
  )[0]?.endsAt

describe('plans and prices', () => {
  it('offers the unlimited subscription (id 1) at the SPEC prices and a course at its own', async () => {
    const { token } = await signUpAndLogin(t.app)
    expect((await offer(token, 1)).json()).toEqual({
      possui: false,
      valores: {
        '1': '1 mês - R$ 35,00',
        '2': '2 meses - R$ 65,00',
        '3': '3 meses - R$ 95,00',
        '6': '6 meses - R$ 180,00',
        '12': '12 meses - R$ 300,00',
      },
    })
    expect((await offer(token, course.id)).json()).toEqual({
      possui: false,
      valores: { '1': '1 mês - R$ 29,90', '3': '3 meses - R$ 79,90' },
    })
  })

  it('refuses unknown courses, courses not on sale and bad ids', async () => {
    const { token } = await signUpAndLogin(t.app)
    const hidden = await createCourse(t.db, { onSale: false })
    expect((await offer(token, 999999)).statusCode).toBe(404)
    expect((await offer(token, hidden.id)).statusCode).toBe(404)
    expect((await offer(token, 'abc')).statusCode).toBe(422)
    expect((await t.app.inject({ url: `/api/v1/profile/meus/planos/modulo/${course.id}` })).statusCode).toBe(
      401,
    )
  })
})

describe('paying by PIX', () => {
  it('creates a charge with a valid BR Code and QR image, offers it again while open, and refuses other months', async () => {
    const { token } = await signUpAndLogin(t.app)
    const res = await buy(token, 1, 3)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.pagamento.status).toBe('created')
    expect(body.valor).toBe('R$ 95,00')
    expect(body.verificar_a_cada).toBe(20)
    const fields = parseBrCode(body.qrcode.content)
    expect(fields.get('54')).toBe('95.00')
    expect(parseBrCode(fields.get('26') as string).get('01')).toBe('pix@gabarito.app')
    expect(txidOf(body.qrcode.content)).toMatch(/^GAB[A-Z0-9]{22}$/)
    expect(Buffer.from(body.qrcode.base64, 'base64').subarray(1, 4).toString()).toBe('PNG')
    expect((await buy(token, 1, 3)).json().pagamento.id).toBe(body.pagamento.id)
    const other = await buy(token, 1, 4)
    expect(other.statusCode).toBe(422)
    expect(other.json().errors.meses).toEqual([
      'Esta quantidade de meses não está disponível para este curso.',
    ])
    expect((await buy(token, 1, 0)).statusCode).toBe(422)
  })

  it('shows a payment only to its owner', async () => {
    const alice = await signUpAndLogin(t.app)
    const bob = await signUpAndLogin(t.app)
    const id = (await buy(alice.token, course.id, 1)).json().pagamento.id
    expect((await status(alice.token, id)).json()).toEqual({ id, status: 'created' })
    const foreign = await status(bob.token, id)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json()).toEqual({ message: 'Pagamento não encontrado.' })
  })

  it('grants exactly the months bought when the webhook confirms, once, and then refuses a new purchase', async () => {
    const { token } = await signUpAndLogin(t.app)
    const userId = userIdOf(token)
    const payment = (await buy(token, course.id, 3)).json()
    const item = {
      endToEndId: 'E12345678202611201500abcdefghijk',
      txid: txidOf(payment.qrcode.content),
      valor: '79.90',
      horario: now.toISOString(),
    }
    expect((await webhook([item])).json()).toEqual({ recebidos: 1, confirmados: 1 })
    expect((await status(token, payment.pagamento.id)).json().status).toBe('executed')
    expect(await endOf(userId, course.planId)).toEqual(addMonthsSaoPaulo(now, 3))
    expect((await webhook([item])).json()).toEqual({ recebidos: 1, confirmados: 0 })
    expect(await endOf(userId, course.planId)).toEqual(addMonthsSaoPaulo(now, 3))
    const plans = (await t.app.inject({ url: '/api/v1/profile/meus/planos', headers: auth(token) })).json()
    expect(plans[0]).toMatchObject({
      nome: 'Plano Sargento',
      curso: { id: course.id, nome: 'Sargento' },
      pivot: { data_fim: addMonthsSaoPaulo(now, 3).toISOString() },
    })
    expect((await offer(token, course.id)).json().possui).toBe(true)
    const again = await buy(token, course.id, 1)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: 'Você já possui o curso' })
  })

  it('extends an active plan from its end date', async () => {
    const { token } = await signUpAndLogin(t.app)
    const userId = userIdOf(token)
    const end = new Date('2027-01-10T15:00:00Z')
    await t.db.insert(userPlans).values({ userId, planId: 1, endsAt: new Date('2026-11-20T14:00:00Z') })
    const payment = (await buy(token, 1, 2)).json()
    await webhook([
      { endToEndId: 'E1', txid: txidOf(payment.qrcode.content), valor: '65.00', horario: now.toISOString() },
    ])
    expect(await endOf(userId, 1)).toEqual(addMonthsSaoPaulo(now, 2))
    // While it runs, a further purchase (here one recorded for the staff) extends it from its end date.
    await t.db
      .update(userPlans)
      .set({ endsAt: end })
      .where(and(eq(userPlans.userId, userId), eq(userPlans.planId, 1)))
    const extra = await insertPayment(t.db, {
      txid: 'GABEXTRA1',
      userId,
      planId: 1,
      months: 6,
      amountCents: 18000,
      brCode: 'x',
      expiresAt: now,
    })
    const res = await webhook([
      { endToEndId: 'E2', txid: extra.txid, valor: '180.00', horario: now.toISOString() },
    ])
    expect(res.json().confirmados).toBe(1)
    expect(await endOf(userId, 1)).toEqual(addMonthsSaoPaulo(end, 6))
  })

  it('changes nothing for a wrong amount, a bad secret or an unknown txid', async () => {
    const { token } = await signUpAndLogin(t.app)
    const userId = userIdOf(token)
    const payment = (await buy(token, course.id, 1)).json()
    const txid = txidOf(payment.qrcode.content)
    expect(
      (await webhook([{ endToEndId: 'E3', txid, valor: '29.89', horario: now.toISOString() }])).json()
        .confirmados,
    ).toBe(0)
    const badSecret = await webhook(
      [{ endToEndId: 'E4', txid, valor: '29.90', horario: now.toISOString() }],
      'segredo-errado-000000000',
    )
    expect(badSecret.statusCode).toBe(401)
    expect(
      (await webhook([{ endToEndId: 'E5', txid, valor: '29.90', horario: now.toISOString() }], null))
        .statusCode,
    ).toBe(401)
    expect(
      (
        await webhook([
          { endToEndId: 'E6', txid: 'GABDESCONHECIDO', valor: '29.90', horario: now.toISOString() },
        ])
      ).json().confirmados,
    ).toBe(0)
    expect((await status(token, payment.pagamento.id)).json().status).toBe('created')
    expect(await endOf(userId, course.planId)).toBeUndefined()
    expect(
      (await webhook([{ endToEndId: 'E7', txid, valor: 'abc', horario: now.toISOString() }])).statusCode,
    ).toBe(422)
  })

  it('expires an unpaid charge after the configured time and then offers a new one', async () => {
    const { token } = await signUpAndLogin(t.app)
    const first = (await buy(token, course.id, 1)).json()
    now = new Date(now.getTime() + 31 * 60 * 1000)
    expect((await status(token, first.pagamento.id)).json().status).toBe('expired')
    const second = (await buy(token, course.id, 1)).json()
    expect(second.pagamento.id).not.toBe(first.pagamento.id)
    expect(second.pagamento.status).toBe('created')
    now = new Date('2026-11-20T15:00:00Z')
  })

  it('opens the PRO topic filter and lifts the free tier once paid: one access rule', async () => {
    const subject = await createSubject(t.db, course.id, 'Português', ['Crase'])
    const qs: Awaited<ReturnType<typeof createQuestion>>[] = []
    for (let i = 0; i < 16; i++)
      qs.push(
        await createQuestion(t.db, {
          courseId: course.id,
          subjectId: subject.id,
          topicId: subject.topics[0]?.id,
        }),
      )
    const { token } = await signUpAndLogin(t.app)
    const topicUrl = `/api/v1/geral/modulo/${course.id}/assunto/${subject.topics[0]?.id}/disciplina/${subject.id}/perguntas`
    expect((await t.app.inject({ url: topicUrl, headers: auth(token) })).statusCode).toBe(423)
    const answer = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/respostas/api/v1/treinamento/responder',
        headers: auth(token),
        payload: { pergunta_id: qs[i]?.id, selected: qs[i]?.correctId, modulo_id: course.id },
      })
    for (let i = 0; i < 15; i++) await answer(i)
    expect((await answer(15)).statusCode).toBe(423)
    const payment = (await buy(token, course.id, 1)).json()
    await webhook([
      { endToEndId: 'E8', txid: txidOf(payment.qrcode.content), valor: '29.90', horario: now.toISOString() },
    ])
    expect((await t.app.inject({ url: topicUrl, headers: auth(token) })).statusCode).toBe(200)
    expect((await answer(15)).statusCode).toBe(200)
  })
})
