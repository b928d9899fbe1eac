import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { apiToken, expectRoute, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { artifactPath, setupE2E } from '../src/harness.ts'
import { answerShown, deferShown, nextQuestion, openMockByApi } from '../src/mock.ts'
import { grantCoursePlan } from '../src/plans.ts'
import {
  createStudent,
  logInWithCourse,
  questionHeading,
  settle,
  waitForAnotherQuestion,
} from '../src/practice.ts'
import { expectScriptsUnderBudget } from '../src/script-budget.ts'
import { PHONE } from '../src/viewports.ts'

const e2e = setupE2E()

/** A full-page screenshot in e2e/artifacts, after checking that nothing is wider than the phone. */
async function shoot(page: Page, name: string): Promise<void> {
  await settle(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(
    PHONE.width,
  )
  await page.screenshot({ path: artifactPath(name), fullPage: true })
}

describe('weekly mock on a phone', () => {
  it('fits 360 px from the terms to the correction, and loads the mock under the JavaScript budget', {
    timeout: 300_000,
  }, async () => {
    const student = await createStudent(e2e.server.url)
    await e2e.withDatabase((db) => grantCoursePlan(db, student.cpf, SERGEANT_COURSE))
    const { page } = await e2e.open({ viewport: PHONE })
    const course = await logInWithCourse(page, student, SERGEANT_COURSE)
    const token = await apiToken(e2e.server.url, student.cpf, student.password)
    const open = await openMockByApi(e2e.server.url, token, course.id)
    const total = open.perguntas.length

    await visit(page, '/v2/geral/simulado')
    await visible(page.getByRole('link', { name: 'Iniciar Simulado' }))
    await shoot(page, 'mock-terms-360.png')
    await page.getByRole('link', { name: 'Iniciar Simulado' }).click()
    await visible(questionHeading(page))

    // Opened afresh, the mock screen loads under 200 KB of gzipped JavaScript (DESIGN section 5).
    await expectScriptsUnderBudget('weekly mock screen', page, async () => {
      await page.reload()
      await visible(questionHeading(page))
    })
    await shoot(page, 'mock-question-360.png')

    const { deferred, next } = await deferShown(page)
    let shown = next
    expect(await answerShown(page, 'a')).toBe(shown)
    await shoot(page, 'mock-answered-360.png')
    await page.getByLabel('Tema escuro').check()
    await shoot(page, 'mock-dark-answered-360.png')
    await page.getByLabel('Tema escuro').uncheck()
    // The focus is on the checkbox (Enter is its own there): the button goes on.
    await page.getByRole('button', { name: 'Proxima Pergunta' }).click()
    shown = await waitForAnotherQuestion(page, shown)
    await answerShown(page, 'b')

    for (let answered = 2; answered < total; answered++) {
      shown = await nextQuestion(page, shown)
      await answerShown(page, 'b')
    }
    expect(shown).toBe(deferred)
    await page.getByRole('button', { name: 'Proxima Pergunta' }).click()
    await visible(page.getByTestId('minha-posicao'))
    // Every row (the student may be past the first page among the demo participants), theirs set apart.
    await page.getByLabel('Itens por página').selectOption({ label: 'Todos' })
    await visible(page.locator('tr[data-destaque]'))
    await shoot(page, 'mock-finished-360.png')

    await page.getByRole('link', { name: 'Simulados Antigos' }).click()
    await expectRoute(page, '/v2/geral/simulado/historico')
    await visible(page.getByRole('link', { name: `Ver ${open.simulado.nome}` }))
    await shoot(page, 'mock-history-360.png')
    await page.getByRole('link', { name: `Ver ${open.simulado.nome}` }).click()
    await visible(page.getByTestId('desempenho-geral'))
    expect(await page.getByTestId('questao-revisada').count()).toBe(total)
    await shoot(page, 'mock-correction-360.png')
  })
})
