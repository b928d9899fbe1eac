import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { describeFindings, seriousFindings } from '../src/axe.ts'
import { expectRoute, logIn, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { ADMIN, MANAGER, setupE2E } from '../src/harness.ts'
import { settle } from '../src/practice.ts'

// Issue 47, item 8, on the staff screens: the editor's table button in pt-BR; the Módulo picker lists a few
// courses without typing and keeps the choice across a reload.
const e2e = setupE2E()

async function expectNoSeriousFindings(page: Page, screen: string): Promise<void> {
  const findings = await seriousFindings(page, screen)
  expect(findings, describeFindings(findings)).toEqual([])
}

async function staffPage(account: { cpf: string; password: string }, route: string): Promise<Page> {
  const { page } = await e2e.open()
  await logIn(page, account.cpf, account.password)
  await expectRoute(page, '/')
  await visit(page, route)
  return page
}

describe('small fixes on the staff screens', () => {
  it('names the rich-text editor table button and its grid in pt-BR', async () => {
    const page = await staffPage(ADMIN, '/admin/textos/formas_pagamento')
    const tableButton = page.getByRole('button', { name: 'Inserir tabela', exact: true })
    await visible(tableButton)
    expect(await page.getByRole('button', { name: /Insert/ }).count()).toBe(0)
    await tableButton.click()
    await visible(page.getByRole('button', { name: 'Inserir tabela de 2 × 3' }))
    expect(await page.getByText('Insert table').count()).toBe(0)
    await page.keyboard.press('Escape')
    await expectNoSeriousFindings(page, 'site text editor')
  })

  it('lists the few courses in the Módulo picker without typing and keeps the choice after a reload', async () => {
    const page = await staffPage(MANAGER, '/admin/perguntas')
    const picker = page.getByTestId('selecao-modulo')
    await visible(picker)
    await expectNoSeriousFindings(page, 'staff questions before a course is chosen')
    await picker.click()
    const option = page.getByRole('option', { name: SERGEANT_COURSE, exact: true })
    await visible(option)
    expect(await picker.inputValue()).toBe('')
    await option.click()
    await expect.poll(() => picker.inputValue()).toBe(SERGEANT_COURSE)
    await visible(page.getByTestId('selecao-disciplina'))

    await page.reload()
    await settle(page)
    await expect.poll(() => page.getByTestId('selecao-modulo').inputValue()).toBe(SERGEANT_COURSE)
    await visible(page.getByRole('table', { name: 'Questões do curso' }))
    await expectNoSeriousFindings(page, 'staff questions with the course chosen')
    // Opened again with the course chosen: the few courses listed, the chosen one among them.
    await page.getByTestId('selecao-modulo').click()
    await visible(page.getByRole('option', { name: SERGEANT_COURSE, exact: true }))
  })
})
