import { beforeAll, describe, expect, it } from 'vitest'
import { auth } from '../../test/context.ts'
import { userIdOf } from '../../test/fixtures.ts'
import { staffSuite } from '../../test/staff.ts'
import { recordAudit } from './audit.service.ts'

const { t, tokens } = staffSuite()

beforeAll(async () => {
  const manager = { id: userIdOf(tokens.manager), nome: 'Gerente Gisele' }
  await t.db.transaction(async (tx) => {
    await recordAudit(tx, manager, {
      action: 'criar',
      entity: 'disciplina',
      entityId: 7,
      after: { nome: 'Português', criada: new Date('2026-11-20T12:00:00Z') },
    })
    await recordAudit(tx, manager, {
      action: 'alterar',
      entity: 'disciplina',
      entityId: 7,
      before: { nome: 'Português' },
      after: { nome: 'Língua Portuguesa' },
    })
    await recordAudit(tx, manager, { action: 'alterar', entity: 'curso', entityId: 3, before: {}, after: {} })
  })
})

const table = (query: string) =>
  t.app.inject({ url: `/api/v1/admin/auditoria?${query}`, headers: auth(tokens.admin) })

describe('GET /api/v1/admin/auditoria', () => {
  it('lists the changes newest first, with who, what, before and after as JSON', async () => {
    const res = await table('draw=3')
    expect(res.statusCode).toBe(200)
    const page = res.json()
    expect(page).toMatchObject({ draw: 3, recordsTotal: 3, recordsFiltered: 3 })
    expect(page.data.map((row: { acao: string }) => row.acao)).toEqual(['alterar', 'alterar', 'criar'])
    expect(page.data[1]).toMatchObject({
      usuario: { id: userIdOf(tokens.manager), nome: 'Gerente Gisele' },
      acao: 'alterar',
      entidade: 'disciplina',
      registro: '7',
      antes: { nome: 'Português' },
      depois: { nome: 'Língua Portuguesa' },
    })
    expect(page.data[2].depois).toEqual({ nome: 'Português', criada: '2026-11-20T12:00:00.000Z' })
    expect(page.data[2].antes).toBeNull()
  })

  it('filters by the kind of record and by one record', async () => {
    expect((await table('entidade=curso')).json().data).toHaveLength(1)
    expect((await table('entidade=disciplina&registro=7')).json().recordsTotal).toBe(2)
    expect((await table('entidade=disciplina&registro=8')).json().recordsTotal).toBe(0)
  })

  it('searches and pages as every table does', async () => {
    const page = (await table('search[value]=gisele&length=12&start=2')).json()
    expect(page).toMatchObject({ recordsTotal: 3, recordsFiltered: 3 })
    expect(page.data).toHaveLength(1)
    expect((await table('length=13')).statusCode).toBe(422)
  })
})
