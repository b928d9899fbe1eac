import { describe, expect, it } from 'vitest'
import { auth, signUpAndLogin, testContextSuite } from '../../test/context.ts'
import {
  createCourse,
  createNews,
  createSubject,
  grantPlan,
  UNLIMITED,
  userIdOf,
} from '../../test/fixtures.ts'

const t = testContextSuite()

describe('courses', () => {
  it('lists visible courses for the choice and on-sale ones for the home page, in order, with every field', async () => {
    const shown = await createCourse(t.db, { name: 'Sargento', showsProAccess: true })
    const hidden = await createCourse(t.db, { name: 'Oculto', visible: false, onSale: false })
    const notForSale = await createCourse(t.db, { name: 'Marinha', onSale: false })
    const choice = (await t.app.inject({ url: '/api/v1/geral/modulo' })).json()
    const ids = choice.map((c: { id: number }) => c.id)
    expect(ids).toContain(shown.id)
    expect(ids).toContain(notForSale.id)
    expect(ids).not.toContain(hidden.id)
    const home = (await t.app.inject({ url: '/api/v1/geral/modulo/disponiveis/para/usuarios' })).json()
    const homeIds = home.map((c: { id: number }) => c.id)
    expect(homeIds).toContain(shown.id)
    expect(homeIds).not.toContain(notForSale.id)
    expect(choice.find((c: { id: number }) => c.id === shown.id)).toEqual({
      id: shown.id,
      nome: 'Sargento',
      descricao: shown.description,
      imagem: '/media/curso.svg',
      valor: '<p>R$ 29,90</p>',
      termo_uso: '<p>Termos do curso</p>',
      termo_simulado: '<p>Regras do simulado</p>',
      has_noticia: true,
      has_pergunta: true,
      has_material: true,
      has_simulado: true,
      has_prova_anterior: true,
      has_relatorio: true,
      has_conceito: true,
      index: true,
      data_fim: null,
    })
  })

  it('gives a signed-in student the PRO end date: the later of the course plan and the unlimited one', async () => {
    const a = await createCourse(t.db)
    const b = await createCourse(t.db)
    const { token } = await signUpAndLogin(t.app)
    const userId = userIdOf(token)
    await grantPlan(t.db, userId, a.planId, new Date('2027-05-10T03:00:00Z'))
    await grantPlan(t.db, userId, UNLIMITED, new Date('2027-02-01T03:00:00Z'))
    const list = (await t.app.inject({ url: '/api/v1/geral/modulo', headers: auth(token) })).json()
    expect(list.find((c: { id: number }) => c.id === a.id).data_fim).toBe('2027-05-10T03:00:00.000Z')
    expect(list.find((c: { id: number }) => c.id === b.id).data_fim).toBe('2027-02-01T03:00:00.000Z')
    const detail = (await t.app.inject({ url: `/api/v1/geral/modulo/${a.id}`, headers: auth(token) })).json()
    expect(detail.data_fim).toBe('2027-05-10T03:00:00.000Z')
    const anonymous = (await t.app.inject({ url: `/api/v1/geral/modulo/${a.id}` })).json()
    expect(anonymous.data_fim).toBeNull()
  })

  it('answers 404 for an unknown or hidden course and 422 for a bad id, never 500', async () => {
    const hidden = await createCourse(t.db, { visible: false, onSale: false })
    for (const url of [`/api/v1/geral/modulo/${hidden.id}`, '/api/v1/geral/modulo/999999']) {
      const res = await t.app.inject({ url })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ message: 'Curso não encontrado.' })
    }
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999']) {
      const res = await t.app.inject({ url: `/api/v1/geral/modulo/${bad}` })
      expect(res.statusCode).toBe(422)
      expect(res.json().errors.id).toEqual(['Curso inválido.'])
    }
    expect((await t.app.inject({ url: '/api/v1/geral/modulo/abc/disciplinas' })).statusCode).toBe(422)
    expect((await t.app.inject({ url: '/api/v1/geral/modulo/999999/noticias' })).statusCode).toBe(404)
  })

  it('refuses an invalid token even on public course lists', async () => {
    const res = await t.app.inject({ url: '/api/v1/geral/modulo', headers: auth('not.a.token') })
    expect(res.statusCode).toBe(401)
  })

  it('lists subjects with their topics in order', async () => {
    const course = await createCourse(t.db)
    const pt = await createSubject(t.db, course.id, 'Língua Portuguesa', ['Crase', 'Regência'])
    const math = await createSubject(t.db, course.id, 'Matemática', [])
    const res = await t.app.inject({ url: `/api/v1/geral/modulo/${course.id}/disciplinas` })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([
      {
        id: pt.id,
        nome: 'Língua Portuguesa',
        descricao: 'Sobre Língua Portuguesa',
        assuntos: [
          { id: pt.topics[0]?.id, nome: 'Crase', sigla: 'CRA' },
          { id: pt.topics[1]?.id, nome: 'Regência', sigla: 'REG' },
        ],
      },
      { id: math.id, nome: 'Matemática', descricao: 'Sobre Matemática', assuntos: [] },
    ])
  })

  it('lists published news, newest first, and refuses them when the course has no news section', async () => {
    const course = await createCourse(t.db)
    await createNews(t.db, {
      courseId: course.id,
      title: 'Antiga',
      summaryHtml: '<p>a</p>',
      publishedAt: new Date('2026-01-10T12:00:00Z'),
    })
    await createNews(t.db, {
      courseId: course.id,
      title: 'Nova',
      image: '/media/n.svg',
      summaryHtml: '<p>b</p>',
      publishedAt: new Date('2026-03-10T12:00:00Z'),
    })
    await createNews(t.db, {
      courseId: course.id,
      title: 'Futura',
      summaryHtml: '<p>c</p>',
      publishedAt: new Date('2999-01-01T12:00:00Z'),
    })
    const res = await t.app.inject({ url: `/api/v1/geral/modulo/${course.id}/noticias` })
    expect(res.json().map((n: { nome: string }) => n.nome)).toEqual(['Nova', 'Antiga'])
    expect(res.json()[0]).toMatchObject({ nome: 'Nova', imagem: '/media/n.svg', resumo: '<p>b</p>' })
    const noNews = await createCourse(t.db, { hasNews: false })
    const refused = await t.app.inject({ url: `/api/v1/geral/modulo/${noNews.id}/noticias` })
    expect(refused.statusCode).toBe(404)
    expect(refused.json()).toEqual({ message: 'Este curso não possui notícias.' })
  })
})
