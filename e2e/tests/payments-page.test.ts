import { describe, expect, it } from 'vitest'
import { currentRoute, expectRoute, gone, signUpAndLogIn, visible, visit } from '../src/gabarito.ts'
import { STEP_TIMEOUT_MS, setupE2E } from '../src/harness.ts'
import {
  checkedMoreThan,
  expectNoHorizontalScroll,
  forgiveConsoleErrors,
  PAYMENT_ROUTE,
  PAYMENT_SERVER_ENV,
  PURCHASE_KEY,
  purchaseKey,
  readBrCode,
  screenshot,
  statusChecks,
} from '../src/payments.ts'
import { PHONE } from '../src/viewports.ts'

const e2e = setupE2E({ env: PAYMENT_SERVER_ENV })

describe('PIX payments', () => {
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
    // Every text under the QR code describes this page's own flow (issue 26): PIX by the QR code or its Pix Copia e
    // Cola, released automatically once confirmed; the site's list with PicPay stays on the home page.
    await visible(page.getByTestId('outras-formas-de-pagamento'))
    expect(await page.locator('main').textContent()).not.toMatch(/picpay/i)
    const others = (await page.getByTestId('outras-formas-de-pagamento').textContent()) ?? ''
    expect(others).toContain('Pix Copia e Cola')
    expect(others).toContain('O plano é liberado automaticamente assim que o pagamento é confirmado.')
    expect(others).not.toContain('chave informada no atendimento')
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
