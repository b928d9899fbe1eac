import { readFileSync } from 'node:fs'
import { buildPixBrCode } from '@gabarito/core'
import { Agent, fetch as undiciFetch } from 'undici'
import type { Config } from '../../config.ts'

export interface PixChargeRequest {
  txid: string
  amountCents: number
  expiresInSeconds: number
  description: string
}

export interface PixChargeCreated {
  brCode: string
  /** Where the payer can see the charge, when the PSP gives one. */
  paymentUrl: string | null
}

/** How a charge is made and checked: a PSP's API Pix, or a static BR Code confirmed by webhook or staff. */
export interface PixProvider {
  createCharge(request: PixChargeRequest): Promise<PixChargeCreated>
  /** The PSP's view of the charge; null when the provider cannot tell (static codes). */
  paidAmountCents(txid: string): Promise<{ amountCents: number; endToEndId: string; paidAt: Date } | null>
}

/** Without a PSP: a BR Code with the key, amount and txid; confirmation comes by webhook or staff. */
export function staticPixProvider(config: Config): PixProvider {
  return {
    async createCharge(request) {
      const brCode = buildPixBrCode({
        key: config.PIX_KEY,
        merchantName: config.PIX_MERCHANT_NAME,
        merchantCity: config.PIX_MERCHANT_CITY,
        amountCents: request.amountCents,
        txid: request.txid,
        singleUse: true,
      })
      return { brCode, paymentUrl: null }
    },
    async paidAmountCents() {
      return null
    },
  }
}

export class PspError extends Error {}

interface CobResponse {
  status?: string
  pixCopiaECola?: string
  location?: string
  valor?: { original?: string }
  pix?: { endToEndId: string; valor: string; horario: string }[]
}

const toCents = (value: string) => Math.round(Number(value) * 100)

/** A PSP that does not answer in this time fails the call, so a student's QR request never hangs. */
const PSP_TIMEOUT_MS = 15_000

/**
 * A PSP that implements the Banco Central's standard API Pix: OAuth2 client credentials, then
 * `PUT /v2/cob/{txid}` to create a charge and `GET /v2/cob/{txid}` to read it.
 */
export function apiPixProvider(
  config: Config & { PSP_URL: string; PSP_CLIENT_ID: string; PSP_CLIENT_SECRET: string },
  fetchImpl: typeof fetch = fetch,
): PixProvider {
  const base = config.PSP_URL.replace(/\/$/, '')
  let token: { value: string; until: number } | null = null

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value
    const basic = Buffer.from(`${config.PSP_CLIENT_ID}:${config.PSP_CLIENT_SECRET}`).toString('base64')
    const res = await fetchImpl(`${base}/oauth/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&scope=cob.write%20cob.read',
      signal: AbortSignal.timeout(PSP_TIMEOUT_MS),
    })
    if (!res.ok) throw new PspError(`PSP token request failed with ${res.status}`)
    const body = (await res.json()) as { access_token: string; expires_in?: number }
    token = {
      value: body.access_token,
      until: Date.now() + Math.max(30, (body.expires_in ?? 300) - 30) * 1000,
    }
    return token.value
  }

  async function call(method: 'PUT' | 'GET', txid: string, body?: unknown): Promise<CobResponse> {
    const res = await fetchImpl(`${base}/v2/cob/${txid}`, {
      method,
      headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(PSP_TIMEOUT_MS),
    })
    if (!res.ok) throw new PspError(`PSP ${method} /v2/cob failed with ${res.status}`)
    return (await res.json()) as CobResponse
  }

  return {
    async createCharge(request) {
      const cob = await call('PUT', request.txid, {
        calendario: { expiracao: request.expiresInSeconds },
        valor: { original: (request.amountCents / 100).toFixed(2) },
        chave: config.PIX_KEY,
        solicitacaoPagador: request.description.slice(0, 140),
      })
      if (!cob.pixCopiaECola) throw new PspError('PSP answered without pixCopiaECola')
      return {
        brCode: cob.pixCopiaECola,
        paymentUrl: cob.location ? `https://${cob.location.replace(/^https?:\/\//, '')}` : null,
      }
    },
    async paidAmountCents(txid) {
      const cob = await call('GET', txid)
      const paid = cob.pix?.[0]
      if (cob.status !== 'CONCLUIDA' || !paid) return null
      return { amountCents: toCents(paid.valor), endToEndId: paid.endToEndId, paidAt: new Date(paid.horario) }
    },
  }
}

/**
 * A fetch that presents the client certificate the PSP issued (mutual TLS) and trusts the PSP's CA, when
 * configured; otherwise the global fetch.
 */
function pspFetch(config: Config): typeof fetch | undefined {
  const read = (file: string | undefined) => (file ? readFileSync(file) : undefined)
  if (!config.PSP_CERT_FILE && !config.PSP_CA_FILE) return undefined
  const dispatcher = new Agent({
    connect: {
      cert: read(config.PSP_CERT_FILE),
      key: read(config.PSP_KEY_FILE),
      ca: read(config.PSP_CA_FILE),
    },
  })
  return ((url: string, init?: RequestInit) =>
    undiciFetch(url, { ...(init as object), dispatcher })) as unknown as typeof fetch
}

export function pixProviderFor(config: Config): PixProvider {
  if (config.PSP_URL && config.PSP_CLIENT_ID && config.PSP_CLIENT_SECRET) {
    return apiPixProvider(
      {
        ...config,
        PSP_URL: config.PSP_URL,
        PSP_CLIENT_ID: config.PSP_CLIENT_ID,
        PSP_CLIENT_SECRET: config.PSP_CLIENT_SECRET,
      },
      pspFetch(config),
    )
  }
  return staticPixProvider(config)
}
