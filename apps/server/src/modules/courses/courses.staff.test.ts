import { existsSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { auth } from '../../test/context.ts'
import { createCourse } from '../../test/fixtures.ts'
import { staffSuite } from '../../test/staff.ts'

const { t, tokens } = staffSuite()
let course: Awaited<ReturnType<typeof createCourse>>

beforeAll(async () => {
  course = await createCourse(t.db, { name: 'Curso de Sargento', priceHtml: '<p>R$ 29,90</p>' })
  await createCourse(t.db, { name: 'Curso Oculto', visible: false, onSale: false })
})

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT'
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/admin${url}`, headers: auth(token), payload })
const audit = async (entity: string, id: number) =>
  (
    await t.app.inject({
      url: `/api/v1/admin/auditoria?entidade=${entity}&registro=${id}&length=-1`,
      headers: auth(tokens.admin),
    })
  ).json().data

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const upload = (bytes: Buffer, type = 'image/png', token = tokens.manager) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/cursos/imagem',
    headers: { ...auth(token), 'content-type': type },
    payload: bytes,
  })

describe('the courses table', () => {
  it('lists every course, hidden ones too, but not the unlimited subscription’s reserved row', async () => {
    const page = (await call('GET', '/cursos?length=-1', tokens.manager)).json()
    const names = page.data.map((row: { nome: string }) => row.nome)
    expect(names).toEqual(expect.arrayContaining(['Curso de Sargento', 'Curso Oculto']))
    expect(names).not.toContain('Assinatura ilimitada')
    expect((await call('GET', '/cursos?search[value]=oculto', tokens.manager)).json()).toMatchObject({
      recordsFiltered: 1,
      data: [{ nome: 'Curso Oculto', visivel: false, a_venda: false }],
    })
    expect((await call('GET', '/cursos?length=13', tokens.manager)).statusCode).toBe(422)
    expect((await call('GET', '/cursos/1', tokens.admin)).statusCode).toBe(404)
  })

  it('reads one course with every field', async () => {
    const res = await call('GET', `/cursos/${course.id}`, tokens.manager)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id: course.id,
      nome: 'Curso de Sargento',
      valor: '<p>R$ 29,90</p>',
      has_noticia: true,
      index: false,
      visivel: true,
      a_venda: true,
      simulado_questoes_por_disciplina: 10,
    })
  })
})

describe('creating and editing a course', () => {
  it('lets only an Admin create a course, audited, seen by students at once', async () => {
    const body = {
      nome: 'Curso Novo',
      descricao: 'Para a EsSA',
      valor: '<p>R$ 39,90</p>',
      has_simulado: true,
    }
    expect((await call('POST', '/cursos', tokens.manager, body)).statusCode).toBe(403)
    const res = await call('POST', '/cursos', tokens.admin, body)
    expect(res.statusCode).toBe(201)
    const created = res.json()
    expect(created).toMatchObject({ nome: 'Curso Novo', has_simulado: true, visivel: true, a_venda: true })
    expect((await t.app.inject({ url: `/api/v1/geral/modulo/${created.id}` })).json().nome).toBe('Curso Novo')
    expect(await audit('curso', created.id)).toMatchObject([
      { acao: 'criar', antes: null, depois: { nome: 'Curso Novo' } },
    ])
    // A name of the full 150 characters (its plan is "Plano <nome>": it used to overflow and answer 500).
    const longest = await call('POST', '/cursos', tokens.admin, { nome: 'C'.repeat(150) })
    expect([longest.statusCode, longest.json().nome]).toEqual([201, 'C'.repeat(150)])
  })

  it('refuses bad fields with pt-BR messages per field, and cleans rich text', async () => {
    const bad = await call('POST', '/cursos', tokens.admin, {
      nome: '  ',
      ordem: -1,
      imagem: 'http://x/y.png',
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toMatchObject({
      nome: ['Informe o nome do curso.'],
      ordem: ['A ordem deve ser de 0 a 100000.'],
      imagem: ['Envie a imagem pelo botão de envio.'],
    })
    const res = await call('PATCH', `/cursos/${course.id}`, tokens.manager, {
      termo_uso: '<p onclick="x()">Termos<script>alert(1)</script></p>',
    })
    expect(res.json().termo_uso).toBe('<p>Termos</p>')
  })

  it('lets an Admin change every field; students see the change at once', async () => {
    const res = await call('PATCH', `/cursos/${course.id}`, tokens.admin, {
      nome: 'Curso de Sargento 2027',
      valor: '<p>R$ 49,90</p>',
      has_noticia: false,
      has_relatorio: false,
      index: true,
      a_venda: false,
      ordem: 7,
      simulado_questoes_por_disciplina: 5,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      nome: 'Curso de Sargento 2027',
      valor: '<p>R$ 49,90</p>',
      a_venda: false,
    })
    const seen = (await t.app.inject({ url: `/api/v1/geral/modulo/${course.id}` })).json()
    expect(seen).toMatchObject({ nome: 'Curso de Sargento 2027', valor: '<p>R$ 49,90</p>', index: true })
    expect((await t.app.inject({ url: `/api/v1/geral/modulo/${course.id}/noticias` })).statusCode).toBe(404)
    const [last] = await audit('curso', course.id)
    expect(last).toMatchObject({
      acao: 'alterar',
      antes: { nome: 'Curso de Sargento', a_venda: true, has_noticia: true },
      depois: { nome: 'Curso de Sargento 2027', a_venda: false, has_noticia: false },
    })
    expect(Object.keys(last.depois)).not.toContain('descricao')
  })

  it('lets a Gerente change texts and sections but not the price text nor the sale', async () => {
    const now = (await call('GET', `/cursos/${course.id}`, tokens.manager)).json()
    const price = await call('PATCH', `/cursos/${course.id}`, tokens.manager, { valor: '<p>R$ 1,00</p>' })
    expect(price.statusCode).toBe(403)
    expect(price.json()).toEqual({
      message: 'Somente um Admin altera o preço (valor) e a venda (a_venda) de um curso.',
    })
    const sale = await call('PATCH', `/cursos/${course.id}`, tokens.manager, { a_venda: !now.a_venda })
    expect(sale.statusCode).toBe(403)
    // The whole form, price and sale unchanged, with a new description and a section switched on.
    const form = await call('PATCH', `/cursos/${course.id}`, tokens.manager, {
      ...now,
      id: undefined,
      descricao: 'Nova descrição',
      has_noticia: true,
    })
    expect(form.statusCode).toBe(200)
    expect(form.json()).toMatchObject({ descricao: 'Nova descrição', has_noticia: true, valor: now.valor })
    expect((await call('GET', `/cursos/${course.id}`, tokens.admin)).json().valor).toBe(now.valor)
  })

  it('answers 404 for a course that does not exist', async () => {
    expect((await call('PATCH', '/cursos/999999', tokens.admin, { nome: 'X' })).json()).toEqual({
      message: 'Curso não encontrado.',
    })
  })
})

describe('the course image', () => {
  it('stores a PNG in the media store and takes it as the course image', async () => {
    const res = await upload(PNG)
    expect(res.statusCode).toBe(201)
    const { url } = res.json()
    expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.png$/)
    expect(existsSync(path.join(t.config.DATA_DIR, url))).toBe(true)
    const saved = await call('PATCH', `/cursos/${course.id}`, tokens.manager, { imagem: url })
    expect(saved.json().imagem).toBe(url)
  })

  it('refuses a script renamed .png, an SVG and a file that is only a PNG header', async () => {
    const refused = { message: 'Envie uma imagem PNG, JPEG ou WebP de até 2 MB.' }
    for (const bytes of [
      Buffer.from('<script>alert(1)</script>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      PNG.subarray(0, 8),
    ]) {
      const res = await upload(bytes)
      expect(res.statusCode).toBe(422)
      expect(res.json()).toMatchObject({ ...refused, errors: { imagem: [refused.message] } })
    }
    expect((await upload(Buffer.from('GIF89a'), 'text/html')).statusCode).toBe(422)
  })

  it('refuses a 20 MB file with 413 and the limit in pt-BR', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024)])
    const res = await upload(big)
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ message: 'A imagem deve ter no máximo 2 MB.' })
  })

  it('refuses a student', async () => {
    expect((await upload(PNG, 'image/png', tokens.student)).statusCode).toBe(403)
  })
})
