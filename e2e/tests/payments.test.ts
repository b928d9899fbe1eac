import { addMonthsSaoPaulo, formatDate, parseBrCode } from '@gabarito/core'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  apiToken,
  currentRoute,
  expectRoute,
  gone,
  SERGEANT_COURSE,
  signUpAndLogIn,
  visible,
  visit,
} from '../src/gabarito.ts'
import { artifactPath, type BrowserPage, STEP_TIMEOUT_MS, setupE2E } from '../src/harness.ts'

const WEBHOOK_SECRET = 'segredo-do-webhook-pix-e2e'
/** Status checks every second instead of 20, so the page sees the payment quickly. */
const e2e = setupE2E({ env: { PAYMENT_POLL_SECONDS: '1', PIX_WEBHOOK_SECRET: WEBHOOK_SECRET } })

const PURCHASE_KEY = 'curso_compra'
const PAYMENT_ROUTE = '/v2/geral/pagamento'
const STATUS_CALL = /^GET \/api\/v1\/profile\/meus\/planos\/pagamento\/\d+$/
const PHONE = { width: 360, height: 740 }

// --- API helpers (what another client, or the PSP, would do) -------------------------------------------------

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

interface Subject {
  id: number
  assuntos: { id: number }[]
}

/** The PRO topic filter of the course's first subject with topics: its questions route. */
async function topicQuestionsRoute(token: string, courseId: number): Promise<string> {
  const { body } = await callApi<Subject[]>('GET', `/api/v1/geral/modulo/${courseId}/disciplinas`, { token })
  const subject = body.find((s) => s.assuntos.length > 0)
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

/** The txid (field 62, sub-field 05) and amount (field 54, e.g. '79.90') written in a BR Code. */
function readBrCode(code: string): { txid: string; amount: string } {
  const fields = parseBrCode(code)
  const txid = parseBrCode(fields.get('62') ?? '').get('05')
  const amount = fields.get('54')
  if (!txid || !amount) throw new Error(`BR Code without txid or amount: ${code}`)
  return { txid, amount }
}

// --- screen helpers -----------------------------------------------------------------------------------------

function purchaseKey(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), PURCHASE_KEY)
}

function statusChecks(entry: BrowserPage): number {
  return entry.apiCalls.filter((call) => STATUS_CALL.test(call)).length
}

/** Waits (checks come every second here) until the page has checked the status more than `count` times. */
async function checkedMoreThan(entry: BrowserPage, count: number): Promise<void> {
  await expect.poll(() => statusChecks(entry), { timeout: STEP_TIMEOUT_MS }).toBeGreaterThan(count)
}

/** A full-page screenshot once the overlay left, from the top and without the toasts of earlier steps. */
async function screenshot(page: Page, name: string): Promise<void> {
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
function forgiveConsoleErrors(entry: BrowserPage, pattern: RegExp): void {
  const kept = entry.errors.filter((error) => !pattern.test(error))
  entry.errors.splice(0, entry.errors.length, ...kept)
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(PHONE.width)
}

// --- tests --------------------------------------------------------------------------------------------------

describe('PIX payments', () => {
  it('buys the sergeant course: months, QR code, webhook, approved, profile and the PRO topic filter', async () => {
    const entry = await e2e.open()
    const { page, context } = entry
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.url })
    const student = await signUpAndLogIn(page)
    const token = await apiToken(e2e.server.url, student.cpf, student.password)

    const { body: courses } = await callApi<{ id: number; nome: string }[]>('GET', '/api/v1/geral/modulo', {
      token,
    })
    const course = courses.find((c) => c.nome === SERGEANT_COURSE)
    if (!course) throw new Error(`${SERGEANT_COURSE} not listed`)
    const topicRoute = await topicQuestionsRoute(token, course.id)
    // Without the plan the topic filter is refused (423, the plan is missing).
    expect((await callApi('GET', topicRoute, { token })).status).toBe(423)

    const { body: offer } = await callApi<{ possui: boolean; valores: Record<string, string> }>(
      'GET',
      `/api/v1/profile/meus/planos/modulo/${course.id}`,
      { token },
    )
    expect(offer.possui).toBe(false)
    const threeMonths = offer.valores['3']
    if (!threeMonths) throw new Error('the sergeant course should be sold for 3 months')

    // The home page's Buy button keeps the course on the device and opens the payment page.
    await visible(page.getByRole('button', { name: `Comprar ${SERGEANT_COURSE}` }))
    await page.getByRole('button', { name: `Comprar ${SERGEANT_COURSE}` }).click()
    await expectRoute(page, PAYMENT_ROUTE)
    await visible(page.getByTestId('curso-compra').getByText(SERGEANT_COURSE, { exact: true }))
    expect(JSON.parse((await purchaseKey(page)) ?? 'null')).toEqual({ id: course.id, nome: SERGEANT_COURSE })

    // Every offered period, with the server's text; the button waits for a choice.
    const options = page.getByRole('radio')
    await visible(options)
    expect(await options.count()).toBe(Object.keys(offer.valores).length)
    for (const text of Object.values(offer.valores)) await visible(page.getByRole('radio', { name: text }))
    const generate = page.getByRole('button', { name: 'Gerar QR Code' })
    expect(await generate.isDisabled()).toBe(true)

    // Keyboard: one tab stop for the group, arrows move the choice.
    const first = page.getByRole('radio', { name: offer.valores['1'] ?? '' })
    await first.focus()
    await page.keyboard.press('Space')
    await expect.poll(() => first.getAttribute('aria-checked')).toBe('true')
    await page.keyboard.press('ArrowDown')
    const three = page.getByRole('radio', { name: threeMonths })
    await expect.poll(() => three.getAttribute('aria-checked')).toBe('true')
    expect(await first.getAttribute('aria-checked')).toBe('false')
    expect(await generate.isDisabled()).toBe(false)
    await page.keyboard.press('Tab')
    expect(await generate.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')

    // The charge: QR image, copia-e-cola, amount, expiry and the automatic release message.
    const qr = page.getByRole('img', { name: /^QR Code PIX para pagar R\$/ })
    await visible(qr)
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/)
    expect(await qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(100)
    const codeField = page.getByLabel('PIX copia e cola')
    const code = await codeField.inputValue()
    expect(code).toMatch(/^000201/)
    expect(await codeField.getAttribute('readonly')).not.toBeNull()
    const { txid, amount } = readBrCode(code)
    const price = threeMonths.split(' - ')[1] ?? ''
    expect(price).toBe(`R$ ${amount.replace('.', ',')}`)
    await visible(page.getByTestId('valor-cobranca').getByText(price, { exact: true }))
    expect(await page.getByTestId('validade-cobranca').textContent()).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    )
    await visible(
      page.getByText('O plano será liberado automaticamente assim que o pagamento for confirmado.'),
    )
    await visible(page.getByRole('heading', { name: 'Outras formas de pagamento' }))

    await screenshot(page, 'payment-qr-desktop.png')

    await page.getByRole('button', { name: 'Copiar código' }).click()
    await visible(page.getByText('Copiado!', { exact: true }))
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)

    // The page checks the status while it stays created.
    await checkedMoreThan(entry, 1)
    expect(await page.getByRole('heading', { name: 'Pagamento Aprovado!' }).count()).toBe(0)

    // A wrong amount or a wrong secret changes nothing; the right amount grants the plan.
    expect((await payByWebhook(txid, '0.01')).body).toEqual({ recebidos: 1, confirmados: 0 })
    expect((await payByWebhook(txid, amount, 'segredo-errado-do-webhook')).status).toBe(401)
    const checksBefore = statusChecks(entry)
    await checkedMoreThan(entry, checksBefore)
    expect(await page.getByRole('heading', { name: 'Pagamento Aprovado!' }).count()).toBe(0)

    const paid = await payByWebhook(txid, amount)
    const expectedEnd = formatDate(addMonthsSaoPaulo(new Date(), 3))
    expect(paid.body).toEqual({ recebidos: 1, confirmados: 1 })
    await visible(page.getByRole('heading', { name: 'Pagamento Aprovado!' }))
    await visible(page.locator('[data-kind="success"]').getByText('Pagamento Aprovado!'))
    await gone(qr)
    await screenshot(page, 'payment-approved-desktop.png')
    await page.setViewportSize(PHONE)
    await screenshot(page, 'payment-approved-360.png')
    await expectNoHorizontalScroll(page)
    await page.setViewportSize({ width: 1280, height: 800 })
    // Approved: no more checks.
    const checksAfter = statusChecks(entry)
    await page.waitForTimeout(2500)
    expect(statusChecks(entry)).toBe(checksAfter)

    // The profile shows the plan with its new end date; leaving forgot the course chosen for purchase.
    await page.getByRole('link', { name: 'Ver meus planos' }).click()
    await expectRoute(page, '/profile')
    const plan = page.getByTestId('plano').filter({ hasText: SERGEANT_COURSE })
    await visible(plan)
    await visible(plan.getByText(`Acesso até ${expectedEnd}`, { exact: true }))
    expect(await purchaseKey(page)).toBeNull()

    // The PRO topic filter refused before is now allowed.
    expect((await callApi('GET', topicRoute, { token })).status).toBe(200)

    // Buying it again: 'Você já possui o curso' and back to /.
    await visit(page, '/')
    await page.getByRole('button', { name: `Comprar ${SERGEANT_COURSE}` }).click()
    await visible(page.getByText('Você já possui o curso', { exact: true }))
    await expectRoute(page, '/')
    await expect.poll(() => purchaseKey(page), { timeout: STEP_TIMEOUT_MS }).toBeNull()
    const created = await callApi<{ message: string }>(
      'GET',
      `/api/v1/profile/meus/planos/modulo/${course.id}/meses/3`,
      { token },
    )
    expect(created).toEqual({ status: 409, body: { message: 'Você já possui o curso' } })
  })

  it('goes to / without a course chosen for purchase, or when the course cannot be checked', async () => {
    const { page } = await e2e.open()
    await signUpAndLogIn(page)
    await visit(page, PAYMENT_ROUTE)
    await expectRoute(page, '/')
    await visible(page.getByRole('heading', { name: 'Nossos cursos' }))

    // A course that is not on sale cannot be checked: say so and go back to /.
    await page.evaluate((key) => {
      window.localStorage.setItem(key, JSON.stringify({ id: 987654, nome: 'Curso que não existe' }))
    }, PURCHASE_KEY)
    await visit(page, PAYMENT_ROUTE)
    await visible(page.getByText('Não foi possivel verificar o Curso', { exact: true }))
    await expectRoute(page, '/')
    await expect.poll(() => purchaseKey(page), { timeout: STEP_TIMEOUT_MS }).toBeNull()

    // Logged out, the page asks for the login first.
    await page.evaluate(() => window.localStorage.clear())
    await visit(page, PAYMENT_ROUTE)
    await expectRoute(page, `/login?redirect=${encodeURIComponent(PAYMENT_ROUTE)}`)
  })

  it('fits a phone, stops checking when left, and offers a new QR code once the charge expires', async () => {
    const entry = await e2e.open({ viewport: PHONE })
    const { page } = entry
    await signUpAndLogIn(page)
    // The unlimited subscription, chosen through the device key as the home page keeps it.
    await page.evaluate((key) => {
      window.localStorage.setItem(key, JSON.stringify({ id: 1, nome: 'Assinatura ilimitada' }))
    }, PURCHASE_KEY)
    await visit(page, PAYMENT_ROUTE)
    await visible(page.getByRole('radio', { name: '1 mês - R$ 35,00' }))
    for (const text of [
      '2 meses - R$ 65,00',
      '3 meses - R$ 95,00',
      '6 meses - R$ 180,00',
      '12 meses - R$ 300,00',
    ])
      await visible(page.getByRole('radio', { name: text }))
    await screenshot(page, 'payment-months-360.png')
    await expectNoHorizontalScroll(page)

    await page.getByRole('radio', { name: '3 meses - R$ 95,00' }).click()
    await page.getByRole('button', { name: 'Gerar QR Code' }).click()
    const qr = page.getByRole('img', { name: 'QR Code PIX para pagar R$ 95,00' })
    await visible(qr)
    const firstCode = await page.getByLabel('PIX copia e cola').inputValue()
    expect(readBrCode(firstCode).amount).toBe('95.00')
    await screenshot(page, 'payment-qr-360.png')
    await expectNoHorizontalScroll(page)

    // A failed check says so and the page keeps checking.
    await page.route('**/api/v1/profile/meus/planos/pagamento/*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"falhou"}' }),
    )
    await visible(page.getByText('Não foi possivel verificar o Pagamento', { exact: true }))
    await page.unroute('**/api/v1/profile/meus/planos/pagamento/*')
    forgiveConsoleErrors(entry, /status of 500.*\/api\/v1\/profile\/meus\/planos\/pagamento\/\d+/)
    const afterFailure = statusChecks(entry)
    await checkedMoreThan(entry, afterFailure + 1)
    await visible(qr)

    // The PSP's charge runs out (the server's shortest expiry is a minute: answered here instead).
    await page.route('**/api/v1/profile/meus/planos/pagamento/*', async (route) => {
      const id = Number(new URL(route.request().url()).pathname.split('/').pop())
      await route.fulfill({ json: { id, status: 'expired' } })
    })
    await visible(page.getByText('Este QR Code expirou', { exact: true }))
    await gone(qr)
    const renew = page.getByRole('button', { name: 'Gerar novo QR Code' })
    await visible(renew)
    await screenshot(page, 'payment-expired-360.png')
    await expectNoHorizontalScroll(page)

    await page.unroute('**/api/v1/profile/meus/planos/pagamento/*')
    await renew.click()
    await visible(qr)
    await gone(page.getByText('Este QR Code expirou', { exact: true }))
    await visible(page.getByText('Aguardando a confirmação do pagamento…'))

    // Leaving stops the checks and forgets the course chosen for purchase.
    const checks = statusChecks(entry)
    await checkedMoreThan(entry, checks)
    await visit(page, '/profile')
    await expectRoute(page, '/profile')
    const left = statusChecks(entry)
    await page.waitForTimeout(2500)
    expect(statusChecks(entry)).toBe(left)
    expect(await purchaseKey(page)).toBeNull()
    expect(currentRoute(page)).toBe('/profile')
  })
})
