import { once } from 'node:events'
import { rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { TLSSocket } from 'node:tls'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentEvents, payments } from '../../db/schema/index.ts'
import type { Clock } from '../../lib/clock.ts'
import { createTestPki } from '../../test/certificates.ts'
import { auth, createTestContext, signUpAndLogin, type TestContext } from '../../test/context.ts'
import { PIX_UNAVAILABLE } from './payments.service.ts'

const clock: Clock = () => new Date('2026-11-20T15:00:00Z')

/**
 * A PSP answering as the Banco Central's API Pix documents it: OAuth2 client credentials, then
 * `PUT`/`GET /v2/cob/{txid}`. A test marks a charge paid through `charges`.
 */
function fakeApiPix() {
  const requests: { method: string; url: string; auth: string; body: string; clientName?: string }[] = []
  const charges = new Map<string, { valor: string; paid: boolean }>()
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let body = ''
    for await (const chunk of req) body += chunk
    requests.push({
      method: req.method ?? '',
      url: req.url ?? '',
      auth: req.headers.authorization ?? '',
      body,
      clientName:
        req.socket instanceof TLSSocket ? String(req.socket.getPeerCertificate().subject?.CN) : undefined,
    })
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(json))
    }
    if (req.url === '/oauth/token') {
      if (req.headers.authorization !== `Basic ${Buffer.from('cliente:segredo').toString('base64')}`)
        return send(401, {})
      return send(200, { access_token: 'tok-123', token_type: 'Bearer', expires_in: 3600 })
    }
    if (req.headers.authorization !== 'Bearer tok-123') return send(401, {})
    const txid = req.url?.match(/^\/v2\/cob\/([A-Za-z0-9]+)$/)?.[1]
    if (!txid) return send(404, {})
    if (req.method === 'PUT') {
      const cob = JSON.parse(body)
      charges.set(txid, { valor: cob.valor.original, paid: false })
      return send(201, {
        txid,
        status: 'ATIVA',
        location: 'pix.psp.example/qr/v2/abc',
        pixCopiaECola: `PSP-BRCODE-${txid}`,
        valor: cob.valor,
      })
    }
    const charge = charges.get(txid)
    if (!charge) return send(404, {})
    return send(200, {
      txid,
      status: charge.paid ? 'CONCLUIDA' : 'ATIVA',
      valor: { original: charge.valor },
      pix: charge.paid
        ? [{ endToEndId: 'E9PSP', valor: charge.valor, horario: '2026-11-20T15:05:00Z' }]
        : undefined,
    })
  }
  return { requests, charges, handle }
}

async function listen(server: Server): Promise<number> {
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return (server.address() as AddressInfo).port
}

const pspEnv = { PSP_CLIENT_ID: 'cliente', PSP_CLIENT_SECRET: 'segredo', PIX_KEY: 'pix@gabarito.app' }
const buyOneMonth = async (app: TestContext['app']) => {
  const { token } = await signUpAndLogin(app)
  const res = await app.inject({ url: '/api/v1/profile/meus/planos/modulo/1/meses/1', headers: auth(token) })
  return { token, res }
}

describe('API Pix adapter', () => {
  const { requests, charges, handle } = fakeApiPix()
  const psp = createServer(handle)
  let p: TestContext

  beforeAll(async () => {
    const port = await listen(psp)
    p = await createTestContext({ clock, env: { ...pspEnv, PSP_URL: `http://127.0.0.1:${port}` } })
  })
  afterAll(async () => {
    await p.close()
    psp.close()
  })

  it('creates the charge with PUT /v2/cob, takes the PSP’s BR Code, and confirms when GET /v2/cob says CONCLUIDA', async () => {
    const { token, res } = await buyOneMonth(p.app)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    const put = requests.find((r) => r.method === 'PUT')
    const txid = put?.url.split('/').at(-1) as string
    expect(body.qrcode.content).toBe(`PSP-BRCODE-${txid}`)
    expect(body.paymentUrl).toBe('https://pix.psp.example/qr/v2/abc')
    expect(JSON.parse(put?.body as string)).toMatchObject({
      valor: { original: '35.00' },
      chave: 'pix@gabarito.app',
      calendario: { expiracao: 1800 },
    })
    expect(requests.filter((r) => r.url === '/oauth/token')).toHaveLength(1)

    const check = () =>
      p.app.inject({
        url: `/api/v1/profile/meus/planos/pagamento/${body.pagamento.id}`,
        headers: auth(token),
      })
    expect((await check()).json().status).toBe('created')
    const charge = charges.get(txid)
    if (charge) charge.paid = true
    expect((await check()).json().status).toBe('executed')
    expect(
      (await p.app.inject({ url: '/api/v1/profile/meus/planos/modulo/1', headers: auth(token) })).json()
        .possui,
    ).toBe(true)
    expect(requests.filter((r) => r.url === '/oauth/token')).toHaveLength(1)
    // The payment's history (decision 0025): created at the PSP, then the poll that found it paid.
    const events = await p.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, body.pagamento.id))
      .orderBy(asc(paymentEvents.id))
    expect(events.map((e) => [e.kind, (e.details as { resultado?: string }).resultado])).toEqual([
      ['created', undefined],
      ['psp', 'granted'],
    ])
  })
})

describe('API Pix adapter over mutual TLS', () => {
  const pki = createTestPki()
  const { requests, handle } = fakeApiPix()
  // Like a PSP: only clients with a certificate its CA issued get past the TLS handshake.
  const psp = createHttpsServer({ ...pki.server, requestCert: true, rejectUnauthorized: true }, handle)
  let url: string

  beforeAll(async () => {
    url = `https://127.0.0.1:${await listen(psp)}`
  })
  afterAll(() => {
    psp.close()
    rmSync(pki.dir, { recursive: true, force: true })
  })

  it('presents the client certificate the PSP issued and trusts the PSP’s CA', async () => {
    const m = await createTestContext({
      clock,
      env: {
        ...pspEnv,
        PSP_URL: url,
        PSP_CERT_FILE: pki.clientCertFile,
        PSP_KEY_FILE: pki.clientKeyFile,
        PSP_CA_FILE: pki.caCertFile,
      },
    })
    try {
      const { res } = await buyOneMonth(m.app)
      expect(res.statusCode).toBe(200)
      expect(res.json().qrcode.content).toMatch(/^PSP-BRCODE-/)
      expect(requests.map((r) => r.clientName)).toEqual(['gabarito', 'gabarito'])
    } finally {
      await m.close()
    }
  })

  it('answers 503 with a message, and stores no payment, when the PSP refuses the connection', async () => {
    // Trusts the PSP but has no client certificate: the PSP ends the handshake.
    const m = await createTestContext({
      clock,
      env: { ...pspEnv, PSP_URL: url, PSP_CA_FILE: pki.caCertFile },
    })
    try {
      const before = requests.length
      const { res } = await buyOneMonth(m.app)
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({ message: PIX_UNAVAILABLE })
      expect(requests.length).toBe(before)
      expect(await m.db.select().from(payments)).toEqual([])
    } finally {
      await m.close()
    }
  })
})
