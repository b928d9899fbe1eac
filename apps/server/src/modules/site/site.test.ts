import { describe, expect, it } from 'vitest'
import { testContextSuite } from '../../test/context.ts'
import { insertSettingIfMissing } from './site.repo.ts'
import { PUBLIC_SETTING_KEYS } from './site.service.ts'

const t = testContextSuite()

describe('site texts', () => {
  it('serves the terms of use and the privacy policy as HTML', async () => {
    const terms = await t.app.inject({ url: '/site/api/termo_de_uso' })
    expect(terms.statusCode).toBe(200)
    expect(terms.json().titulo).toBe('Termos de Uso')
    expect(terms.json().conteudo).toContain('<h2>Termos de Uso do Gabarito</h2>')
    const privacy = await t.app.inject({ url: '/site/api/privacidade' })
    expect(privacy.json().conteudo).toContain('Lei Geral de Proteção de Dados')
  })

  it('reads an allowed configuration key and refuses unknown ones with 404', async () => {
    await insertSettingIfMissing(t.db, 'segredo_interno', 'não mostrar')
    expect(Object.keys((await t.app.inject({ url: '/site/api/configuracao' })).json())).not.toContain(
      'segredo_interno',
    )
    const ok = await t.app.inject({
      method: 'POST',
      url: '/site/api/configuracao',
      payload: { item: 'privacidade' },
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().item).toBe('privacidade')
    for (const item of ['segredo_interno', 'jwt_secret', 'users', "privacidade' or '1'='1"]) {
      const res = await t.app.inject({ method: 'POST', url: '/site/api/configuracao', payload: { item } })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ message: 'Configuração não encontrada.' })
    }
    const empty = await t.app.inject({ method: 'POST', url: '/site/api/configuracao', payload: {} })
    expect(empty.statusCode).toBe(422)
  })
  it('gives every public setting at once, and only those', async () => {
    const res = await t.app.inject({ url: '/site/api/configuracao' })
    expect(res.statusCode).toBe(200)
    const all = res.json()
    expect(all.valor_doacao).toBe('10')
    expect(all.cancelamento).toContain('<')
    for (const key of ['missao', 'visao', 'valores', 'formas_pagamento', 'link_app_web', 'contato_email']) {
      expect(all[key], key).toBeTruthy()
    }
    expect(Object.keys(all).every((key) => (PUBLIC_SETTING_KEYS as readonly string[]).includes(key))).toBe(
      true,
    )
  })

  it('reads the cancellation terms and the donation value by key', async () => {
    for (const item of ['cancelamento', 'valor_doacao']) {
      const res = await t.app.inject({ method: 'POST', url: '/site/api/configuracao', payload: { item } })
      expect(res.statusCode).toBe(200)
      expect(res.json().valor.length).toBeGreaterThan(0)
    }
  })
})
