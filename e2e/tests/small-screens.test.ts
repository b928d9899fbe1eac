import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { describeFindings, seriousFindings } from '../src/axe.ts'
import { apiToken, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { setupE2E } from '../src/harness.ts'
import { grantCoursePlan } from '../src/plans.ts'
import { callApi, createStudent, logInWithCourse, questionHeading, settle } from '../src/practice.ts'
import { DESKTOP, PHONE } from '../src/viewports.ts'

// Issue 47, item 8: the after-answer buttons and Meus cadernos show their whole texts at 360 and 1280 px.
const e2e = setupE2E()

async function expectNoSeriousFindings(page: Page, screen: string): Promise<void> {
  const findings = await seriousFindings(page, screen)
  expect(findings, describeFindings(findings)).toEqual([])
}

/** The elements whose text is cut (an ellipsis or hidden overflow: scrollWidth beyond clientWidth). */
function cutTexts(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) =>
    elements
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map((element) => element.textContent ?? ''),
  )
}

/** Every element inside `locator` that reaches past the viewport's right edge. */
function beyondTheViewport(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) =>
    elements
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth)
      .map((element) => element.getAttribute('aria-label') ?? element.textContent ?? ''),
  )
}

for (const viewport of [PHONE, DESKTOP]) {
  describe(`small screens at ${viewport.width} px`, () => {
    it('shows the after-answer buttons whole', async () => {
      const student = await createStudent(e2e.server.url)
      const { page } = await e2e.open({ viewport })
      await logInWithCourse(page, student, SERGEANT_COURSE)
      await visit(page, '/v2/geral/perguntas')
      await visible(questionHeading(page))
      await page.keyboard.press('1')
      await page.getByRole('button', { name: 'Responder' }).click()
      await visible(page.getByTestId('resultado'))
      await settle(page)
      const buttons = page.locator('[data-toast-clear] button')
      await visible(page.getByRole('button', { name: 'Salvar no caderno' }))
      expect(await buttons.count()).toBe(3)
      expect(await cutTexts(page.locator('[data-toast-clear] button .mantine-Button-label'))).toEqual([])
      expect(await beyondTheViewport(buttons)).toEqual([])
      await expectNoSeriousFindings(page, `after an answer at ${viewport.width} px`)
    })

    it('shows Meus cadernos with its actions on screen and whole type badges', async () => {
      const student = await createStudent(e2e.server.url)
      // A saved filter is a PRO feature: the student holds the course's plan.
      await e2e.withDatabase((db) => grantCoursePlan(db, student.cpf, SERGEANT_COURSE))
      const token = await apiToken(e2e.server.url, student.cpf, student.password)
      const { page } = await e2e.open({ viewport })
      const course = await logInWithCourse(page, student, SERGEANT_COURSE)
      const cadernos = `/api/v1/geral/modulo/${course.id}/cadernos`
      for (const body of [
        { nome: 'Revisar depois' },
        { nome: 'Só Cebraspe', filtro: { banca: ['Cebraspe'] } },
      ]) {
        const created = await callApi(e2e.server.url, 'POST', cadernos, token, body)
        expect(created.status, JSON.stringify(created.body)).toBeLessThan(300)
      }
      await visit(page, '/v2/geral/cadernos')
      await visible(page.getByRole('heading', { name: 'Meus cadernos', level: 1 }))
      const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^Praticar/ }) })
      await expect.poll(() => rows.count()).toBe(2)
      await visible(rows.getByText('Lista de questões'))
      await visible(rows.getByText('Filtro salvo'))
      expect(await cutTexts(rows.locator('.mantine-Badge-label'))).toEqual([])
      const actions = rows.locator('a, button')
      expect(await actions.count()).toBe(6)
      expect(await beyondTheViewport(actions)).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      )
      await expectNoSeriousFindings(page, `Meus cadernos at ${viewport.width} px`)
    })
  })
}
