/** What the summaries browser tests share: students, choosing the course, the editor and the confirmations. */
import { type Course, type Summary, summaryJson } from '@gabarito/core/contract'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { z } from 'zod/mini'
import { apiToken, expectRoute, logIn, type NewUser, visible, visit } from './gabarito.ts'
import type { E2E } from './harness.ts'
import { callApi, courseNamed, createStudent } from './practice.ts'

export interface Student extends NewUser {
  token: string
}

export async function student(e2e: E2E): Promise<Student> {
  const user = await createStudent(e2e.server.url)
  return { ...user, token: await apiToken(e2e.server.url, user.cpf, user.password) }
}

export function course(e2e: E2E, who: Student, name: string): Promise<Course> {
  return courseNamed(e2e.server.url, who.token, name)
}

/** Logs in and chooses the course on /v2/geral/modulos, as a student does. */
export async function logInWithCourse(page: Page, who: Student, chosen: Course): Promise<void> {
  await logIn(page, who.cpf, who.password)
  await expectRoute(page, '/')
  await visit(page, '/v2/geral/modulos')
  await page.getByRole('button', { name: `Selecionar ${chosen.nome}` }).click()
  await visible(page.getByRole('button', { name: `Desmarcar ${chosen.nome}` }))
}

/** Creates a summary through the API, as another client would. */
export async function createSummaryByApi(
  e2e: E2E,
  who: Student,
  courseId: number,
  nome: string,
  descricao: string,
) {
  const { status, body } = await callApi<unknown>(
    e2e.server.url,
    'POST',
    '/api/v1/geral/arquivo_usuario',
    who.token,
    {
      nome,
      descricao,
      modulo_id: courseId,
    },
  )
  expect(status).toBe(201)
  return z.parse(summaryJson, body) as Summary
}

/** Answers SPEC section 8's confirmation with its exact question, then waits for the toast. */
export async function confirmWith(page: Page, question: string, toast: string): Promise<void> {
  const dialog = page.getByRole('dialog')
  await visible(dialog.getByText(question.trim(), { exact: true }))
  await dialog.getByRole('button', { name: /^Sim,/ }).click()
  await visible(page.getByText(toast, { exact: true }))
}

/** A row of the table by the text it holds. */
export const row = (page: Page, text: string) => page.getByTestId('linha').filter({ hasText: text })
