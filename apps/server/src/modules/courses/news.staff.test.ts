import { beforeAll, describe, expect, it } from 'vitest'
import { auth } from '../../test/context.ts'
import { createCourse } from '../../test/fixtures.ts'
import { staffSuite } from '../../test/staff.ts'

const { t, tokens } = staffSuite()
let courseId: number

beforeAll(async () => {
  courseId = (await createCourse(t.db, { name: 'Curso de notícias' })).id
})

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/admin${url}`, headers: auth(token), payload })
const upload = (bytes: Buffer, type = 'image/png', token = tokens.manager) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/noticias/imagem',
    headers: { ...auth(token), 'content-type': type },
    payload: bytes,
  })
const audit = async (id: number) =>
  (await call('GET', `/auditoria?entidade=noticia&registro=${id}`, tokens.admin)).json().data
const studentNews = async () =>
  (
    await t.app.inject({ url: `/api/v1/geral/modulo/${courseId}/noticias`, headers: auth(tokens.student) })
  ).json()

describe('news in the back office', () => {
  it('lets a Gerente publish a news item with an image; students see it, the script is gone, the log has it', async () => {
    const image = await upload(PNG)
    expect(image.statusCode).toBe(201)
    const url = image.json().url
    expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.png$/)
    expect((await t.app.inject({ url })).statusCode).toBe(200)

    const res = await call('POST', `/modulos/${courseId}/noticias`, tokens.manager, {
      titulo: '  Edital publicado  ',
      imagem: url,
      resumo: '<p onclick="x()">Saiu o edital.<script>alert(1)</script></p>',
      data: '2020-01-02T10:00:00-03:00',
    })
    expect(res.statusCode).toBe(201)
    const created = res.json()
    expect(created).toMatchObject({
      modulo_id: courseId,
      titulo: 'Edital publicado',
      imagem: url,
      resumo: '<p>Saiu o edital.</p>',
      data: '2020-01-02T13:00:00.000Z',
      publicada: true,
    })
    expect(await studentNews()).toEqual([
      {
        id: created.id,
        nome: 'Edital publicado',
        imagem: url,
        resumo: '<p>Saiu o edital.</p>',
        data: created.data,
      },
    ])
    const [row] = await audit(created.id)
    expect(row).toMatchObject({ acao: 'criar', entidade: 'noticia', antes: null, depois: created })
  })

  it('keeps a scheduled item from students until its date, and lists it for staff', async () => {
    const res = await call('POST', `/modulos/${courseId}/noticias`, tokens.admin, {
      titulo: 'Simulado de domingo',
      resumo: '<p>Amanhã.</p>',
      data: '2999-01-01T00:00:00Z',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ imagem: null, publicada: false })
    expect((await studentNews()).map((n: { nome: string }) => n.nome)).not.toContain('Simulado de domingo')
    const page = (
      await call('GET', `/modulos/${courseId}/noticias?search[value]=simulado`, tokens.manager)
    ).json()
    expect(page).toMatchObject({ recordsTotal: 2, recordsFiltered: 1 })
    expect(page.data[0].titulo).toBe('Simulado de domingo')
    const all = (await call('GET', `/modulos/${courseId}/noticias`, tokens.manager)).json()
    expect(all.data.map((n: { titulo: string }) => n.titulo)).toEqual([
      'Simulado de domingo',
      'Edital publicado',
    ])
  })

  it('edits only the fields sent, audits before and after, and deletes', async () => {
    const created = (
      await call('POST', `/modulos/${courseId}/noticias`, tokens.manager, {
        titulo: 'Rascunho',
        resumo: '<p>Texto</p>',
        data: '2021-05-05T12:00:00Z',
      })
    ).json()
    const edited = await call('PATCH', `/noticias/${created.id}`, tokens.manager, {
      titulo: 'Título novo',
      resumo: '<p>Novo <a href="javascript:alert(1)">link</a></p>',
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({
      titulo: 'Título novo',
      resumo: '<p>Novo <a>link</a></p>',
      data: created.data,
    })
    expect((await call('GET', `/noticias/${created.id}`, tokens.admin)).json().titulo).toBe('Título novo')

    const removed = await call('DELETE', `/noticias/${created.id}`, tokens.manager)
    expect(removed.json()).toEqual({ message: 'Notícia excluída.' })
    expect((await call('GET', `/noticias/${created.id}`, tokens.admin)).statusCode).toBe(404)
    expect((await call('DELETE', `/noticias/${created.id}`, tokens.admin)).statusCode).toBe(404)
    const log = await audit(created.id)
    expect(log.map((r: { acao: string }) => r.acao)).toEqual(['excluir', 'alterar', 'criar'])
    expect(log[1].antes.titulo).toBe('Rascunho')
    expect(log[1].depois.titulo).toBe('Título novo')
    expect(log[0]).toMatchObject({ antes: { titulo: 'Título novo' }, depois: null })
  })

  it('answers 422 per field in pt-BR', async () => {
    const res = await call('POST', `/modulos/${courseId}/noticias`, tokens.manager, {
      titulo: ' ',
      imagem: 'https://evil.example/x.png',
      resumo: '<script>só script</script>',
      data: '31/12/2024',
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      titulo: ['Informe o título.'],
      imagem: ['Envie a imagem pelo botão de envio de imagem.'],
      resumo: ['Informe o resumo da notícia.'],
      data: ['Informe a data de publicação (data e hora).'],
    })
    const missing = await call('POST', `/modulos/${courseId}/noticias`, tokens.manager, {
      titulo: 'Com imagem que não existe',
      imagem: `/media/${'a'.repeat(32)}.png`,
      resumo: '<p>x</p>',
      data: '2024-01-01T00:00:00Z',
    })
    expect(missing.json().errors).toEqual({ imagem: ['Imagem não encontrada. Envie a imagem novamente.'] })
    expect((await call('POST', '/modulos/999999/noticias', tokens.manager, {})).statusCode).toBe(422)
    const noCourse = await call('POST', '/modulos/999999/noticias', tokens.manager, {
      titulo: 'x',
      resumo: '<p>x</p>',
      data: '2024-01-01T00:00:00Z',
    })
    expect(noCourse.json()).toEqual({ message: 'Curso não encontrado.' })
  })

  it('refuses a script named .png, an SVG and a file over 2 MB, and students', async () => {
    const script = await upload(Buffer.from('<script>alert(1)</script>'))
    expect(script.statusCode).toBe(422)
    expect(script.json().errors).toEqual({ imagem: ['Envie uma imagem PNG, JPEG, GIF ou WebP de até 2 MB.'] })
    expect((await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).statusCode).toBe(422)
    const big = Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024)])
    expect((await upload(big)).statusCode).toBe(413)
    expect((await upload(PNG, 'text/html')).statusCode).toBe(415)
    expect((await upload(PNG, 'image/png', tokens.student)).statusCode).toBe(403)
    const list = await call('GET', `/modulos/${courseId}/noticias`, tokens.student)
    expect(list.statusCode).toBe(403)
  })
})
