import { describe, expect, it } from 'vitest'
import { gone, visible, visit } from '../src/gabarito.ts'
import { artifactPath, setupE2E } from '../src/harness.ts'
import { PHONE } from '../src/viewports.ts'

const e2e = setupE2E()

describe('site texts', () => {
  it('shows the promotions with the donation discount and the payment options', async () => {
    const settings = (await (await fetch(`${e2e.server.url}/site/api/configuracao`)).json()) as Record<
      string,
      string
    >
    const { page } = await e2e.open({ viewport: PHONE })
    await visit(page, '/promocao')
    await visible(page.getByRole('heading', { name: 'Promoções', level: 1 }))
    await visible(page.getByTestId('desconto-doacao').getByText(`${settings.valor_doacao}%`, { exact: true }))
    const headings = [...(settings.promocao ?? '').matchAll(/<h3>([^<]+)<\/h3>/g)].map((m) => m[1] as string)
    expect(headings.length).toBeGreaterThan(1)
    for (const heading of headings) {
      await visible(page.getByTestId('promocao').getByRole('heading', { name: heading }))
    }
    expect(await page.getByTestId('promocao').count()).toBe(headings.length)
    await visible(page.getByText('R$ 1.000,00'))
    await visible(page.getByRole('heading', { name: 'Formas de pagamento' }))
    await visible(page.getByText('PicPay online'))
    await gone(page.getByTestId('loading-overlay'))
    await page.screenshot({ path: artifactPath('promocao-360.png'), fullPage: true })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })

  it('shows the promotions without the discount when its value cannot be loaded', async () => {
    const { page } = await e2e.open()
    // The donation value (asked with POST) fails; the rest of the page loads.
    await page.route('**/site/api/configuracao', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 404,
            contentType: 'application/json',
            body: '{"message":"Não encontrado."}',
          })
        : route.continue(),
    )
    await visit(page, '/promocao')
    await visible(page.getByTestId('promocao'))
    expect(await page.getByTestId('desconto-doacao').count()).toBe(0)
    // Silent: no error toast.
    expect(await page.locator('[data-kind="error"]').count()).toBe(0)
  })

  it('shows the cancellation terms', async () => {
    const settings = (await (await fetch(`${e2e.server.url}/site/api/configuracao`)).json()) as Record<
      string,
      string
    >
    const { page } = await e2e.open()
    await visit(page, '/cancelamento')
    await visible(page.getByRole('heading', { name: 'Termos de cancelamento', level: 1 }))
    const text = page.getByTestId('termos-de-cancelamento')
    await visible(text)
    const firstWords = (settings.cancelamento ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40)
    expect(((await text.textContent()) ?? '').replace(/\s+/g, ' ')).toContain(firstWords)
    await page.screenshot({ path: artifactPath('cancelamento-1280.png'), fullPage: true })
  })

  it('shows the failure message when the cancellation terms cannot be loaded', async () => {
    const { page } = await e2e.open()
    await page.route('**/site/api/configuracao', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Não encontrado."}' }),
    )
    await visit(page, '/cancelamento')
    await visible(page.getByRole('alert').filter({ hasText: 'Não foi possivel achar o termo de uso' }))
  })
})
