import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { describeFindings, seriousFindings } from '../src/axe.ts'
import { expectRoute, gone, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { setupE2E } from '../src/harness.ts'
import { PAYMENT_ROUTE, PURCHASE_KEY } from '../src/payments.ts'
import { createStudent, logInWithCourse, shownQuestionId } from '../src/practice.ts'

// Issue 47, item 8, on the student's screens: "Ver planos" leads to the course's plans, the payment page shows a
// pending charge again, the offline note leaves after the sync, a hidden comment tells its author, the reports hub
// asks only for what a student without a plan may read.
const e2e = setupE2E()

async function expectNoSeriousFindings(page: Page, screen: string): Promise<void> {
  const findings = await seriousFindings(page, screen)
  expect(findings, describeFindings(findings)).toEqual([])
}

describe('small fixes on the student screens', () => {
  it('"Ver planos" opens the plans of the current course', async () => {
    const student = await createStudent(e2e.server.url)
    const { page } = await e2e.open()
    await logInWithCourse(page, student, SERGEANT_COURSE)
    await visit(page, '/v2/geral/perguntas')
    await shownQuestionId(page)
    await page.getByLabel('Assunto').selectOption({ label: 'Crase' })
    await page.getByRole('link', { name: 'Ver planos' }).click()
    await expectRoute(page, '/v2/geral/pagamento')
    expect(await page.getByTestId('curso-compra').textContent()).toBe(SERGEANT_COURSE)
    await visible(page.getByRole('button', { name: 'Gerar QR Code' }))
    await expectNoSeriousFindings(page, 'payment page from Ver planos')
  })

  it('shows a charge still pending again when the student comes back to the payment page', async () => {
    const student = await createStudent(e2e.server.url)
    const { page } = await e2e.open()
    await logInWithCourse(page, student, SERGEANT_COURSE)
    const chooseCourse = () =>
      page.evaluate(([key, course]) => window.localStorage.setItem(key, JSON.stringify(course)), [
        PURCHASE_KEY,
        { id: 1, nome: 'Assinatura ilimitada' },
      ] as const)
    await chooseCourse()
    await visit(page, PAYMENT_ROUTE)
    await page.getByRole('radio', { name: '3 meses - R$ 95,00' }).click()
    await page.getByRole('button', { name: 'Gerar QR Code' }).click()
    await visible(page.getByRole('img', { name: 'QR Code PIX para pagar R$ 95,00' }))
    const code = await page.getByLabel('PIX copia e cola').inputValue()

    // Away (the course chosen for purchase is forgotten on leaving), then back through the Buy button's key.
    await visit(page, '/v2/geral/modulos')
    await visible(page.getByRole('heading', { name: 'Selecione o curso' }))
    await gone(page.getByLabel('PIX copia e cola'))
    await chooseCourse()
    await page.reload()
    await visit(page, PAYMENT_ROUTE)
    await visible(page.getByRole('img', { name: 'QR Code PIX para pagar R$ 95,00' }))
    expect(await page.getByLabel('PIX copia e cola').inputValue()).toBe(code)
    expect(await page.getByRole('radio', { name: '3 meses - R$ 95,00' }).isChecked()).toBe(true)
    await expectNoSeriousFindings(page, 'payment page with a pending charge')

    // Another student on this device does not see it.
    await page.evaluate(() => window.localStorage.clear())
    const other = await createStudent(e2e.server.url)
    await logInWithCourse(page, other, SERGEANT_COURSE)
    await chooseCourse()
    await visit(page, PAYMENT_ROUTE)
    await visible(page.getByRole('button', { name: 'Gerar QR Code' }))
    await visible(page.getByRole('radio', { name: '3 meses - R$ 95,00' }))
    expect(await page.getByLabel('PIX copia e cola').count()).toBe(0)
  })
})
