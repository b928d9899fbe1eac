import { describe, expect, it } from 'vitest'
import { apiToken, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { artifactPath, setupE2E } from '../src/harness.ts'
import { answerShown, openMockByApi } from '../src/mock.ts'
import { grantCoursePlan } from '../src/plans.ts'
import {
  courseNamed,
  createStudent,
  forgiveConsoleErrors,
  logInWithCourse,
  questionHeading,
  settle,
  waitForAnotherQuestion,
} from '../src/practice.ts'

const e2e = setupE2E()

/**
 * A new student with the sergeant course's plan, whose open mock gets a 30-minute limit (on this file's server
 * only).
 */
async function studentInATimedMock() {
  const student = await createStudent(e2e.server.url)
  const token = await apiToken(e2e.server.url, student.cpf, student.password)
  const course = await courseNamed(e2e.server.url, token, SERGEANT_COURSE)
  const open = await openMockByApi(e2e.server.url, token, course.id)
  await e2e.withDatabase(async (db) => {
    await grantCoursePlan(db, student.cpf, SERGEANT_COURSE)
    await db.query('update mocks set time_limit_minutes = 30 where id = $1', [open.simulado.id])
  })
  return { student, open }
}

describe('weekly mock with a time limit', () => {
  it('starts the clock at the first answer and ends the mock when the time is over', {
    timeout: 180_000,
  }, async () => {
    const { student } = await studentInATimedMock()
    const { page } = await e2e.open()
    await logInWithCourse(page, student, SERGEANT_COURSE)

    await page.clock.install()
    await visit(page, '/v2/geral/simulado/perguntas')
    await visible(questionHeading(page))
    const clock = page.getByTestId('relogio')
    await visible(clock.getByText('Tempo: 30 minutos, contados a partir da primeira resposta.'))

    await answerShown(page, 'a')
    await visible(clock.getByText('Tempo restante'))
    expect(await clock.getByRole('timer').textContent()).toMatch(/^(30:00|29:5\d)$/)
    await page.clock.fastForward('10:00')
    await expect.poll(() => clock.getByRole('timer').textContent()).toMatch(/^(20:00|19:5\d)$/)
    await settle(page)
    await page.screenshot({ path: artifactPath('mock-clock-desktop.png'), fullPage: true })

    // Time is over: the mock ends with what was answered, and its ranking shows.
    await page.clock.fastForward('20:01')
    await visible(page.locator('[data-kind="success"]').getByText('Simulado Semanal Finalizado!!'))
    await visible(page.getByTestId('simulado-finalizado'))
    await visible(page.getByText(/Você acertou [01] de 1 questão/))
    expect(await clock.count()).toBe(0)
    expect(await questionHeading(page).count()).toBe(0)
  })

  it('ends the mock when the server says the time is over (423), with its message', {
    timeout: 180_000,
  }, async () => {
    const { student, open } = await studentInATimedMock()
    const entry = await e2e.open()
    const { page } = entry
    await logInWithCourse(page, student, SERGEANT_COURSE)
    await visit(page, '/v2/geral/simulado/perguntas')
    const first = await answerShown(page, 'a')
    await page.getByRole('button', { name: 'Proxima Pergunta' }).click()
    await waitForAnotherQuestion(page, first)
    await settle(page)

    // Meanwhile the student's time ran out by the server's clock (their first answer 31 minutes ago).
    await e2e.withDatabase((db) =>
      db.query(
        `update mock_results set first_answer_at = now() - interval '31 minutes'
          where mock_id = $1 and user_id = (select id from users where cpf = $2)`,
        [open.simulado.id, student.cpf],
      ),
    )
    await page.keyboard.press('a')
    await page.getByRole('button', { name: 'Responder' }).click()
    await visible(page.locator('[data-kind="error"]').getByText('O tempo deste simulado terminou.'))
    await visible(page.getByTestId('simulado-finalizado'))
    await visible(page.getByText(/Você acertou [01] de 1 questão/))
    forgiveConsoleErrors(entry, /status of 423.*\/respostas\/api\/v1\/simulado\/responder/)
  })
})
