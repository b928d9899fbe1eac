import { addMonthsSaoPaulo } from '@gabarito/core'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payments } from '../../db/schema/index.ts'
import { auth } from '../../test/context.ts'
import { ALREADY_REFUNDED, NOT_CONFIRMED } from './payments.staff.service.ts'
import { paymentsStaffSuite } from './payments.staff.test-helpers.ts'

let s: Awaited<ReturnType<typeof paymentsStaffSuite>>
beforeAll(async () => {
  s = await paymentsStaffSuite('2026-01-31T13:00:00Z')
})
afterAll(() => s.t.close())

const DAY = 24 * 3600 * 1000
const refund = (id: number, motivo?: string) =>
  s.admin('POST', `/pagamentos/${id}/estornar`, motivo === undefined ? {} : { motivo })

describe('refunds and cancellations', () => {
  it('take off exactly what each payment added, a payment stacked after it keeping its own months', async () => {
    const eva = await s.student({ nome: 'Eva Estornada' })
    // Two charges made before paying either: both paid, the second stacks after the first.
    const a = await s.buy(eva.token, 1)
    const b = await s.buy(eva.token, 3)
    const t0 = s.state.now
    await s.webhook(a.txid, '29.90', '2026-01-31T10:00:00-03:00')
    const endA = addMonthsSaoPaulo(t0, 1) // 31/01 + 1 month = 28/02
    expect(await s.endOf(eva.id)).toEqual(endA)
    s.state.now = new Date(t0.getTime() + 2 * DAY)
    await s.admin('POST', `/pagamentos/${b.id}/confirmar`)
    const endB = addMonthsSaoPaulo(endA, 3)
    expect(await s.endOf(eva.id)).toEqual(endB)

    const res = await refund(a.id, 'Pediu o dinheiro de volta')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().pagamento).toMatchObject({ status: 'refunded', status_texto: 'Estornado' })
    const afterA = await s.endOf(eva.id)
    expect(afterA?.getTime()).toBe(endB.getTime() - (endA.getTime() - t0.getTime()))
    expect(res.json().pagamento.plano_fim).toBe(afterA?.toISOString())

    // Twice is a 409 and changes nothing; so is a late webhook for the refunded payment.
    const again = await refund(a.id)
    expect([again.statusCode, again.json().message]).toEqual([409, ALREADY_REFUNDED])
    await s.webhook(a.txid, '29.90', '2026-01-31T10:00:00-03:00')
    expect((await s.admin('POST', `/pagamentos/${a.id}/confirmar`)).statusCode).toBe(409)
    expect(await s.endOf(eva.id)).toEqual(afterA)

    // Cancelling the stacked one takes its 3 months off too: the plan ends when the first was confirmed.
    const cancel = await s.admin('POST', `/pagamentos/${b.id}/cancelar`, {})
    expect(cancel.json().pagamento.status_texto).toBe('Cancelado')
    expect(await s.endOf(eva.id)).toEqual(t0)
    expect((await s.admin('POST', `/pagamentos/${b.id}/estornar`, {})).statusCode).toBe(409)

    // The student's own status call reads the new statuses.
    const own = await s.t.app.inject({
      url: `/api/v1/profile/meus/planos/pagamento/${a.id}`,
      headers: auth(eva.token),
    })
    expect(own.json()).toEqual({ id: a.id, status: 'refunded' })

    const history = (await s.admin('GET', `/pagamentos/${a.id}`)).json().historico
    expect(history.map((e: { tipo: string }) => e.tipo)).toEqual([
      'created',
      'webhook',
      'refunded',
      'webhook',
      'staff',
    ])
    expect(history[2].texto).toContain('Motivo: Pediu o dinheiro de volta')
    expect(history[2].por).toBe('Maria Aparecida Souza')
  })

  it('refuses an unpaid charge with 409 and a pt-BR message; 422 for a long reason', async () => {
    const fabio = await s.student()
    const p = await s.buy(fabio.token, 1)
    const res = await refund(p.id)
    expect([res.statusCode, res.json().message]).toEqual([409, NOT_CONFIRMED])
    expect((await s.admin('POST', `/pagamentos/${p.id}/cancelar`, {})).statusCode).toBe(409)
    const long = await refund(p.id, 'x'.repeat(501))
    expect([long.statusCode, Object.keys(long.json().errors)]).toEqual([422, ['motivo']])
    expect(await s.endOf(fabio.id)).toBeNull()

    // Past its expiry the student's status call marks it expired, and the history says so.
    s.state.now = new Date(s.state.now.getTime() + 31 * 60_000)
    const own = await s.t.app.inject({
      url: `/api/v1/profile/meus/planos/pagamento/${p.id}`,
      headers: auth(fabio.token),
    })
    expect(own.json().status).toBe('expired')
    const detail = (await s.admin('GET', `/pagamentos/${p.id}`)).json()
    expect(detail.historico.map((e: { texto: string }) => e.texto)).toEqual([
      'Cobrança PIX criada pelo aluno',
      'Cobrança expirada sem pagamento',
    ])
  })

  it('refunds a payment confirmed before the period was recorded by its months from when it was paid', async () => {
    const gil = await s.student()
    const p = await s.buy(gil.token, 1)
    await s.admin('POST', `/pagamentos/${p.id}/confirmar`)
    const paidAt = s.state.now
    await s.t.db.update(payments).set({ planFrom: null, planUntil: null }).where(eq(payments.id, p.id))
    const end = (await s.endOf(gil.id)) as Date
    await refund(p.id)
    const added = addMonthsSaoPaulo(paidAt, 1).getTime() - paidAt.getTime()
    expect((await s.endOf(gil.id))?.getTime()).toBe(end.getTime() - added)
  })
})

describe('the accountant CSV', () => {
  it("has the month's confirmed payments in São Paulo time: BOM, ';', decimal comma", async () => {
    const hugo = await s.student({ nome: 'Hugo "Contábil"; Silva' })
    const inMonth = await s.buy(hugo.token, 3)
    await s.webhook(inMonth.txid, '1079.90', '2026-03-31T23:30:00-03:00') // 01/04 02:30 UTC, still March here
    const ivo = await s.student({ nome: 'Ivo Abril' })
    const april = await s.buy(ivo.token, 1)
    await s.webhook(april.txid, '29.90', '2026-04-01T00:10:00-03:00')
    await s.buy((await s.student()).token, 1) // unpaid: left out

    const res = await s.admin('GET', '/pagamentos/exportar?mes=2026-03')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="pagamentos-2026-03.csv"')
    const bytes = res.rawPayload
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.subarray(3).toString('utf8').split('\r\n')
    expect(lines.at(-1)).toBe('')
    expect(lines[0]).toBe('Data;Txid;EndToEndId;Aluno;CPF;Plano;Meses;Valor')
    expect(lines.slice(1, -1)).toHaveLength(1)
    const cpf = hugo.student.id
    expect(lines[1]).toBe(
      [
        '31/03/2026 23:30',
        inMonth.txid,
        `E${inMonth.txid.slice(3, 30)}`,
        '"Hugo ""Contábil""; Silva"',
        `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
        'Plano Sargento da Aeronáutica',
        '3',
        '1079,90',
      ].join(';'),
    )
    const aprilCsv = (await s.admin('GET', '/pagamentos/exportar?mes=2026-04')).rawPayload.toString('utf8')
    expect(aprilCsv).toContain('Ivo Abril')
    expect(aprilCsv).toContain(';29,90\r\n')
    expect(aprilCsv).not.toContain('Hugo')
  })
})
