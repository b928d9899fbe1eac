import { describe, expect, it } from 'vitest'
import { auth } from '../../test/context.ts'
import { staffSuite } from '../../test/staff.ts'
import { PUBLIC_SETTING_KEYS } from './site.service.ts'
import { SITE_TEXT_ADMIN_ONLY } from './site.staff.service.ts'
import { SITE_TEXTS } from './site.texts.ts'

const { t, tokens } = staffSuite()

const put = (key: string, valor: unknown, token = tokens.manager) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/textos/${key}`,
    headers: auth(token),
    payload: { valor },
  })
const list = (token: string) => t.app.inject({ url: '/api/v1/admin/textos', headers: auth(token) })
const publicSettings = async () => (await t.app.inject({ url: '/site/api/configuracao' })).json()
const audit = async (key: string) =>
  (
    await t.app.inject({
      url: `/api/v1/admin/auditoria?entidade=texto_do_site&registro=${key}`,
      headers: auth(tokens.admin),
    })
  ).json().data

describe('site texts in the back office', () => {
  it('covers exactly the public keys', () => {
    expect(SITE_TEXTS.map((s) => s.key).sort()).toEqual([...PUBLIC_SETTING_KEYS].sort())
  })

  it('lists every text with its value and who may change it', async () => {
    const manager = (await list(tokens.manager)).json()
    expect(manager).toHaveLength(PUBLIC_SETTING_KEYS.length)
    const terms = manager.find((s: { chave: string }) => s.chave === 'termo_de_uso')
    expect(terms).toMatchObject({
      titulo: 'Termos de uso',
      tipo: 'html',
      somente_admin: true,
      editavel: false,
    })
    expect(terms.valor).toContain('Termos de Uso do Gabarito')
    const mission = manager.find((s: { chave: string }) => s.chave === 'missao')
    expect(mission).toMatchObject({ somente_admin: false, editavel: true })
    const admin = (await list(tokens.admin)).json()
    expect(admin.every((s: { editavel: boolean }) => s.editavel)).toBe(true)
    expect((await list(tokens.student)).statusCode).toBe(403)
    const one = await t.app.inject({
      url: '/api/v1/admin/textos/valor_doacao',
      headers: auth(tokens.manager),
    })
    expect(one.json()).toMatchObject({ chave: 'valor_doacao', valor: '10', tipo: 'percentual' })
    const unknown = await t.app.inject({
      url: '/api/v1/admin/textos/jwt_secret',
      headers: auth(tokens.admin),
    })
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'Texto não encontrado.' }])
  })

  it('lets a Gerente change the mission, sanitized, shown on the home page and audited', async () => {
    const before = (await publicSettings()).missao
    const res = await put('missao', '<p>Aprovar você.<script>alert(1)</script></p>')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ chave: 'missao', valor: '<p>Aprovar você.</p>', editavel: true })
    expect((await publicSettings()).missao).toBe('<p>Aprovar você.</p>')
    const [row] = await audit('missao')
    expect(row).toMatchObject({
      acao: 'alterar',
      entidade: 'texto_do_site',
      registro: 'missao',
      antes: { valor: before },
      depois: { valor: '<p>Aprovar você.</p>' },
    })
  })

  it('keeps legal, payment and token-bearing texts for Admins', async () => {
    for (const key of [
      'termo_de_uso',
      'privacidade',
      'cancelamento',
      'valor_doacao',
      'formas_pagamento',
      'link_app_web',
    ]) {
      const res = await put(key, key === 'valor_doacao' ? '15' : 'https://exemplo.com.br')
      expect([key, res.statusCode, res.json()]).toEqual([key, 403, { message: SITE_TEXT_ADMIN_ONLY }])
    }
    expect(await audit('valor_doacao')).toEqual([])
    const res = await put('valor_doacao', '7,5', tokens.admin)
    expect(res.json().valor).toBe('7,5')
    expect((await publicSettings()).valor_doacao).toBe('7,5')
    const terms = await put('termo_de_uso', '<h2>Novos termos</h2><p>Texto</p>', tokens.admin)
    expect(terms.statusCode).toBe(200)
    const page = await t.app.inject({ url: '/site/api/termo_de_uso' })
    expect(page.json().conteudo).toBe('<h2>Novos termos</h2><p>Texto</p>')
  })

  it('checks each kind of value with a pt-BR message on valor', async () => {
    const cases: [string, unknown, string, string?][] = [
      ['missao', '<script>alert(1)</script>', 'Escreva o texto.'],
      ['rede_instagram', 'javascript:alert(1)', 'Informe um endereço completo que comece com https://.'],
      ['link_android', 'http://play.google.com', 'Informe um endereço completo que comece com https://.'],
      ['contato_email', 'contato@', 'Informe um e-mail válido.'],
      ['contato_whatsapp', 'x'.repeat(201), 'Use no máximo 200 caracteres.'],
      ['valor_doacao', '120', 'Informe um percentual de 0 a 100, como 10 ou 7,5.', tokens.admin],
      ['valor_doacao', 'dez', 'Informe um percentual de 0 a 100, como 10 ou 7,5.', tokens.admin],
      ['missao', 42, 'Informe o valor.'],
    ]
    for (const [key, value, message, token] of cases) {
      const res = await put(key, value, token)
      expect([key, value, res.statusCode, res.json().errors]).toEqual([key, value, 422, { valor: [message] }])
    }
    const cleared = await put('rede_telegram', '')
    expect([cleared.statusCode, cleared.json().valor]).toEqual([200, ''])
    const email = await put('contato_email', ' novo@gabarito.app ')
    expect(email.json().valor).toBe('novo@gabarito.app')
  })
})
