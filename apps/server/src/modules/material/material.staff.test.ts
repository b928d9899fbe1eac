import { beforeAll, describe, expect, it } from 'vitest'
import { auth } from '../../test/context.ts'
import { createCourse, createSubject } from '../../test/fixtures.ts'
import { staffSuite } from '../../test/staff.ts'

const { t, tokens } = staffSuite()
let courseId: number
let portugues: Awaited<ReturnType<typeof createSubject>>
let matematica: Awaited<ReturnType<typeof createSubject>>
let otherSubjectId: number

beforeAll(async () => {
  courseId = (await createCourse(t.db)).id
  portugues = await createSubject(t.db, courseId, 'Português', ['Crase', 'Regência'])
  matematica = await createSubject(t.db, courseId, 'Matemática', ['Frações'])
  const other = await createCourse(t.db)
  otherSubjectId = (await createSubject(t.db, other.id, 'Física')).id
})

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/admin${url}`, headers: auth(token), payload })
const create = (payload: object, token = tokens.manager) =>
  call('POST', `/modulos/${courseId}/material`, token, payload)
const audit = async (id: number) =>
  (await call('GET', `/auditoria?entidade=material&registro=${id}`, tokens.admin)).json().data

describe('study material in the back office', () => {
  it('creates a text with its subject and topic, sanitized, and students can read it', async () => {
    const res = await create({
      titulo: 'Crase: regra geral',
      disciplina_id: portugues.id,
      assunto_id: portugues.topics[0]?.id,
      conteudo: '<h2>Regra</h2><p>Use crase<img src="x" onerror="alert(1)"><script>alert(1)</script></p>',
      restrito: true,
    })
    expect(res.statusCode).toBe(201)
    const text = res.json()
    expect(text).toMatchObject({
      modulo_id: courseId,
      titulo: 'Crase: regra geral',
      restrito: true,
      acessos: 0,
      disciplina: { id: portugues.id, nome: 'Português' },
      assunto: { id: portugues.topics[0]?.id, nome: 'Crase' },
      conteudo: '<h2>Regra</h2><p>Use crase<img src="x" /></p>',
    })
    const [row] = await audit(text.id)
    expect(row).toMatchObject({ acao: 'criar', entidade: 'material', depois: text })
    const table = await t.app.inject({
      method: 'POST',
      url: `/api/v1/geral/resumo/modulo/${courseId}/datatable`,
      headers: auth(tokens.student),
      payload: {},
    })
    expect(table.json().data.map((r: { titulo: string }) => r.titulo)).toContain('Crase: regra geral')
  })

  it('lists by subject and topic with search, for staff only', async () => {
    await create({
      titulo: 'Frações equivalentes',
      disciplina_id: matematica.id,
      conteudo: '<p>1/2 = 2/4</p>',
    })
    await create({
      titulo: 'Regência verbal',
      disciplina_id: portugues.id,
      assunto_id: portugues.topics[1]?.id,
      conteudo: '<p>Verbos</p>',
    })
    const all = (await call('GET', `/modulos/${courseId}/material`, tokens.manager)).json()
    expect(all.recordsTotal).toBe(3)
    expect(all.data.map((r: { titulo: string }) => r.titulo)).toEqual([
      'Frações equivalentes',
      'Crase: regra geral',
      'Regência verbal',
    ])
    const bySubject = (
      await call('GET', `/modulos/${courseId}/material?disciplina_id=${portugues.id}`, tokens.admin)
    ).json()
    expect(bySubject.recordsTotal).toBe(2)
    const byTopic = await call(
      'GET',
      `/modulos/${courseId}/material?disciplina_id=${portugues.id}&assunto_id=${portugues.topics[1]?.id}`,
      tokens.admin,
    )
    expect(byTopic.json().data.map((r: { titulo: string }) => r.titulo)).toEqual(['Regência verbal'])
    const searched = (
      await call('GET', `/modulos/${courseId}/material?search[value]=regencia`, tokens.admin)
    ).json()
    expect(searched).toMatchObject({ recordsTotal: 3, recordsFiltered: 1 })
    expect((await call('GET', `/modulos/${courseId}/material`, tokens.student)).statusCode).toBe(403)
    expect((await call('GET', '/modulos/999999/material', tokens.admin)).statusCode).toBe(404)
  })

  it('edits, clearing the topic when the subject changes, audits, and deletes', async () => {
    const created = (
      await create({
        titulo: 'Para mudar',
        disciplina_id: portugues.id,
        assunto_id: portugues.topics[0]?.id,
        conteudo: '<p>Antes</p>',
      })
    ).json()
    const moved = await call('PATCH', `/material/${created.id}`, tokens.manager, {
      disciplina_id: matematica.id,
      restrito: true,
    })
    expect(moved.statusCode).toBe(200)
    expect(moved.json()).toMatchObject({
      titulo: 'Para mudar',
      restrito: true,
      disciplina: { id: matematica.id },
      assunto: null,
      conteudo: '<p>Antes</p>',
    })
    const retitled = await call('PATCH', `/material/${created.id}`, tokens.manager, {
      titulo: 'Mudado',
      assunto_id: matematica.topics[0]?.id,
      conteudo: '<p>Depois</p>',
    })
    expect(retitled.json()).toMatchObject({
      titulo: 'Mudado',
      assunto: { nome: 'Frações' },
      conteudo: '<p>Depois</p>',
    })
    expect((await call('DELETE', `/material/${created.id}`, tokens.manager)).json()).toEqual({
      message: 'Material excluído.',
    })
    expect((await call('GET', `/material/${created.id}`, tokens.manager)).statusCode).toBe(404)
    const log = await audit(created.id)
    expect(log.map((r: { acao: string }) => r.acao)).toEqual(['excluir', 'alterar', 'alterar', 'criar'])
    expect(log[2]).toMatchObject({
      antes: { disciplina: { id: portugues.id }, restrito: false },
      depois: { disciplina: { id: matematica.id }, restrito: true },
    })
  })

  it('answers 422 per field: a subject of another course, a topic of another subject, empty fields', async () => {
    const empty = await create({})
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors).toEqual({
      titulo: ['Informe o título.'],
      disciplina_id: ['Escolha a disciplina.'],
      conteudo: ['Escreva o conteúdo do material.'],
    })
    const foreign = await create({ titulo: 'x', disciplina_id: otherSubjectId, conteudo: '<p>x</p>' })
    expect(foreign.json().errors).toEqual({ disciplina_id: ['Escolha uma disciplina deste curso.'] })
    const wrongTopic = await create({
      titulo: 'x',
      disciplina_id: portugues.id,
      assunto_id: matematica.topics[0]?.id,
      conteudo: '<p>x</p>',
    })
    expect(wrongTopic.json().errors).toEqual({ assunto_id: ['Escolha um assunto da disciplina escolhida.'] })
    const badFlag = await create({
      titulo: 'x',
      disciplina_id: portugues.id,
      conteudo: '<p>x</p>',
      restrito: 'sim',
    })
    expect(badFlag.json().errors).toEqual({ restrito: ['Informe se o material é restrito (sim ou não).'] })
  })
})
