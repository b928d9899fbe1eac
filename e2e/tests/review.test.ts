import { brazilianDay, saoPauloDayHour } from '@gabarito/core'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { describeFindings, seriousFindings } from '../src/axe.ts'
import { apiToken, expectRoute, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { ADMIN, artifactPath, setupE2E } from '../src/harness.ts'
import {
  alternativeWithId,
  createStudent,
  logInWithCourse,
  questionHeading,
  rightAlternativeOf,
  settle,
  shownQuestionId,
  waitForAnotherQuestion,
} from '../src/practice.ts'

// Issue 30: what the student missed or guessed comes back for review before the exam, and sits in the caderno de erros.
const e2e = setupE2E()

/** "Próxima revisão: hoje (28/11)", "… amanhã (29/11)", "… em 4 dias (02/12)". */
const NEXT_REVIEW = /^Próxima revisão: (hoje|amanhã|em \d+ dias) \(\d\d\/\d\d\)$/

/** São Paulo's calendar day `offset` days from today, as the exam date field takes it (dd/mm/aaaa). */
function saoPauloDay(offset: number): string {
  const today = saoPauloDayHour(new Date()).day
  return brazilianDay(
    new Date(Date.parse(`${today}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10),
  )
}

async function expectNextReviewShown(page: Page): Promise<void> {
  const line = page.getByTestId('proxima-revisao')
  await visible(line)
  expect((await line.textContent())?.trim()).toMatch(NEXT_REVIEW)
}

async function expectNoSeriousFindings(page: Page, screen: string): Promise<void> {
  const findings = await seriousFindings(page, screen)
  expect(findings, describeFindings(findings)).toEqual([])
}

describe('spaced review and the caderno de erros', () => {
  it('a missed question and a right guess come back: the exam tomorrow makes both due; the caderno lists them, the review asks them', {
    timeout: 240_000,
  }, async () => {
    const base = e2e.server.url
    const oracle = await apiToken(base, ADMIN.cpf, ADMIN.password)
    const student = await createStudent(base)
    const { page } = await e2e.open()
    const course = await logInWithCourse(page, student, SERGEANT_COURSE)

    // Subject practice: the first question missed on purpose.
    await visit(page, '/v2/geral/perguntas')
    const missed = await rightAlternativeOf(page, oracle, course.id)
    const guess = page.getByRole('checkbox', { name: /Chutei/ })
    expect(await guess.isChecked()).toBe(false)
    await alternativeWithId(page, missed.wrong).click()
    await page.getByRole('button', { name: 'Responder' }).click()
    await visible(page.getByText('Você Errou!'))
    await expectNextReviewShown(page)
    expect(await guess.count()).toBe(0)

    // The second one right, but marked "Chutei": it is sent as a guess.
    await page.getByRole('button', { name: 'Proxima Pergunta' }).click()
    await waitForAnotherQuestion(page, missed.questionId)
    const guessed = await rightAlternativeOf(page, oracle, course.id)
    // Off again for the new question.
    expect(await guess.isChecked()).toBe(false)
    await guess.check()
    const sent = page.waitForRequest((request) =>
      request.url().endsWith('/respostas/api/v1/treinamento/responder'),
    )
    await alternativeWithId(page, guessed.right).click()
    await page.getByRole('button', { name: 'Responder' }).click()
    expect((await sent).postDataJSON()).toMatchObject({ pergunta_id: guessed.questionId, chutei: true })
    await visible(page.getByText('Você Acertou!!'))
    await expectNextReviewShown(page)
    const both = [missed.questionId, guessed.questionId].sort((a, b) => a - b)

    // The review screen: a past exam date is refused under the field; tomorrow makes every card due now.
    await visit(page, '/v2/geral/revisao')
    await visible(page.getByRole('heading', { name: 'Revisão', level: 1 }))
    const countdown = page.getByTestId('contagem-prova')
    await expect
      .poll(async () => (await countdown.textContent())?.trim())
      .not.toBe('Carregando a data da prova…')
    const dateField = page.getByLabel('Data da prova', { exact: true })
    await dateField.fill(saoPauloDay(-1))
    await page.getByRole('button', { name: 'Salvar' }).click()
    await visible(page.getByRole('alert').getByText('A data da prova não pode estar no passado.'))
    expect(await dateField.getAttribute('aria-invalid')).toBe('true')
    await dateField.fill(saoPauloDay(1))
    await page.getByRole('button', { name: 'Salvar' }).click()
    await visible(page.getByText('Data da prova salva.'))
    await expect.poll(async () => (await countdown.textContent())?.trim()).toBe('A prova é amanhã')
    await visible(page.getByRole('button', { name: 'Remover data' }))
    const first = await shownQuestionId(page)
    expect(both).toContain(first)
    await settle(page)
    await expectNoSeriousFindings(page, 'revisão')
    await page.screenshot({ path: artifactPath('review-desktop.png'), fullPage: true })

    // The caderno de erros lists both; the sidebar says 2 reviews are due.
    await visit(page, '/v2/geral/caderno-de-erros')
    await visible(page.getByRole('heading', { name: 'Caderno de erros', level: 1 }))
    const table = page.getByRole('table', { name: 'Caderno de erros' })
    for (const id of both) await visible(table.getByText(`Questão #${id}`, { exact: true }))
    expect(await table.getByRole('link', { name: /^Refazer a questão \d+$/ }).count()).toBe(2)
    const reviewLink = page.getByTestId('menu-do-curso').getByRole('link', { name: /^Revisão/ })
    await visible(reviewLink.getByTestId('revisoes-pendentes'))
    await expect.poll(() => reviewLink.getByTestId('revisoes-pendentes').innerText()).toMatch(/^2\b/)
    await visible(reviewLink.getByText('2 revisões pendentes'))
    await settle(page)
    await expectNoSeriousFindings(page, 'caderno de erros')
    await page.screenshot({ path: artifactPath('review-mistakes-desktop.png'), fullPage: true })

    // Back to the review by the sidebar: one answered there (its next review said), then the other one.
    await reviewLink.click()
    await expectRoute(page, '/v2/geral/revisao')
    const shown = await shownQuestionId(page)
    expect(both).toContain(shown)
    await page.keyboard.press('1')
    await page.keyboard.press('Enter')
    await visible(page.getByTestId('resultado'))
    await expectNextReviewShown(page)
    await page.keyboard.press('Enter')
    const other = await waitForAnotherQuestion(page, shown)
    expect(both).toEqual([shown, other].sort((a, b) => a - b))

    // "Refazer" in the caderno opens that question alone.
    await visit(page, '/v2/geral/caderno-de-erros')
    await page.getByRole('link', { name: `Refazer a questão ${missed.questionId}` }).click()
    await expectRoute(page, `/v2/geral/revisao?questao=${missed.questionId}`)
    await expect.poll(() => shownQuestionId(page)).toBe(missed.questionId)
    await alternativeWithId(page, missed.right).click()
    await page.getByRole('button', { name: 'Responder' }).click()
    await visible(page.getByText('Você Acertou!!'))
    await expectNextReviewShown(page)
    await page.getByRole('button', { name: 'Proxima Pergunta' }).click()
    await visible(page.getByTestId('questao-refeita').getByText('Questão refeita.'))
    // "Refazer" again: the question again, not the end of the last round.
    await page.getByRole('link', { name: 'Voltar ao caderno de erros' }).click()
    await page.getByRole('link', { name: `Refazer a questão ${missed.questionId}` }).click()
    await expectRoute(page, `/v2/geral/revisao?questao=${missed.questionId}`)
    await visible(questionHeading(page))
    expect(await shownQuestionId(page)).toBe(missed.questionId)
  })
})
