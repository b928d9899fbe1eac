import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { deflateSync } from 'node:zlib'
import { formatDate } from '@gabarito/core'
import { afterAll, describe, expect, it } from 'vitest'
import { BASE, summarySuite } from './summaries.test-helpers.ts'

const s = summarySuite()
const dir = mkdtempSync(path.join(tmpdir(), 'gabarito-pdf-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A real PNG (green, 40 × 20) made here, so pdfkit has an image to decode. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (b: Buffer) => {
    let c = 0xffffffff
    for (const byte of b) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const out = Buffer.alloc(body.length + 8)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), body.length + 4)
    return out
  }
  const [w, h] = [40, 20]
  const header = Buffer.alloc(13)
  header.writeUInt32BE(w, 0)
  header.writeUInt32BE(h, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const raw = Buffer.concat(
    Array.from({ length: h }, () => Buffer.from([0, ...Array(w).fill([0, 166, 90]).flat()])),
  )
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const upload = (bytes: Buffer, type = 'image/png', token = s.owner.token) =>
  s.t.app.inject({
    method: 'POST',
    url: `${BASE}/imagem`,
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    payload: bytes,
  })

const pdfOf = (url: string) => s.t.app.inject({ method: 'GET', url: `${BASE}${url}` })

function textOf(pdf: Buffer, name: string): string {
  const file = path.join(dir, name)
  writeFileSync(file, pdf)
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
}

describe('summary images', () => {
  it('keeps an uploaded image in the media store and refuses what is not one', async () => {
    const res = await upload(png())
    expect(res.statusCode).toBe(201)
    expect(res.json().url).toMatch(/^\/media\/[0-9a-f]{32}\.png$/)
    expect((await s.t.app.inject({ url: res.json().url })).statusCode).toBe(200)
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    )
    expect(svg.statusCode).toBe(422)
    expect(svg.json().errors.imagem).toEqual(['Envie uma imagem PNG, JPEG, GIF ou WebP de até 2 MB.'])
    expect((await upload(Buffer.from('não é imagem'))).statusCode).toBe(422)
    expect((await upload(Buffer.alloc(3 * 1024 * 1024), 'image/png')).statusCode).toBe(413)
    expect((await s.t.app.inject({ method: 'POST', url: `${BASE}/imagem`, payload: png() })).statusCode).toBe(
      401,
    )
  })
})

describe('summary PDFs', () => {
  it('makes an A4 PDF with the title, author, date and content, accents right, with a table and an image', async () => {
    const image = (await upload(png())).json().url
    const html = [
      '<h1>Ortografia e acentuação</h1>',
      '<p>Regras de <strong>crase</strong>: à, às, àquele; ação, atenção, pão, órgão.</p>',
      '<ul><li><p>Oxítonas terminadas em a, e, o</p></li><li><p>Ditongos abertos: céu, herói</p></li></ul>',
      '<ol><li><p>Primeiro passo</p></li></ol>',
      '<table><tbody><tr><th>Regra</th><th>Exemplo</th></tr><tr><td>Paroxítona</td><td>caráter</td></tr></tbody></table>',
      `<p><img src="${image}" alt="mapa"></p>`,
      '<blockquote><p>Citação do edital</p></blockquote>',
    ].join('')
    const id = await s.create(s.owner, 'Português — acentuação', html)
    const res = await pdfOf(`/${id}/pdf?token=${s.owner.token}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    const pdf = res.rawPayload
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const text = textOf(pdf, 'document.pdf')
    for (const expected of [
      'Português — acentuação',
      'Autor: Ana Beatriz Conceição',
      `Data: ${formatDate(new Date())}`,
      'Ortografia e acentuação',
      'Regras de crase: à, às, àquele; ação, atenção, pão, órgão.',
      '• Oxítonas terminadas em a, e, o',
      '• Ditongos abertos: céu, herói',
      '1. Primeiro passo',
      'Paroxítona',
      'caráter',
      'Citação do edital',
    ])
      expect(text).toContain(expected)
    const info = execFileSync('pdfinfo', [path.join(dir, 'document.pdf')], { encoding: 'utf8' })
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/)
    expect(info).toContain('Author:          Ana Beatriz Conceição')
    const images = execFileSync('pdfimages', ['-list', path.join(dir, 'document.pdf')], { encoding: 'utf8' })
    expect(images.trim().split('\n').length).toBe(3) // two header lines and the one image

    const page = await pdfOf(`/${id}/pdfdom?token=${s.owner.token}`)
    expect(page.statusCode).toBe(200)
    const pageText = textOf(page.rawPayload, 'page.pdf')
    expect(pageText).toContain('Criador: Ana Beatriz Conceição')
    expect(pageText).toContain('Regras de crase: à, às, àquele')
  })

  it('needs a valid token and access: none for a missing or bad token, nor for a student without access', async () => {
    const id = await s.create(s.owner, 'Só para amigos', '<p>segredo</p>')
    for (const kind of ['pdf', 'pdfdom']) {
      expect((await pdfOf(`/${id}/${kind}`)).statusCode).toBe(401)
      expect((await pdfOf(`/${id}/${kind}?token=nao-e-um-token`)).statusCode).toBe(401)
      const stranger = await pdfOf(`/${id}/${kind}?token=${s.stranger.token}`)
      expect(stranger.statusCode).toBe(404)
      expect(stranger.headers['content-type']).not.toBe('application/pdf')
    }
    await s.call(s.owner, 'POST', `/${id}/adicionar/usuario`, { usuario: s.friend.cpf })
    const friend = await pdfOf(`/${id}/pdf?token=${s.friend.token}`)
    expect(friend.statusCode).toBe(200)
    expect(textOf(friend.rawPayload, 'friend.pdf')).toContain('segredo')
  })
})
