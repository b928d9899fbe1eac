/** What the news, study-material and site-text browser tests share: the demo course and the material table. */
import { type Course, dataTablePageJson, type StudyTextRow, studyTextRowJson } from '@gabarito/core/contract'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { z } from 'zod/mini'
import { listCourses } from './courses.ts'
import { apiToken, expectRoute, logIn, visible, visit } from './gabarito.ts'
import { ADMIN, type E2E } from './harness.ts'

const COLUMNS = ['titulo', 'disciplina.nome', 'assunto.nome', 'restrito', 'acessos', 'action']

export async function courseWithNewsAndMaterial(e2e: E2E): Promise<Course> {
  const courses = await listCourses(e2e, '/api/v1/geral/modulo')
  const course = courses.find((c) => c.has_noticia && c.has_material)
  if (!course) throw new Error('the demo content should hold a course with news and material')
  return course
}

/** The study-material rows as the server orders them (to compare with what the table shows). */
export async function serverRows(
  e2e: E2E,
  courseId: number,
  order: { column: string; dir: 'asc' | 'desc' }[],
  search = '',
): Promise<StudyTextRow[]> {
  const token = await apiToken(e2e.server.url, ADMIN.cpf, ADMIN.password)
  const response = await fetch(`${e2e.server.url}/api/v1/geral/resumo/modulo/${courseId}/datatable`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      draw: 1,
      start: 0,
      length: -1,
      search: { value: search },
      order: order.map((o) => ({ column: COLUMNS.indexOf(o.column), dir: o.dir })),
      columns: COLUMNS.map((data) => ({ data })),
    }),
  })
  expect(response.status).toBe(200)
  return z.parse(dataTablePageJson(studyTextRowJson), await response.json()).data
}

/** Logs in as the Admin and chooses the course on /v2/geral/modulos, as a user does. */
export async function withCourse(
  page: Page,
  course: Course,
  credentials: { cpf: string; password: string } = ADMIN,
) {
  await logIn(page, credentials.cpf, credentials.password)
  await expectRoute(page, '/')
  await visit(page, '/v2/geral/modulos')
  await page.getByRole('button', { name: `Selecionar ${course.nome}` }).click()
  await visible(page.getByRole('button', { name: `Desmarcar ${course.nome}` }))
}

export const rows = (page: Page) => page.getByTestId('linha')

export async function shownTitles(page: Page): Promise<string[]> {
  const texts = await rows(page).locator('td:first-child').allInnerTexts()
  return texts.map((text) => text.replace(/\s*PRO\s*$/, '').trim())
}
