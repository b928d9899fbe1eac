/** What the PIX payment browser tests share: the calls the PSP and other clients make, and the page's parts. */
import { parseBrCode } from '@gabarito/core'
import { subjectJson } from '@gabarito/core/contract'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { z } from 'zod/mini'
import { gone } from './gabarito.ts'
import { artifactPath, type BrowserPage, type E2E, STEP_TIMEOUT_MS } from './harness.ts'
import { PHONE } from './viewports.ts'

const WEBHOOK_SECRET = 'segredo-do-webhook-pix-e2e'
/** The server of a payment test: status checks every second instead of 20, so the page sees a payment quickly. */
export const PAYMENT_SERVER_ENV = { PAYMENT_POLL_SECONDS: '1', PIX_WEBHOOK_SECRET: WEBHOOK_SECRET }

export const PURCHASE_KEY = 'curso_compra'
export const PAYMENT_ROUTE = '/v2/geral/pagamento'
const STATUS_CALL = /^GET \/api\/v1\/profile\/meus\/planos\/pagamento\/\d+$/

// --- API helpers (what another client, or the PSP, would do) -------------------------------------------------

/** Calls to the server of `e2e`. */
export function paymentsApi(e2e: E2E) {
  async function callApi<T>(
    method: string,
    route: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = { ...options.headers }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(`${e2e.server.url}${route}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
    const text = await response.text()
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T }
  }

  /** The PRO topic filter of the course's first subject with topics: its questions route. */
  async function topicQuestionsRoute(token: string, courseId: number): Promise<string> {
    const { body } = await callApi<unknown>('GET', `/api/v1/geral/modulo/${courseId}/disciplinas`, { token })
    const subject = z.parse(z.array(subjectJson), body).find((s) => s.assuntos.length > 0)
    const topic = subject?.assuntos[0]
    if (!subject || !topic) throw new Error('the sergeant course should have a subject with topics')
    return `/api/v1/geral/modulo/${courseId}/assunto/${topic.id}/disciplina/${subject.id}/perguntas`
  }

  /** The PSP tells the server a PIX arrived (API Pix webhook). */
  function payByWebhook(txid: string, valor: string, secret = WEBHOOK_SECRET) {
    return callApi<{ recebidos: number; confirmados: number }>('POST', '/api/v1/pagamentos/webhook/pix', {
      headers: { 'x-webhook-secret': secret },
      body: { pix: [{ endToEndId: `E${Date.now()}E2E`, txid, valor, horario: new Date().toISOString() }] },
    })
  }

  return { callApi, topicQuestionsRoute, payByWebhook }
}

/** The txid (field 62, sub-field 05) and amount (field 54, e.g. '79.90') written in a BR Code. */
export function readBrCode(code: string): { txid: string; amount: string } {
  const fields = parseBrCode(code)
  const txid = parseBrCode(fields.get('62') ?? '').get('05')
  const amount = fields.get('54')
  if (!txid || !amount) throw new Error(`BR Code without txid or amount: ${code}`)
  return { txid, amount }
}

// --- screen helpers -----------------------------------------------------------------------------------------

export function purchaseKey(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), PURCHASE_KEY)
}

export function statusChecks(entry: BrowserPage): number {
  return entry.apiCalls.filter((call) => STATUS_CALL.test(call)).length
}

/** Waits (checks come every second here) until the page has checked the status more than `count` times. */
export async function checkedMoreThan(entry: BrowserPage, count: number): Promise<void> {
  await expect.poll(() => statusChecks(entry), { timeout: STEP_TIMEOUT_MS }).toBeGreaterThan(count)
}

/** A full-page screenshot once the overlay left, from the top and without the toasts of earlier steps. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await gone(page.getByTestId('loading-overlay'))
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await page.waitForTimeout(400)
  await page.screenshot({
    path: artifactPath(name),
    fullPage: true,
    style: '.mantine-Notifications-root { display: none !important; }',
  })
}

/** Drops the console errors this test caused on purpose (the harness fails on any other). */
export function forgiveConsoleErrors(entry: BrowserPage, pattern: RegExp): void {
  const kept = entry.errors.filter((error) => !pattern.test(error))
  entry.errors.splice(0, entry.errors.length, ...kept)
}

export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(PHONE.width)
}
