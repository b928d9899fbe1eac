import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  apiToken,
  expectRoute,
  gone,
  SERGEANT_COURSE,
  signUpAndLogIn,
  visible,
  visit,
} from '../src/gabarito.ts'
import { ADMIN, artifactPath, setupE2E } from '../src/harness.ts'
import {
  alternatives,
  alternativeWithId,
  counters,
  courseNamed,
  questionHeading,
  rightAlternativeOf,
  settle,
  shownQuestionId,
  waitForAnotherQuestion,
} from '../src/practice.ts'

const e2e = setupE2E()

describe('question practice by subject', () => {
  it('practises by subject: right, wrong, skipped, counters, answered list, comment, dark theme', async () => {
    const entry = await e2e.open()
    const { page } = entry
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(new URL(request.url()).pathname)
    })
    const oracle = await apiToken(e2e.server.url, ADMIN.cpf, ADMIN.password)

    await signUpAndLogIn(page)
    await visit(page, '/v2/geral/modulos')
    await page.getByRole('button', { name: `Selecionar ${SERGEANT_COURSE}` }).click()
    await page.getByRole('link', { name: 'Questões', exact: true }).click()
    await expectRoute(page, '/v2/geral/perguntas')

    // A bare screen: the strip with the course, no top bar, sidebar or footer.
    await visible(page.getByRole('heading', { name: 'Questões', level: 1 }))
    expect(await page.getByTestId('curso-atual').textContent()).toBe(SERGEANT_COURSE)
    expect(await page.getByRole('link', { name: 'Meus Resumos' }).count()).toBe(0)
    expect(await page.getByText('2.0.4').count()).toBe(0)
    await visible(page.getByRole('link', { name: 'Voltar ao início' }))

    // The first subject is chosen; the topic filter is labelled PRO.
    const subject = page.getByLabel('Disciplina')
    await visible(subject)
    expect(await subject.locator('option:checked').textContent()).toBe('Língua Portuguesa')
    await visible(page.getByText('PRO', { exact: true }))
    const course = await courseNamed(e2e.server.url, oracle, SERGEANT_COURSE)

    // Question 1: the right alternative.
    const q1 = await rightAlternativeOf(page, oracle, course.id)
    await visible(page.getByTestId('dificuldade'))
    const responder = page.getByRole('button', { name: 'Responder' })
    expect(await responder.isDisabled()).toBe(true)
    await page.keyboard.press('Enter')
    expect(posts.filter((p) => p.includes('/responder'))).toEqual([])
    await alternativeWithId(page, q1.right).click()
    await responder.click()
    await visible(page.getByText('Você Acertou!!'))
    expect(await alternativeWithId(page, q1.right).getAttribute('data-correct')).toBe('true')
    expect(await page.locator('[data-testid="alternativa"][data-wrong]').count()).toBe(0)
    expect(await page.getByTestId('estatistica').count()).toBe(await alternatives(page).count())
    await visible(page.getByText('Definições Abordadas'))
    expect(await page.getByTestId('tag').count()).toBeGreaterThan(0)
    await visible(page.getByText('Você ainda tem 14 questões gratuitas hoje'))
    expect(await counters(page)).toEqual({ acertos: '1', erros: '0', desempenho: '100,0%' })
    await page.getByRole('button', { name: 'Proxima Pergunta' }).click()

    // Question 2: a wrong alternative, chosen and sent with the keyboard.
    await waitForAnotherQuestion(page, q1.questionId)
    const q2 = await rightAlternativeOf(page, oracle, course.id)
    await page.keyboard.press(q2.rightIndex === 0 ? '2' : '1')
    await page.keyboard.press('Enter')
    await visible(page.getByText('Você Errou!'))
    expect(await alternativeWithId(page, q2.right).getAttribute('data-correct')).toBe('true')
    expect(await page.locator('[data-testid="alternativa"][data-wrong]').count()).toBe(1)
    expect(await counters(page)).toEqual({ acertos: '1', erros: '1', desempenho: '50,0%' })
    // The labels agree with the numbers: "1 acerto", "1 erro".
    await visible(page.getByText('Acerto', { exact: true }))
    await visible(page.getByText('Erro', { exact: true }))

    // The answered list: green right, red wrong.
    const answered = page.getByTestId('respondida')
    expect(await answered.count()).toBe(2)
    expect(await answered.nth(0).getAttribute('data-resultado')).toBe('certa')
    expect(await answered.nth(1).getAttribute('data-resultado')).toBe('errada')
    const rgb = (item: Locator) =>
      item.evaluate((el) => getComputedStyle(el).backgroundColor.match(/\d+/g)?.map(Number) ?? [])
    const [r1 = 0, g1 = 0] = await rgb(answered.nth(0))
    const [r2 = 0, g2 = 0] = await rgb(answered.nth(1))
    expect(g1).toBeGreaterThan(r1)
    expect(r2).toBeGreaterThan(g2)

    // A comment, once: thanks, then the box is gone until the next question.
    const comment = page.getByLabel('Comentar a questão')
    await comment.fill('A alternativa B também parece aceitável: o gabarito está certo?')
    await visible(page.getByText('63/1500', { exact: true }))
    await page.getByRole('button', { name: 'Enviar comentário' }).click()
    await visible(page.getByText('Obrigado pelo comentário!'))
    await gone(page.getByLabel('Comentar a questão'))
    await page.screenshot({ path: artifactPath('practice-answered-desktop.png'), fullPage: true })

    // Question 3: skipped after the confirmation.
    await page.keyboard.press('Enter')
    const q3 = await waitForAnotherQuestion(page, q2.questionId)
    await visible(page.getByRole('button', { name: 'Responder' }))
    expect(await page.getByLabel('Comentar a questão').count()).toBe(0)
    await page.getByRole('button', { name: 'Pular' }).click()
    const dialog = page.getByRole('dialog')
    await visible(dialog.getByText('Realmente deseja PULAR a Questão?'))
    await dialog.getByRole('button', { name: 'Sim, pular' }).click()
    const q4 = await waitForAnotherQuestion(page, q3)
    expect(posts).toContain(`/respostas/api/v1/pular/questao/${q3}`)
    expect(await answered.count()).toBe(2)
    expect(await counters(page)).toEqual({ acertos: '1', erros: '1', desempenho: '50,0%' })

    // The queue and the answered list are kept on the device; the counters are the server's (today's in the
    // subject), asked again after the reload.
    await page.reload()
    expect(await shownQuestionId(page)).toBe(q4)
    await expect.poll(() => counters(page)).toEqual({ acertos: '1', erros: '1', desempenho: '50,0%' })

    // Dark theme, kept after a reload.
    const scheme = () => page.evaluate(() => document.documentElement.dataset.mantineColorScheme)
    expect(await scheme()).toBe('light')
    await page.getByLabel('Tema escuro').check()
    expect(await scheme()).toBe('dark')
    await page.reload()
    await visible(questionHeading(page))
    expect(await scheme()).toBe('dark')
    expect(await page.getByLabel('Tema escuro').isChecked()).toBe(true)
    expect(await page.evaluate(() => localStorage.getItem('tema'))).toBe('dark')
    await settle(page)
    await page.screenshot({ path: artifactPath('practice-dark-desktop.png'), fullPage: true })
    await page.keyboard.press('1')
    await page.keyboard.press('Enter')
    await visible(page.getByTestId('resultado'))
    await settle(page)
    await page.screenshot({ path: artifactPath('practice-dark-answered-desktop.png'), fullPage: true })
  })
})
