import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { mediaDir } from '../../lib/media.ts'
import { auth } from '../../test/context.ts'
import { staffSuite } from '../../test/staff.ts'
import { GIF, PNG } from '../import/import.test-helpers.ts'
import { STAFF_IMAGE_REFUSED } from './media.staff.service.ts'

// POST /api/v1/admin/imagens: the editors' images, checked by their bytes and their size.
const { t, tokens } = staffSuite()

const upload = (payload: Buffer | string, contentType = 'image/png', token = tokens.manager) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/imagens',
    headers: { ...auth(token), 'content-type': contentType },
    payload,
  })

describe('image upload', () => {
  it('keeps an image under the hash of its bytes, whatever it was called, and logs it', async () => {
    const res = await upload(GIF, 'application/octet-stream')
    expect(res.statusCode).toBe(201)
    const { url } = res.json()
    expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.gif$/)
    expect(existsSync(path.join(mediaDir(t.config.DATA_DIR), path.basename(url)))).toBe(true)
    expect((await t.app.inject({ url })).statusCode).toBe(200)
    const log = await t.app.inject({
      url: '/api/v1/admin/auditoria?entidade=imagem',
      headers: auth(tokens.admin),
    })
    expect(log.json().data[0]).toMatchObject({ acao: 'enviar', depois: { url, bytes: GIF.length } })
  })

  it('refuses a script renamed .png, an SVG and an empty body with 422', async () => {
    for (const payload of [
      '#!/bin/sh\nrm -rf /\n',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '',
    ]) {
      const res = await upload(payload)
      expect([res.statusCode, res.json()]).toEqual([
        422,
        { message: STAFF_IMAGE_REFUSED, errors: { imagem: [STAFF_IMAGE_REFUSED] } },
      ])
    }
  })

  it('refuses a 20 MB file before storing anything', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024)])
    const res = await upload(big)
    expect(res.statusCode).toBe(413)
    expect(res.json().message).toBe('A requisição é grande demais.')
  })

  it('is for staff only', async () => {
    expect((await upload(PNG, 'image/png', tokens.student)).statusCode).toBe(403)
  })
})
