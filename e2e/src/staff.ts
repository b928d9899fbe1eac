/** What the back-office browser tests share: the Admin's API reads, a staff account's course, the forms' fields. */
import type { Course } from '@gabarito/core/contract'
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { apiToken, expectRoute, logIn, SERGEANT_COURSE, visible, visit } from './gabarito.ts'
import { ADMIN, type BrowserPage, type E2E } from './harness.ts'
import { courseNamed } from './practice.ts'

/** An Admin's GET of the back office's API (`/api/v1/admin…`), which must answer 200. */
export async function staffGet<T>(e2e: E2E, path: string): Promise<T> {
  const token = await apiToken(e2e.server.url, ADMIN.cpf, ADMIN.password)
  const response = await fetch(`${e2e.server.url}/api/v1/admin${path}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

/** A staff account's API token and a course as that account lists it (the sergeant course unless named). */
export async function staffCourse(
  baseUrl: string,
  account: { cpf: string; password: string },
  courseName = SERGEANT_COURSE,
): Promise<{ token: string; course: Course }> {
  const token = await apiToken(baseUrl, account.cpf, account.password)
  return { token, course: await courseNamed(baseUrl, token, courseName) }
}

/** Types in a search dropdown (of the selection bar or a form) and picks the option. */
export async function choose(page: Page, testId: string, typed: string, option: string): Promise<void> {
  const input = page.getByTestId(testId)
  await input.click()
  await input.fill(typed)
  await page.getByRole('option', { name: option, exact: true }).click()
  await expect.poll(() => input.inputValue()).toBe(option)
}

/** Replaces everything a rich-text editor holds with `text`, typed as a person would. */
export async function retype(page: Page, editor: Locator, text: string): Promise<void> {
  await editor.click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(text)
}

/** Picks the sergeant course in the selection bar. */
export async function chooseSergeantCourse(page: Page): Promise<void> {
  await page.getByTestId('selecao-modulo').fill('Sargentos')
  await page.getByRole('option', { name: SERGEANT_COURSE }).click()
}

/**
 * A fresh page where a staff account logged in and opened `route`, a screen that asks for a course in the selection
 * bar first; the sergeant course is then chosen.
 */
export async function staffScreenOfSergeantCourse(
  e2e: E2E,
  account: { cpf: string; password: string },
  route: string,
): Promise<BrowserPage> {
  const opened = await e2e.open()
  await logIn(opened.page, account.cpf, account.password)
  await expectRoute(opened.page, '/')
  await visit(opened.page, route)
  await visible(opened.page.getByText('Escolha um módulo na seleção acima'))
  await chooseSergeantCourse(opened.page)
  return opened
}
