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

/** Both PDFs of a summary, read back as text; each must be a 200. */
async function pdfTexts(id: number, name: string): Promise<string[]> {
  const texts: string[] = []
  for (const kind of ['pdf', 'pdfdom']) {
    const res = await pdfOf(`/${id}/${kind}?token=${s.owner.token}`)
    expect(res.statusCode, `${name} ${kind}: ${res.body.slice(0, 200)}`).toBe(200)
    texts.push(textOf(res.rawPayload, `${name}-${kind}.pdf`))
  }
  return texts
}

/** Tables whose spans run past their rows or columns (issue 25): [name, html, the cells' texts]. */
const ODD_TABLES: [string, string, string[]][] = [
  [
    'rowspan past the end',
    '<table><tr><td rowspan="2">a1</td><td>b1</td></tr><tr><td rowspan="2">c1</td><td>d1</td></tr></table>',
    ['a1', 'b1', 'c1', 'd1'],
  ],
  [
    'colspan past the row',
    '<table><tr><td colspan="9">a2</td></tr><tr><td>b2</td><td>c2</td></tr></table>',
    ['a2', 'b2', 'c2'],
  ],
  [
    'rowspans overlapping a colspan',
    '<table><tr><td rowspan="3">a3</td><td rowspan="3">b3</td></tr><tr><td colspan="3">c3</td></tr><tr><td>d3</td></tr></table>',
    ['a3', 'b3', 'c3', 'd3'],
  ],
  [
    'rowspan 0',
    '<table><tr><td rowspan="0">a4</td><td>b4</td></tr><tr><td>c4</td></tr></table>',
    ['a4', 'b4', 'c4'],
  ],
  [
    'huge and odd spans',
    '<table><tr><td rowspan="99999" colspan="99999">a5</td><td rowspan="1.5" colspan="-2">b5</td></tr><tr><td colspan="2x">c5</td></tr></table>',
    ['a5', 'b5', 'c5'],
  ],
  [
    'thead, tbody and loose rows',
    '<table><thead><tr><th rowspan="3">h6</th></tr></thead><tbody><tr><td>x6</td><td colspan="4">y6</td></tr></tbody><tr><td rowspan="5">z6</td></tr></table>',
    ['h6', 'x6', 'y6', 'z6'],
  ],
  [
    'ragged and empty rows',
    '<table><tr></tr><tr><td>a7</td></tr><tr><td>b7</td><td>c7</td><td rowspan="4">d7</td></tr><tr></tr></table>',
    ['a7', 'b7', 'c7', 'd7'],
  ],
  [
    'nested table and loose cells',
    '<table><tr><td><table><tr><td rowspan="5">in8</td></tr></table></td><td colspan="3">b8</td></tr></table><td rowspan="4">solta8</td>',
    ['in8', 'b8', 'solta8'],
  ],
  [
    'wider than a page',
    `<table><tr>${Array.from({ length: 30 }, (_, i) => `<td>w${i}</td>`).join('')}</tr><tr><td colspan="40" rowspan="3">a9</td></tr></table>`,
    ['w0', 'w29', 'a9'],
  ],
]

describe('summary PDFs of tables with odd spans (issue 25)', () => {
  it('fits the spans when saved, and both PDFs show every cell', async () => {
    const id = await s.create(s.owner, 'Tabelas estranhas')
    for (const [name, html, cells] of ODD_TABLES) {
      const res = await s.call(s.owner, 'PATCH', `/${id}`, { descricao: html })
      expect(res.statusCode, name).toBe(200)
      for (const text of await pdfTexts(id, name))
        for (const cell of cells) expect(text, name).toContain(cell)
    }
    const saved = await s.call(s.owner, 'PATCH', `/${id}`, { descricao: ODD_TABLES[0]?.[1] })
    // The second rowspan ran past the last row: the stored cell spans one row.
    expect(saved.json().descricao).toBe(
      '<table><tr><td rowspan="2">a1</td><td>b1</td></tr><tr><td>c1</td><td>d1</td></tr></table>',
    )
    const odd = await s.call(s.owner, 'PATCH', `/${id}`, { descricao: ODD_TABLES[4]?.[1] })
    expect(odd.json().descricao).toBe(
      '<table><tr><td colspan="100" rowspan="2">a5</td><td>b5</td></tr><tr><td>c5</td></tr></table>',
    )
  })

  it('makes the PDFs of tables stored before the spans were fitted', async () => {
    const html = ODD_TABLES.map(([, table]) => table).join('<p>entre</p>')
    const id = await s.store(s.owner, 'Tabelas guardadas antes', html)
    const texts = await pdfTexts(id, 'stored-tables')
    for (const text of texts)
      for (const [name, , cells] of ODD_TABLES) for (const cell of cells) expect(text, name).toContain(cell)
  })
})

const deepMarks = (n: number, text = 'fundo das marcas') =>
  `${'<strong><em>'.repeat(n)}${text}${'</em></strong>'.repeat(n)}`
const deepList = (n: number) => `${'<ul><li>'.repeat(n)}fundo da lista${'</li></ul>'.repeat(n)}`

describe('deep nesting (issue 25)', () => {
  it('refuses content nested deeper than 40 elements, on create, change and append', async () => {
    const message = 'O resumo tem formatação aninhada demais (mais de 40 níveis). Simplifique o texto.'
    const id = await s.create(s.owner, 'Aninhado')
    for (const html of [
      deepMarks(1000),
      deepList(2000),
      deepMarks(21) + '<p>fim</p>'.repeat(5),
      `${'<b>'.repeat(60000)}x`,
    ]) {
      const calls = [
        await s.call(s.owner, 'POST', '/', { nome: 'Fundo', descricao: html, modulo_id: s.courseId }),
        await s.call(s.owner, 'PATCH', `/${id}`, { descricao: html }),
        await s.call(s.owner, 'POST', `/${id}/anexar`, { descricao: html }),
      ]
      for (const res of calls) {
        expect(res.statusCode, html.slice(0, 40)).toBe(422)
        expect(res.json()).toEqual({ message, errors: { descricao: [message] } })
      }
    }
    // 40 elements deep is fine: 19 lists and a bold word.
    const deepest = `${'<ul><li>'.repeat(19)}<p><strong>quarenta</strong></p>${'</li></ul>'.repeat(19)}`
    expect((await s.call(s.owner, 'PATCH', `/${id}`, { descricao: deepest })).statusCode).toBe(200)
    for (const text of await pdfTexts(id, 'deepest')) expect(text).toContain('quarenta')
    const over = `${'<ul><li>'.repeat(20)}<p><strong>quarenta e um</strong></p>${'</li></ul>'.repeat(20)}`
    expect((await s.call(s.owner, 'PATCH', `/${id}`, { descricao: over })).statusCode).toBe(422)
  })

  it('still makes the PDFs of a deep summary stored before the rule, with its text', async () => {
    const id = await s.store(
      s.owner,
      'Fundo guardado',
      `<p>antes</p>${deepMarks(2000)}${deepList(2000)}${deepMarks(20000, 'mais fundo')}<p>depois</p>`,
    )
    for (const text of await pdfTexts(id, 'stored-deep'))
      for (const expected of ['antes', 'fundo das marcas', 'fundo da lista', 'mais fundo', 'depois'])
        expect(text).toContain(expected)
  })
})
