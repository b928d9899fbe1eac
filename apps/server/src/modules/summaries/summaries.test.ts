import { SUMMARY_LIMIT } from '@gabarito/core'
import { summaryJson, summaryPageJson } from '@gabarito/core/contract'
import { describe, expect, it } from 'vitest'
import { namesOf, summarySuite } from './summaries.test-helpers.ts'

const s = summarySuite()
const list = (who = s.owner, query = '') => s.call(who, 'GET', `/datatable?modulo_id=${s.courseId}${query}`)

describe('summaries: create, read, change, delete', () => {
  it('creates a summary, sanitized, and reads it back with its owner', async () => {
    const res = await s.call(s.owner, 'POST', '/', {
      nome: '  Crase e regência  ',
      descricao: '<h2>Crase</h2><p>Antes de <strong>palavra feminina</strong>.</p><script>alert(1)</script>',
      modulo_id: s.courseId,
    })
    expect(res.statusCode).toBe(201)
    const created = summaryJson.parse(res.json())
    expect(created).toMatchObject({
      nome: 'Crase e regência',
      descricao: '<h2>Crase</h2><p>Antes de <strong>palavra feminina</strong>.</p>',
      usuario: { nome: 'Ana Beatriz Conceição' },
      responsavel_id: s.owner.id,
      modulo_id: s.courseId,
      ativo: true,
    })
    const read = await s.call(s.owner, 'GET', `/${created.id}`)
    expect(read.statusCode).toBe(200)
    expect(read.json()).toEqual(created)
  })

  it('refuses a missing or long title and a content over 200 kB, in pt-BR', async () => {
    const post = (body: object) => s.call(s.owner, 'POST', '/', { modulo_id: s.courseId, ...body })
    const empty = await post({ nome: '   ', descricao: '<p>x</p>' })
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors.nome).toEqual(['Informe o título do resumo.'])
    const missing = await post({ descricao: '<p>x</p>' })
    expect(missing.json().errors.nome).toEqual(['Informe o título do resumo.'])
    const long = await post({ nome: 'a'.repeat(151) })
    expect(long.json().errors.nome).toEqual(['O título deve ter no máximo 150 caracteres.'])
    expect((await post({ nome: 'a'.repeat(150) })).statusCode).toBe(201)
    const big = await post({ nome: 'Grande', descricao: `<p>${'ç'.repeat(103 * 1024)}</p>` })
    expect(big.statusCode).toBe(422)
    expect(big.json().errors.descricao).toEqual(['O conteúdo deve ter no máximo 200 kB.'])
    const unknownCourse = await s.call(s.owner, 'POST', '/', { nome: 'X', modulo_id: 999999 })
    expect(unknownCourse.statusCode).toBe(404)
    const id = (await list()).json().data.find((r: { nome: string }) => r.nome === 'a'.repeat(150)).id
    expect((await s.call(s.owner, 'DELETE', `/${id}`)).statusCode).toBe(200)
  })

  it('lets the owner change the title and content, sanitizing again', async () => {
    const id = await s.create(s.owner, 'Para alterar')
    const res = await s.call(s.owner, 'PATCH', `/${id}`, {
      nome: 'Alterado',
      descricao: '<p onclick="x()">Novo <em>texto</em></p>',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ nome: 'Alterado', descricao: '<p>Novo <em>texto</em></p>' })
    const nothing = await s.call(s.owner, 'PATCH', `/${id}`, {})
    expect(nothing.statusCode).toBe(422)
    expect(nothing.json().errors.nome).toEqual(['Informe o título ou o conteúdo.'])
    expect((await s.call(s.owner, 'DELETE', `/${id}`)).statusCode).toBe(200)
    expect((await s.call(s.owner, 'GET', `/${id}`)).statusCode).toBe(404)
  })

  it('lists the caller’s summaries of the course by name, searchable, with the room left', async () => {
    const ids = [await s.create(s.owner, 'Zoologia'), await s.create(s.owner, 'Álgebra linear')]
    const res = await list()
    expect(res.statusCode).toBe(200)
    const page = summaryPageJson.parse(res.json())
    expect(page.data.map((r) => r.nome)).toEqual(['Álgebra linear', 'Crase e regência', 'Zoologia'])
    expect(page.limite).toBe(SUMMARY_LIMIT)
    expect(page.restantes).toBe(SUMMARY_LIMIT - 3)
    expect(page.data[0]).toEqual({
      id: ids[1],
      nome: 'Álgebra linear',
      usuario: { nome: 'Ana Beatriz Conceição' },
      responsavel_id: s.owner.id,
      ativo: true,
    })
    expect(namesOf(await list(s.owner, '&search[value]=algebra'))).toEqual(['Álgebra linear'])
    expect(namesOf(await list(s.stranger))).toEqual([])
    for (const id of ids) await s.call(s.owner, 'DELETE', `/${id}`)
  })

  it('allows 10 summaries per student, deactivated ones counting, deleted ones not', async () => {
    const who = s.stranger
    const ids: number[] = []
    for (let i = 0; i < SUMMARY_LIMIT; i++) ids.push(await s.create(who, `Resumo ${i}`))
    expect((await s.call(who, 'DELETE', `/desativacao/${ids[0]}`)).statusCode).toBe(200)
    const eleventh = await s.call(who, 'POST', '/', { nome: 'Décimo primeiro', modulo_id: s.courseId })
    expect(eleventh.statusCode).toBe(422)
    expect(eleventh.json().errors.nome).toEqual([
      'Você já tem 10 resumos, o limite. Exclua um para cadastrar outro.',
    ])
    expect((await list(who)).json().restantes).toBe(0)
    expect((await s.call(who, 'DELETE', `/${ids[0]}`)).statusCode).toBe(200)
    expect(
      (await s.call(who, 'POST', '/', { nome: 'Décimo primeiro', modulo_id: s.courseId })).statusCode,
    ).toBe(201)
    // Two at once when one place is left: only one gets it.
    await s.call(who, 'DELETE', `/${ids[1]}`)
    const both = await Promise.all([
      s.create(who, 'Corrida A').catch(() => 0),
      s.create(who, 'Corrida B').catch(() => 0),
    ])
    expect(both.filter((id) => id > 0)).toHaveLength(1)
    const all = (await list(who, '&length=-1')).json().data as { id: number }[]
    expect(all).toHaveLength(SUMMARY_LIMIT)
    for (const row of all) await s.call(who, 'DELETE', `/${row.id}`)
  })

  it('deactivation keeps the summary its owner’s and reactivation brings it back', async () => {
    const id = await s.create(s.owner, 'Desativável')
    expect((await s.call(s.owner, 'DELETE', `/desativacao/${id}`)).json()).toEqual({
      message: 'Resumo desativado.',
    })
    const row = (await list()).json().data.find((r: { id: number }) => r.id === id)
    expect(row.ativo).toBe(false)
    expect((await s.call(s.owner, 'GET', `/${id}`)).json().ativo).toBe(false)
    const back = await s.call(s.owner, 'PATCH', `/${id}`, { ativo: true })
    expect(back.json().ativo).toBe(true)
    await s.call(s.owner, 'DELETE', `/${id}`)
  })

  it('answers 401 without a session and 422 for a bad id', async () => {
    expect((await s.t.app.inject({ method: 'GET', url: '/api/v1/geral/arquivo_usuario/1' })).statusCode).toBe(
      401,
    )
    const bad = await s.call(s.owner, 'GET', '/abc')
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.id).toEqual(['Resumo inválido.'])
  })
})
