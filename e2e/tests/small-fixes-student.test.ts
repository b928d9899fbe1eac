import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { describeFindings, seriousFindings } from '../src/axe.ts'
import { expectRoute, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { setupE2E } from '../src/harness.ts'
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
})
