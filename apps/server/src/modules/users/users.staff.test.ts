import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../db/schema/index.ts'
import { auth, login, signUpAndLogin } from '../../test/context.ts'
import { createCourse, UNLIMITED, userIdOf } from '../../test/fixtures.ts'
import { staffSuite } from '../../test/staff.ts'
import { ACCOUNT_BLOCKED } from '../auth/auth.service.ts'

// The Admin's users screen through the API: search, plans with exact end dates, roles, blocks and resets, each
// audited. The app's clock stands still at NOW unless a test moves it.
const NOW = new Date('2026-11-20T17:30:00Z')
let now = NOW
const { t, tokens } = staffSuite({ clock: () => now })
let course: Awaited<ReturnType<typeof createCourse>>

beforeAll(async () => {
  course = await createCourse(t.db, { name: 'Curso dos planos' })
})

type Method = 'GET' | 'POST' | 'PUT'
const call = (method: Method, url: string, token = tokens.admin, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/admin${url}`, headers: auth(token), payload })
const search = (busca: string, token = tokens.admin) =>
  call('GET', `/usuarios?busca=${encodeURIComponent(busca)}&length=-1`, token)
const auditOf = async (userId: number) =>
  (await call('GET', `/auditoria?entidade=usuario&registro=${userId}&length=-1`)).json().data as {
    acao: string
    antes: unknown
    depois: unknown
    usuario: { nome: string }
  }[]
const me = (token: string) => t.app.inject({ url: '/api/v1/seguranca/auth/me', headers: auth(token) })

describe('finding users', () => {
  it('finds by CPF (with or without punctuation), name or e-mail from 3 characters; fewer list nobody', async () => {
    const { student, token } = await signUpAndLogin(t.app, { nome: 'Joaquina Ávila Prado' })
    const id = userIdOf(token)
    const dotted = `${student.id.slice(0, 3)}.${student.id.slice(3, 6)}.${student.id.slice(6, 9)}-${student.id.slice(9)}`
    for (const term of [
      student.id,
      dotted,
      student.id.slice(2, 8),
      'avila prado',
      'JOAQUINA',
      student.email,
    ]) {
      const res = await search(term)
      expect([term, res.statusCode]).toEqual([term, 200])
      expect(res.json().data.map((u: { id: number }) => u.id)).toContain(id)
    }
    const row = (await search(student.id)).json().data[0]
    expect(row).toMatchObject({ id, nome: 'Joaquina Ávila Prado', cpf: student.id, perfis: ['Aluno'] })
    for (const term of ['', 'jo', '  j ']) {
      expect((await search(term)).json()).toMatchObject({ recordsTotal: 0, data: [] })
    }
    expect((await search('x'.repeat(151))).statusCode).toBe(422)
    expect((await search('Joaquina', tokens.manager)).statusCode).toBe(403)
  })
})

describe('plans granted by an Admin', () => {
  it('grants, extends from the current end, revokes to now and grants again from now, exactly; audited', async () => {
    const { token } = await signUpAndLogin(t.app)
    const id = userIdOf(token)
    const grant = (modulo_id: number, meses: number, motivo = 'Prêmio da promoção de novembro') =>
      call('POST', `/usuarios/${id}/planos`, tokens.admin, { modulo_id, meses, motivo })
    const endOf = async (moduloId: number) =>
      (await call('GET', `/usuarios/${id}`))
        .json()
        .planos.find((p: { modulo_id: number }) => p.modulo_id === moduloId)

    expect((await grant(course.id, 3)).json()).toEqual({
      plano_id: course.planId,
      modulo_id: course.id,
      data_fim: '2027-02-20T17:30:00.000Z',
    })
    now = new Date('2026-12-01T12:00:00Z')
    expect((await grant(course.id, 2)).json().data_fim).toBe('2027-04-20T17:30:00.000Z')
    expect((await grant(UNLIMITED, 1)).json().data_fim).toBe('2027-01-01T12:00:00.000Z')
    expect(await endOf(UNLIMITED)).toMatchObject({ data_fim: '2027-01-01T12:00:00.000Z', ativo: true })
    const mine = (await t.app.inject({ url: '/api/v1/profile/meus/planos', headers: auth(token) })).json()
    expect(mine.map((p: { pivot: { data_fim: string } }) => p.pivot.data_fim)).toEqual([
      '2027-04-20T17:30:00.000Z',
      '2027-01-01T12:00:00.000Z',
    ])

    const revoked = await call('POST', `/usuarios/${id}/planos/${course.id}/revogar`)
    expect(revoked.json().data_fim).toBe(now.toISOString())
    expect(await endOf(course.id)).toMatchObject({ data_fim: now.toISOString(), ativo: false })
    now = new Date('2026-12-05T12:00:00Z')
    expect((await grant(course.id, 1)).json().data_fim).toBe('2027-01-05T12:00:00.000Z')

    const never = await call('POST', `/usuarios/${id}/planos/${(await createCourse(t.db)).id}/revogar`)
    expect([never.statusCode, never.json().errors]).toEqual([
      422,
      { modulo_id: ['Este usuário não tem este plano.'] },
    ])
    now = NOW

    const log = await auditOf(id)
    expect(log.map((r) => r.acao)).toEqual([
      'conceder_plano',
      'revogar_plano',
      'conceder_plano',
      'conceder_plano',
      'conceder_plano',
    ])
    expect(log[4]).toMatchObject({
      antes: { plano_id: course.planId, data_fim: null },
      depois: { data_fim: '2027-02-20T17:30:00.000Z', meses: 3, motivo: 'Prêmio da promoção de novembro' },
    })
  })

  it('answers 422 with the field for a bad course, months or reason, 404 for an unknown user', async () => {
    const { token } = await signUpAndLogin(t.app)
    const url = `/usuarios/${userIdOf(token)}/planos`
    const cases: [object, Record<string, string[]>][] = [
      [{ modulo_id: 999999, meses: 1, motivo: 'Suporte' }, { modulo_id: ['Curso não encontrado.'] }],
      [{ modulo_id: course.id, meses: 0, motivo: 'Suporte' }, { meses: ['Informe de 1 a 36 meses.'] }],
      [
        { modulo_id: course.id, meses: 2, motivo: ' ' },
        { motivo: ['Informe o motivo (ao menos 3 caracteres).'] },
      ],
    ]
    for (const [payload, errors] of cases) {
      const res = await call('POST', url, tokens.admin, payload)
      expect([res.statusCode, res.json().errors]).toEqual([422, errors])
    }
    const missing = await call('POST', '/usuarios/999999/planos', tokens.admin, cases[0]?.[0])
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Usuário não encontrado.' }])
  })
})

describe('roles', () => {
  it('gives and takes the Gerente role at once; an Admin keeps their own Admin role; audited', async () => {
    const { token } = await signUpAndLogin(t.app)
    const id = userIdOf(token)
    const staffArea = () => t.app.inject({ url: '/api/v1/admin/eu', headers: auth(token) })
    expect((await staffArea()).statusCode).toBe(403)
    const given = await call('PUT', `/usuarios/${id}/perfis`, tokens.admin, {
      perfil: 'Gerente',
      ativo: true,
    })
    expect(given.json()).toEqual({ perfis: ['Aluno', 'Gerente'] })
    expect((await staffArea()).statusCode).toBe(200)
    await call('PUT', `/usuarios/${id}/perfis`, tokens.admin, { perfil: 'Gerente', ativo: false })
    expect((await staffArea()).statusCode).toBe(403)

    const adminId = userIdOf(tokens.admin)
    const own = await call('PUT', `/usuarios/${adminId}/perfis`, tokens.admin, {
      perfil: 'Admin',
      ativo: false,
    })
    expect([own.statusCode, own.json().errors]).toEqual([
      422,
      { perfil: ['Você não pode retirar o seu próprio perfil de Admin.'] },
    ])
    const bad = await call('PUT', `/usuarios/${id}/perfis`, tokens.admin, { perfil: 'Aluno', ativo: true })
    expect([bad.statusCode, bad.json().errors]).toEqual([
      422,
      { perfil: ['Escolha o perfil: Admin ou Gerente.'] },
    ])
    expect((await auditOf(id)).map((r) => [r.acao, r.depois])).toEqual([
      ['retirar_perfil', { perfis: ['Aluno'] }],
      ['dar_perfil', { perfis: ['Aluno', 'Gerente'] }],
    ])
  })
})

describe('blocking an account', () => {
  it('refuses its login with the message and its tokens at once; unblocking lets it log in again', async () => {
    const { student, token } = await signUpAndLogin(t.app)
    const id = userIdOf(token)
    expect((await me(token)).statusCode).toBe(200)
    const blocked = await call('POST', `/usuarios/${id}/bloquear`)
    expect(blocked.json()).toEqual({ bloqueado_em: NOW.toISOString() })
    expect((await me(token)).statusCode).toBe(401)
    const loginAs = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/seguranca/auth/login',
        payload: { id: student.id, password },
      })
    const refused = await loginAs(student.password)
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: ACCOUNT_BLOCKED }])
    expect(ACCOUNT_BLOCKED).toBe('Esta conta está bloqueada. Fale com o suporte pela página de contato.')
    expect((await loginAs('senha-errada-123')).json()).toEqual({ error: 'CPF ou senha inválidos.' })
    expect((await call('GET', `/usuarios/${id}`)).json().usuario.bloqueado_em).toBe(NOW.toISOString())

    expect((await call('POST', `/usuarios/${id}/desbloquear`)).json()).toEqual({ bloqueado_em: null })
    expect((await me(token)).statusCode).toBe(401)
    const fresh = await login(t.app, student.id, student.password)
    expect((await me(fresh)).statusCode).toBe(200)
    const detail = (await call('GET', `/usuarios/${id}`)).json()
    expect(detail.atividade).toEqual({
      ultimo_acesso: NOW.toISOString(),
      respostas: 0,
      ultima_resposta: null,
      comentarios: 0,
    })

    const self = await call('POST', `/usuarios/${userIdOf(tokens.admin)}/bloquear`)
    expect([self.statusCode, self.json().message]).toEqual([
      422,
      'Você não pode bloquear a sua própria conta.',
    ])
    expect((await auditOf(id)).map((r) => r.acao)).toEqual(['desbloquear', 'bloquear'])
  })
})

describe('password reset sent by an Admin', () => {
  it('mails the student the reset link (to the outbox without SMTP); audited', async () => {
    const { student, token } = await signUpAndLogin(t.app)
    const id = userIdOf(token)
    const res = await call('POST', `/usuarios/${id}/redefinir-senha`)
    expect(res.json()).toEqual({
      message: 'Enviamos ao usuário um e-mail com o link para redefinir a senha.',
    })
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, student.email))
    expect(mails).toHaveLength(1)
    expect(mails[0]?.body).toMatch(/\/#\/recuperar_senha\/[A-Za-z0-9_-]+/)
    const [row] = await auditOf(id)
    expect(row).toMatchObject({ acao: 'enviar_redefinicao_senha', antes: null, depois: null })
  })
})
