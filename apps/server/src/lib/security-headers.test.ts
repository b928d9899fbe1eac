import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auth, createTestContext, signUpAndLogin, type TestContext } from '../test/context.ts'
import { createCourse, grantPlan, userIdOf } from '../test/fixtures.ts'
import { loggerOptions } from './logger.ts'
import { mediaDir } from './media.ts'

// Issue 15: the headers every answer carries (API JSON, errors, PDFs, the built SPA and its index.html), no cookie
// anywhere, HSTS only behind https, and no session token in the request log, whether it came in the
// Authorization header or in a download link's `?token=`.
const web = mkdtempSync(path.join(tmpdir(), 'gabarito-web-'))
mkdirSync(path.join(web, 'assets'))
writeFileSync(
  path.join(web, 'index.html'),
  '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>',
)
writeFileSync(path.join(web, 'assets', 'app.js'), 'console.log("Gabarito")')

const lines: string[] = []
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'))
    done()
  },
})

let t: TestContext
let token: string
let courseId: number
let summaryId: number
const responses: [string, LightMyRequestResponse][] = []
type Call = InjectOptions
const CALLS: [string, () => Call][] = [
  ['API JSON', () => ({ url: '/api/v1/geral/modulo', headers: auth(token) })],
  ['401', () => ({ url: '/api/v1/profile/meus/planos' })],
  ['404', () => ({ url: '/api/v1/nada-aqui' })],
  ['422', () => ({ method: 'POST', url: '/api/v1/cadastro', payload: {} })],
  [
    'login',
    () => ({ method: 'POST', url: '/api/v1/seguranca/auth/login', payload: { id: '1', password: 'x' } }),
  ],
  ['report PDF', () => ({ url: `/api/v1/geral/relatorio/modulo/${courseId}/tag?token=${token}` })],
  ['summary PDF', () => ({ url: `/api/v1/geral/arquivo_usuario/${summaryId}/pdf?token=${token}` })],
  ['LGPD export', () => ({ url: `/api/v1/profile/meus/dados?token=${token}` })],
  ['PDF link, bad token', () => ({ url: `/api/v1/geral/relatorio/modulo/${courseId}/tag?token=estragado` })],
  ['stored image', () => ({ url: '/media/0123456789abcdef0123456789abcdef.png' })],
  ['SPA /', () => ({ url: '/' })],
  ['SPA index.html', () => ({ url: '/index.html' })],
  ['SPA asset', () => ({ url: '/assets/app.js' })],
  ['API docs', () => ({ url: '/api/docs/' })],
]

beforeAll(async () => {
  t = await createTestContext({ logger: { ...loggerOptions('info'), stream }, env: { WEB_DIST: web } })
  token = (await signUpAndLogin(t.app)).token
  const course = await createCourse(t.db)
  courseId = course.id
  await grantPlan(t.db, userIdOf(token), course.planId, new Date('2030-01-01T00:00:00Z'))
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/v1/geral/arquivo_usuario/',
    headers: auth(token),
    payload: { nome: 'Resumo', descricao: '<p>Texto</p>', modulo_id: courseId },
  })
  summaryId = made.json().id
  writeFileSync(
    path.join(mediaDir(t.config.DATA_DIR), '0123456789abcdef0123456789abcdef.png'),
    'not really a png',
  )
  for (const [name, call] of CALLS) responses.push([name, await t.app.inject(call())])
})
afterAll(async () => {
  await t.close()
  rmSync(web, { recursive: true, force: true })
})

/** The CSP's directives by name. */
function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const csp = String(res.headers['content-security-policy'] ?? '')
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  )
}

describe('the security headers', () => {
  it('answered each call as expected', () => {
    const status = Object.fromEntries(responses.map(([name, res]) => [name, res.statusCode]))
    expect(status).toEqual({
      'API JSON': 200,
      '401': 401,
      '404': 404,
      '422': 422,
      login: 401,
      'report PDF': 200,
      'summary PDF': 200,
      'LGPD export': 200,
      'PDF link, bad token': 401,
      'stored image': 200,
      'SPA /': 200,
      'SPA index.html': 200,
      'SPA asset': 200,
      'API docs': 200,
    })
  })

  it.each(CALLS.map(([name]) => name))(
    '%s: CSP without inline scripts, nosniff, no frames, no cookie',
    (name) => {
      const res = responses.find(([n]) => n === name)?.[1] as LightMyRequestResponse
      const csp = directives(res)
      const scripts = csp.get('script-src') ?? csp.get('default-src')
      expect(scripts).toBeDefined()
      expect(scripts).not.toContain("'unsafe-inline'")
      expect(scripts).not.toContain("'unsafe-eval'")
      expect(csp.get('script-src-attr') ?? ["'none'"]).toEqual(["'none'"])
      expect(csp.get('frame-ancestors')).toEqual(["'none'"])
      expect(csp.get('object-src') ?? csp.get('default-src')).toEqual(["'none'"])
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['x-frame-options']).toBe('DENY')
      expect(res.headers['referrer-policy']).toBe('no-referrer')
      expect(res.headers['strict-transport-security']).toBeUndefined()
      expect(res.headers['set-cookie']).toBeUndefined()
    },
  )

  it('sends HSTS when the public address is https', async () => {
    const https = await createTestContext({ env: { PUBLIC_URL: 'https://gabarito.example.com.br' } })
    try {
      for (const url of ['/api/v1/geral/modulo', '/api/v1/nada-aqui']) {
        const res = await https.app.inject({ url })
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
      }
    } finally {
      await https.close()
    }
  })
})

describe('the request log', () => {
  it('has the calls but never the token, from the header or the query', () => {
    const logged = lines.join('')
    expect(logged).toContain(`/api/v1/geral/relatorio/modulo/${courseId}/tag?token=[redacted]`)
    expect(logged).toContain(`/api/v1/geral/arquivo_usuario/${summaryId}/pdf?token=[redacted]`)
    expect(logged).toContain('/api/v1/profile/meus/dados?token=[redacted]')
    expect(logged).not.toContain(token)
    expect(logged).not.toContain(token.split('.')[2])
    expect(logged.toLowerCase()).not.toContain('bearer')
  })
})
