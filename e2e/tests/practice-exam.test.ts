import { beforeAll, describe, expect, it } from 'vitest'
import { type NewUser, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { artifactPath, setupE2E } from '../src/harness.ts'
import { grantCoursePlan } from '../src/plans.ts'
import { counters, createStudent, logInWithCourse, settle } from '../src/practice.ts'

const e2e = setupE2E()

describe('exam practice', () => {
  let examStudent: NewUser

  beforeAll(async () => {
    examStudent = await createStudent(e2e.server.url)
    await e2e.withDatabase((db) => grantCoursePlan(db, examStudent.cpf, SERGEANT_COURSE))
  })

  it('with a plan, answers every question of the past exam with the keyboard until "concurso Finalizado!!"', async () => {
    const { page } = await e2e.open()
    await logInWithCourse(page, examStudent, SERGEANT_COURSE)
    await visit(page, '/v2/geral/concurso_relacionados')
    const exam = page.getByLabel('Concurso')
    await visible(exam)
    expect(await exam.locator('option:checked').textContent()).toBe('Prova Modelo Gabarito (2025)')
    await visible(page.getByText('24 questões', { exact: true }))

    for (let number = 1; number <= 24; number++) {
      await visible(page.getByTestId('numero-prova').getByText(`nº ${number}`, { exact: true }))
      expect(await page.getByTestId('progresso').textContent()).toBe(`${number - 1} de 24`)
      await page.keyboard.press(number % 2 === 0 ? 'A' : '2')
      await page.keyboard.press('Enter')
      await visible(page.getByTestId('resultado'))
      if (number === 12) {
        await settle(page)
        await page.screenshot({ path: artifactPath('exam-answered-desktop.png'), fullPage: true })
      }
      if (number < 24) await page.keyboard.press('Enter')
    }
    expect(await page.getByTestId('respondida').count()).toBe(24)
    const { acertos, erros } = await counters(page)
    expect(Number(acertos) + Number(erros)).toBe(24)
    expect(await page.getByTestId('gratuitas').count()).toBe(0)

    await page.keyboard.press('Enter')
    await visible(page.getByText('concurso Finalizado!!'))
    await visible(page.getByText(`Você acertou ${acertos} de 24 questões`))
    await settle(page)
    await page.screenshot({ path: artifactPath('exam-finished-desktop.png'), fullPage: true })
    // The queue and the answered list were cleared.
    expect(await page.getByTestId('respondida').count()).toBe(0)

    await page.getByRole('button', { name: 'Refazer o concurso' }).click()
    await visible(page.getByTestId('numero-prova').getByText('nº 1', { exact: true }))
    expect(await counters(page)).toEqual({ acertos: '0', erros: '0', desempenho: '0,0%' })
  })
})
