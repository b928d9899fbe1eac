import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { describeFindings, seriousFindings } from '../src/axe.ts'
import { apiToken, expectRoute, gone, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { ADMIN, MANAGER, STEP_TIMEOUT_MS, setupE2E } from '../src/harness.ts'
import { addSubjectWithQuestions, OFFLINE_ERRORS, practiseUntilKept } from '../src/offline.ts'
import { PAYMENT_ROUTE, PURCHASE_KEY } from '../src/payments.ts'
import { grantCoursePlan } from '../src/plans.ts'
import {
  alternativeWithId,
  callApi,
  courseNamed,
  createStudent,
  forgiveConsoleErrors,
  logInWithCourse,
  rightAlternativeOf,
  shownQuestionId,
} from '../src/practice.ts'

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
    // Forgotten in the payment page's cleanup, which React may run just after the next screen shows.
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), PURCHASE_KEY)).toBeNull()
    await chooseCourse()
    await page.reload()
    await visit(page, PAYMENT_ROUTE)
    await visible(page.getByRole('img', { name: 'QR Code PIX para pagar R$ 95,00' }))
    await expect.poll(() => page.getByLabel('PIX copia e cola').inputValue()).toBe(code)
    await expect.poll(() => page.getByRole('radio', { name: '3 meses - R$ 95,00' }).isChecked()).toBe(true)
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

  it('drops "o resultado aparece quando a conexão voltar" from the question on screen once its answer is sent', async () => {
    const student = await createStudent(e2e.server.url)
    const token = await apiToken(e2e.server.url, student.cpf, student.password)
    const course = await courseNamed(e2e.server.url, token, SERGEANT_COURSE)
    const image = course.imagem ?? ''
    const subjectId = await e2e.withDatabase(async (db) => {
      await grantCoursePlan(db, student.cpf, SERGEANT_COURSE)
      return addSubjectWithQuestions(db, 'Sincronização na tela', 35, image)
    })
    const entry = await e2e.open({ serviceWorkers: 'allow' })
    const { page, context } = entry
    await logInWithCourse(page, student, SERGEANT_COURSE)
    await practiseUntilKept(page, subjectId)
    await context.setOffline(true)
    await page.keyboard.press('1')
    await page.keyboard.press('Enter')
    const kept = page.getByText('Resposta guardada — o resultado aparece quando a conexão voltar')
    await visible(kept)

    await context.setOffline(false)
    await expect
      .poll(() => page.getByTestId('resposta-enviada').count(), { timeout: STEP_TIMEOUT_MS })
      .toBe(1)
    await gone(kept)
    await visible(page.getByTestId('resposta-registrada').getByText('Resposta enviada'))
    await expectNoSeriousFindings(page, 'a kept answer after the sync')
    forgiveConsoleErrors(entry, OFFLINE_ERRORS)
  })

  it('shows its author a comment the staff hid, marked "Ocultado pela moderação"', {
    timeout: 120_000,
  }, async () => {
    const base = e2e.server.url
    const oracle = await apiToken(base, ADMIN.cpf, ADMIN.password)
    const author = await createStudent(base)
    const token = await apiToken(base, author.cpf, author.password)
    const { page } = await e2e.open()
    const course = await logInWithCourse(page, author, SERGEANT_COURSE)
    await visit(page, '/v2/geral/perguntas')
    const key = await rightAlternativeOf(page, oracle, course.id)
    await alternativeWithId(page, key.wrong).click()
    await page.getByRole('button', { name: 'Responder' }).click()
    await visible(page.getByTestId('resultado'))
    await page.getByRole('tab', { name: 'Discussão' }).click()
    await page.getByLabel('Comentar na discussão').fill('Um comentário que a moderação vai ocultar.')
    await page.getByRole('button', { name: 'Publicar na discussão' }).click()
    await visible(page.getByTestId('comentario-discussao').getByText('aguardando moderação'))

    const discussion = await callApi<{ comentarios: { id: number }[] }>(
      base,
      'GET',
      `/api/v1/geral/pergunta/${key.questionId}/discussao`,
      token,
    )
    const commentId = discussion.body.comentarios[0]?.id
    const manager = await apiToken(base, MANAGER.cpf, MANAGER.password)
    const hidden = await callApi(base, 'POST', `/api/v1/admin/discussao/${commentId}/ocultar`, manager)
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200)

    // Later (a new visit), back to the question through its review card: the comment is there for its author.
    await visit(page, `/v2/geral/revisao?questao=${key.questionId}`)
    await page.reload()
    await expect.poll(() => shownQuestionId(page)).toBe(key.questionId)
    await alternativeWithId(page, key.right).click()
    await page.getByRole('button', { name: 'Responder' }).click()
    await visible(page.getByTestId('resultado'))
    await page.getByRole('tab', { name: 'Discussão' }).click()
    const mine = page.getByTestId('comentario-discussao')
    await visible(mine.getByText('Ocultado pela moderação'))
    expect(await mine.getByRole('button', { name: /Útil|Responder/ }).count()).toBe(0)
    await expectNoSeriousFindings(page, 'a hidden comment seen by its author')

    // Another student does not see it.
    const other = await createStudent(base)
    const otherToken = await apiToken(base, other.cpf, other.password)
    const seen = await callApi<{ comentarios: { id: number }[] }>(
      base,
      'GET',
      `/api/v1/geral/pergunta/${key.questionId}/discussao`,
      otherToken,
    )
    expect(seen.body.comentarios?.map((c) => c.id) ?? []).not.toContain(commentId)
  })

  it('asks nothing a student without a plan may not read on the reports hub (no 423)', async () => {
    const student = await createStudent(e2e.server.url)
    const entry = await e2e.open()
    const { page } = entry
    await logInWithCourse(page, student, SERGEANT_COURSE)
    const refused: string[] = []
    page.on('response', (response) => {
      if (response.status() === 423) refused.push(response.url())
    })
    await visit(page, '/v2/geral/relatorio')
    await visible(page.getByTestId('relatorio-pro'))
    await visible(page.getByRole('button', { name: 'Assinar o curso' }))
    await page.waitForLoadState('networkidle')
    expect(refused).toEqual([])
    await expectNoSeriousFindings(page, 'reports hub without a plan')
  })
})
