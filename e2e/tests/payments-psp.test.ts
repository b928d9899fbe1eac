import { describe, expect, it } from 'vitest'
import { expectRoute, gone, SERGEANT_COURSE, signUpAndLogIn, visible } from '../src/gabarito.ts'
import { artifactPath, setupE2E } from '../src/harness.ts'

// A server configured for a PSP that cannot be reached: nothing listens on port 9 here.
const e2e = setupE2E({
  env: { PSP_URL: 'http://127.0.0.1:9', PSP_CLIENT_ID: 'gabarito', PSP_CLIENT_SECRET: 'segredo-do-psp' },
})

const PIX_UNAVAILABLE = 'Não foi possível gerar o QR Code agora. Tente novamente em instantes.'

describe('PIX payments when the PSP is down', () => {
  it('says the QR Code cannot be made now and keeps the months to try again', async () => {
    const { page } = await e2e.open({ viewport: { width: 360, height: 740 } })
    await signUpAndLogIn(page)

    await page.getByRole('button', { name: `Comprar ${SERGEANT_COURSE}` }).click()
    await expectRoute(page, '/v2/geral/pagamento')
    const oneMonth = page.getByRole('radio').first()
    await visible(oneMonth)
    await oneMonth.check()
    await page.getByRole('button', { name: 'Gerar QR Code' }).click()

    await visible(page.locator('[data-kind="error"]').getByText(PIX_UNAVAILABLE))
    await gone(page.getByTestId('loading-overlay'))
    expect(await page.getByRole('img', { name: /QR Code/i }).count()).toBe(0)
    expect(await oneMonth.isChecked()).toBe(true)
    expect(await page.getByRole('button', { name: 'Gerar QR Code' }).isEnabled()).toBe(true)
    await page.waitForTimeout(500) // the toast's entrance animation
    await page.screenshot({ path: artifactPath('payment-psp-down-360.png') })
  })
})
