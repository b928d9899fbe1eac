import { type BankCount, type BankOptions, type Question, questionJson } from '@gabarito/core/contract'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { describeFindings, seriousFindings } from '../src/axe.ts'
import { apiToken, currentRoute, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { ADMIN, setupE2E } from '../src/harness.ts'
import { grantCoursePlan } from '../src/plans.ts'
import {
  alternativeWithId,
  callApi,
  createStudent,
  logInWithCourse,
  rightAlternativeOf,
  settle,
  shownQuestionId,
} from '../src/practice.ts'

// Issue 31, the web side of the question bank: the filter panel, its count, filtered practice, cadernos (a saved
// filter and a list filled from the card), and the free questions left before the first answer.
const e2e = setupE2E()

/** "1.284 questões", as the panel and the cadernos page write a count. */
const countText = (total: number) => (total === 1 ? '1 questão' : `${total.toLocaleString('pt-BR')} questões`)

async function expectNoSeriousFindings(page: Page, screen: string): Promise<void> {
  const findings = await seriousFindings(page, screen)
  expect(findings, describeFindings(findings)).toEqual([])
}

async function countOf(token: string, courseId: number, query: string): Promise<number> {
  const answer = await callApi<BankCount>(
    e2e.server.url,
    'GET',
    `/api/v1/geral/modulo/${courseId}/perguntas/contagem?${query}`,
    token,
  )
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.total
}

/** A banca and a first year that narrow the bank: some of the banca's questions, not all of them. */
async function bancaAndYear(token: string, courseId: number) {
  const options = await callApi<BankOptions>(
    e2e.server.url,
    'GET',
    `/api/v1/geral/modulo/${courseId}/perguntas/opcoes`,
    token,
  )
  expect(options.status).toBe(200)
  for (const banca of options.body.bancas) {
    const all = await countOf(token, courseId, new URLSearchParams({ banca }).toString())
    for (const year of options.body.anos) {
      const query = new URLSearchParams({ banca, ano_de: String(year) }).toString()
      const total = await countOf(token, courseId, query)
      if (total > 0 && total < all) return { banca, year, total }
    }
  }
  throw new Error(`no banca and year narrow the bank: ${JSON.stringify(options.body)}`)
}

/** The batch the screen asks for next (its URL ends with `ending`), read from the network. */
function nextBatch(page: Page, ending: RegExp): Promise<Question[]> {
  return page
    .waitForResponse((response) =>
      ending.test(new URL(response.url()).pathname + new URL(response.url()).search),
    )
    .then(async (response) => z.parse(z.array(questionJson), await response.json()))
}

describe('the question bank: filters, cadernos, free questions', () => {
  it('a PRO student filters by banca and year, practises, saves the filter as a caderno and a question in a list', {
    timeout: 240_000,
  }, async () => {
    const student = await createStudent(e2e.server.url)
    await e2e.withDatabase((db) => grantCoursePlan(db, student.cpf, SERGEANT_COURSE))
    const oracle = await apiToken(e2e.server.url, ADMIN.cpf, ADMIN.password)
    const { page } = await e2e.open()
    const course = await logInWithCourse(page, student, SERGEANT_COURSE)
    const token = await apiToken(e2e.server.url, student.cpf, student.password)
    const { banca, year, total } = await bancaAndYear(token, course.id)

    // The panel opens from subject practice; its count follows the choices.
    await visit(page, '/v2/geral/perguntas')
    await shownQuestionId(page)
    await page.getByRole('button', { name: /Filtrar questões/ }).click()
    await page.getByRole('combobox', { name: 'Banca', exact: true }).click()
    await page.getByRole('option', { name: banca, exact: true }).click()
    await page.keyboard.press('Escape')
    await page.getByLabel('Ano de').selectOption(String(year))
    await expect
      .poll(() => page.getByTestId('contagem-filtro').textContent(), { timeout: 20_000 })
      .toBe(countText(total))
    await expectNoSeriousFindings(page, 'filter panel')

    // Praticar: the batch follows the filter, and so does the question on screen.
    const filtered = nextBatch(page, /\/perguntas\?/)
    await page.getByRole('button', { name: 'Praticar', exact: true }).click()
    const batch = await filtered
    expect(batch.length).toBeGreaterThan(0)
    for (const question of batch) {
      expect(question.banca).toBe(banca)
      expect(question.ano ?? 0).toBeGreaterThanOrEqual(year)
    }
    await visible(page.getByRole('heading', { name: 'Questões filtradas', level: 1 }))
    const shown = await shownQuestionId(page)
    expect(batch.map((q) => q.id)).toContain(shown)
    const { right } = await rightAlternativeOf(page, oracle, course.id)
    await alternativeWithId(page, right).click()
    await page.getByRole('button', { name: 'Responder' }).click()
    await visible(page.getByText('Você Acertou!!'))

    // The filter is in the URL: a reload keeps it.
    const query = new URLSearchParams(currentRoute(page).split('?')[1])
    expect(query.getAll('banca')).toEqual([banca])
    expect(query.get('ano_de')).toBe(String(year))
    await page.reload()
    await visible(page.getByRole('heading', { name: 'Questões filtradas', level: 1 }))
    await expect.poll(() => page.getByLabel('Ano de').inputValue()).toBe(String(year))

    // Salvar filtro como caderno.
    await page.getByRole('button', { name: 'Salvar filtro como caderno' }).click()
    await page.getByRole('dialog').getByLabel('Nome do caderno').fill(`${banca} desde ${year}`)
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click()
    await visible(page.getByText(`Caderno "${banca} desde ${year}" criado.`))

    // Meus cadernos, from the sidebar: the saved filter with its count; Praticar reopens it.
    await visit(page, '/')
    await page.getByRole('link', { name: 'Meus cadernos' }).click()
    await visible(page.getByRole('heading', { name: 'Meus cadernos', level: 1 }))
    const savedRow = page.getByRole('row', { name: new RegExp(`${banca} desde ${year}`) })
    await visible(savedRow.getByText('Filtro salvo'))
    expect(await savedRow.getByTestId('caderno-total').textContent()).toBe(countText(total))
    await expectNoSeriousFindings(page, 'Meus cadernos')
    const fromNotebook = nextBatch(page, /\/cadernos\/\d+\/perguntas$/)
    await savedRow.getByRole('link', { name: /^Praticar/ }).click()
    for (const question of await fromNotebook) {
      expect(question.banca).toBe(banca)
      expect(question.ano ?? 0).toBeGreaterThanOrEqual(year)
    }
    await visible(page.getByTestId('caderno-atual').getByText(`${banca} desde ${year}`))
    const inNotebook = await shownQuestionId(page)
    const answer = await rightAlternativeOf(page, oracle, course.id)
    await alternativeWithId(page, answer.wrong).click()
    await page.getByRole('button', { name: 'Responder' }).click()
    await visible(page.getByText('Você Errou!'))

    // "Salvar no caderno" from the card: a new list with this question.
    await page.getByRole('button', { name: 'Salvar no caderno' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Nome do novo caderno').fill('Revisar depois')
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await visible(page.getByText('Questão salva no caderno "Revisar depois".'))
    await settle(page)

    // The picker offers the new list with its count (a saved filter takes no single question: not offered).
    await page.getByRole('button', { name: 'Salvar no caderno' }).click()
    await expect
      .poll(() => dialog.getByLabel('Caderno').locator('option').allTextContents())
      .toEqual(['Revisar depois (1)', 'Novo caderno'])
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await visit(page, '/v2/geral/cadernos')
    const listRow = page.getByRole('row', { name: /Revisar depois/ })
    await visible(listRow.getByText('Lista de questões'))
    expect(await listRow.getByTestId('caderno-total').textContent()).toBe('1 questão')
    const listBatch = nextBatch(page, /\/cadernos\/\d+\/perguntas$/)
    await listRow.getByRole('link', { name: /^Praticar/ }).click()
    expect((await listBatch).map((q) => q.id)).toEqual([inNotebook])
    expect(await shownQuestionId(page)).toBe(inNotebook)
  })

  it('a free student sees the free questions left before answering, and the filter panel locked', async () => {
    const student = await createStudent(e2e.server.url)
    const { page } = await e2e.open()
    await logInWithCourse(page, student, SERGEANT_COURSE)
    await visit(page, '/v2/geral/perguntas')
    await shownQuestionId(page)
    await visible(page.getByText('Você tem 15 questões gratuitas hoje'))
    expect(await page.getByText('Você Acertou!!').count()).toBe(0)

    await page.getByRole('button', { name: /Filtrar questões/ }).click()
    const locked = page.getByTestId('filtro-pro')
    await visible(locked)
    await visible(locked.getByRole('link', { name: 'Ver planos' }))
    expect(await page.getByRole('button', { name: 'Praticar', exact: true }).isDisabled()).toBe(true)
    await expectNoSeriousFindings(page, 'free student practice')
  })

  it('a PRO student saves a filter on a subject and a topic as a caderno, and reads a filter error apart from the name (issue 47)', {
    timeout: 180_000,
  }, async () => {
    const student = await createStudent(e2e.server.url)
    await e2e.withDatabase((db) => grantCoursePlan(db, student.cpf, SERGEANT_COURSE))
    const { page } = await e2e.open()
    await logInWithCourse(page, student, SERGEANT_COURSE)
    await visit(page, '/v2/geral/perguntas')
    await shownQuestionId(page)
    await page.getByRole('button', { name: /Filtrar questões/ }).click()
    const topicCounted = page.waitForResponse(
      (response) => response.url().includes('/perguntas/contagem?') && response.url().includes('assunto_id'),
    )
    for (const field of ['Disciplinas', 'Assuntos']) {
      await page.getByRole('combobox', { name: field, exact: true }).click()
      await page.getByRole('listbox').getByRole('option').first().click()
      await page.keyboard.press('Escape')
    }
    const count = countText(((await (await topicCounted).json()) as BankCount).total)
    await expect
      .poll(() => page.getByTestId('contagem-filtro').textContent(), { timeout: 20_000 })
      .toBe(count)

    // The server's refusal of the filter shows above the buttons, not as the name's error.
    await page.route(/\/cadernos$/, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({ errors: { 'filtro.disciplina_id': ['Disciplina inválida.'] } }),
          })
        : route.continue(),
    )
    await page.getByRole('button', { name: 'Salvar filtro como caderno' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Nome do caderno').fill('Uma disciplina')
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await visible(dialog.getByRole('alert').getByText('Disciplina inválida.'))
    expect(await dialog.getByLabel('Nome do caderno').getAttribute('aria-invalid')).not.toBe('true')

    // The real server takes the subject's and the topic's ids as the JSON numbers the screen sends.
    await page.unroute(/\/cadernos$/)
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await visible(page.getByText('Caderno "Uma disciplina" criado.'))
    await visit(page, '/v2/geral/cadernos')
    const row = page.getByRole('row').filter({ hasText: 'Uma disciplina' })
    await expect.poll(() => row.getByTestId('caderno-total').textContent(), { timeout: 20_000 }).toBe(count)
  })
})
