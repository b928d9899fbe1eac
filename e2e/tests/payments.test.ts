import { addMonthsSaoPaulo, formatDate } from '@gabarito/core'
import { describe, expect, it } from 'vitest'
import {
  apiToken,
  expectRoute,
  gone,
  SERGEANT_COURSE,
  signUpAndLogIn,
  visible,
  visit,
} from '../src/gabarito.ts'
import { STEP_TIMEOUT_MS, setupE2E } from '../src/harness.ts'
import {
  checkedMoreThan,
  expectNoHorizontalScroll,
  PAYMENT_ROUTE,
  PAYMENT_SERVER_ENV,
  paymentsApi,
  purchaseKey,
  readBrCode,
  screenshot,
  statusChecks,
} from '../src/payments.ts'
import { PHONE } from '../src/viewports.ts'

const e2e = setupE2E({ env: PAYMENT_SERVER_ENV })
const { callApi, payByWebhook, topicQuestionsRoute } = paymentsApi(e2e)

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
})
