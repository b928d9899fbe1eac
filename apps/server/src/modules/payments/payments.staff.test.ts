import { addMonthsSaoPaulo } from '@gabarito/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/index.ts'
import { auth } from '../../test/context.ts'
import { paymentsStaffSuite } from './payments.staff.test-helpers.ts'

let s: Awaited<ReturnType<typeof paymentsStaffSuite>>
beforeAll(async () => {
  s = await paymentsStaffSuite('2026-11-20T15:00:00Z')
})
afterAll(() => s.t.close())

type Row = { id: number; aluno: { nome: string }; status: string; valor: string; status_texto: string }
const table = async (query: string) => {
  const res = await s.admin('GET', `/pagamentos?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ recordsTotal: number; recordsFiltered: number; data: Row[] }>()
}

describe('the payments table', () => {
  it('searches by name, CPF (with or without dots), e-mail and txid, and filters', async () => {
    const ana = await s.student({ nome: 'Ana Tesoureira Lima' })
    const bruno = await s.student({ nome: 'Bruno Caixa Souza' })
    const a = await s.buy(ana.token, 1)
    await s.buy(bruno.token, 3)
    const cpf = ana.student.id
    const dotted = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`
    for (const term of ['tesoureira', cpf, dotted, ana.student.email ?? '', a.txid]) {
      const page = await table(`search[value]=${encodeURIComponent(term)}`)
      expect(page.data.map((r) => r.aluno.nome)).toEqual(['Ana Tesoureira Lima'])
    }
    const row = (await table('search[value]=tesoureira')).data[0]
    expect(row).toMatchObject({ status: 'created', status_texto: 'Aguardando pagamento', valor: 'R$ 29,90' })

    expect((await table('valor_min=1000,00')).data.map((r) => r.aluno.nome)).toEqual(['Bruno Caixa Souza'])
    expect((await table('valor_max=29.90')).data.map((r) => r.aluno.nome)).toContain('Ana Tesoureira Lima')
    expect((await table(`modulo_id=${s.course.id}`)).recordsTotal).toBeGreaterThanOrEqual(2)
    expect((await table('modulo_id=1')).recordsTotal).toBe(0)
    expect((await table('status=executed')).recordsTotal).toBe(0)
    // 20/11 15:00 UTC is 20/11 in São Paulo.
    expect((await table('de=2026-11-20&ate=2026-11-20')).recordsTotal).toBeGreaterThanOrEqual(2)
    expect((await table('de=2026-11-21')).recordsTotal).toBe(0)
  })

  it('answers 422 with the field for bad filters', async () => {
    for (const [query, field] of [
      ['status=pago', 'status'],
      ['de=2026-02-30', 'de'],
      ['valor_min=abc', 'valor_min'],
      ['de=2026-11-21&ate=2026-11-20', 'ate'],
      ['modulo_id=x', 'modulo_id'],
    ] as const) {
      const res = await s.admin('GET', `/pagamentos?${query}`)
      expect([query, res.statusCode]).toEqual([query, 422])
      expect(Object.keys(res.json().errors)).toContain(field)
    }
    for (const mes of ['', '2026-13', '11-2026']) {
      const res = await s.admin('GET', `/pagamentos/exportar?mes=${mes}`)
      expect([mes, res.statusCode, Object.keys(res.json().errors)]).toEqual([mes, 422, ['mes']])
    }
    expect((await s.admin('GET', '/pagamentos/abc')).statusCode).toBe(422)
    expect((await s.admin('GET', '/pagamentos/999999')).statusCode).toBe(404)
  })

  it('is for Admins only: a Gerente gets 403', async () => {
    const res = await s.t.app.inject({ url: '/api/v1/admin/pagamentos', headers: auth(s.tokens.manager) })
    expect(res.statusCode).toBe(403)
  })
})

describe('confirming a payment received outside the PSP', () => {
  it('grants the plan once: a second confirmation changes nothing; history and audit tell who', async () => {
    const carla = await s.student({ nome: 'Carla Confirmada' })
    const p = await s.buy(carla.token, 1)
    const first = await s.admin('POST', `/pagamentos/${p.id}/confirmar`)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({
      mensagem: 'Recebimento confirmado: plano liberado.',
      pagamento: { status: 'executed', status_texto: 'Pago', confirmado_por: 'staff' },
    })
    const end = await s.endOf(carla.id)
    expect(end).toEqual(addMonthsSaoPaulo(s.state.now, 1))

    s.state.now = new Date(s.state.now.getTime() + 60_000)
    const second = await s.admin('POST', `/pagamentos/${p.id}/confirmar`)
    expect(second.json().mensagem).toBe('Este pagamento já estava confirmado; nada mudou.')
    expect(await s.endOf(carla.id)).toEqual(end)

    // A late webhook for the same payment changes nothing either.
    await s.webhook(p.txid, '29.90', '2026-11-20T12:10:00-03:00')
    expect(await s.endOf(carla.id)).toEqual(end)

    const detail = (await s.admin('GET', `/pagamentos/${p.id}`)).json()
    expect(detail.plano_fim).toBe(end?.toISOString())
    expect(detail.periodo).toEqual({ de: first.json().pagamento.periodo.de, ate: end?.toISOString() })
    expect(detail.historico.map((e: { tipo: string; por: string | null }) => [e.tipo, e.por])).toEqual([
      ['created', null],
      ['staff', 'Maria Aparecida Souza'],
      ['staff', 'Maria Aparecida Souza'],
      ['webhook', null],
    ])
    expect(detail.historico[2].texto).toBe('Confirmação pela equipe: pagamento já confirmado, nada mudou')
    const audits = await s.t.db.select().from(auditLog)
    expect(audits.filter((a) => a.entity === 'pagamento' && a.entityId === String(p.id))).toHaveLength(1)
  })

  it('records the webhook calls, a wrong amount included, and answers 404 for an unknown payment', async () => {
    const davi = await s.student()
    const p = await s.buy(davi.token, 1)
    await s.webhook(p.txid, '1.00', '2026-11-20T12:20:00-03:00')
    await s.webhook(p.txid, '29.90', '2026-11-20T12:21:00-03:00')
    const detail = (await s.admin('GET', `/pagamentos/${p.id}`)).json()
    expect(detail.historico.map((e: { texto: string }) => e.texto)).toEqual([
      'Cobrança PIX criada pelo aluno',
      'Webhook do PSP: valor divergente (R$ 1,00), nada mudou',
      'Webhook do PSP: pagamento confirmado e plano liberado',
    ])
    expect(detail.pago_em).toBe('2026-11-20T15:21:00.000Z')
    expect((await s.admin('POST', '/pagamentos/999999/confirmar')).statusCode).toBe(404)
  })
})
