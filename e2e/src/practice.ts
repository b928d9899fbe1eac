/** What the practice browser tests share: API calls another client would make, and the practice screen's parts. */
import {
  type AnswerResult,
  answerResultJson,
  type Course,
  courseJson,
  type Question,
  questionJson,
  subjectJson,
} from '@gabarito/core/contract'
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { z } from 'zod/mini'
import { expectRoute, gone, logIn, type NewUser, newUser, visible } from './gabarito.ts'
import { type BrowserPage, STEP_TIMEOUT_MS } from './harness.ts'

// --- API helpers (what another client would do) --------------------------------------------------------------

export async function callApi<T>(
  baseUrl: string,
  method: string,
  route: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {}
  if (token) headers.authorization = `Bearer ${token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T }
}

/** Creates a student account through the API (the sign-up form has its own test). */
export async function createStudent(baseUrl: string, overrides: Partial<NewUser> = {}): Promise<NewUser> {
  const user = newUser(overrides)
  const { status, body } = await callApi(baseUrl, 'POST', '/api/v1/cadastro', undefined, {
    nome: user.nome,
    email: user.email,
    id: user.cpf,
    apelido: user.apelido,
    password: user.password,
    passwordConfirm: user.password,
  })
  if (status !== 201) throw new Error(`sign-up failed: ${status} ${JSON.stringify(body)}`)
  return user
}

/** A call that must answer 200, its body checked against the contract's schema. */
export async function callChecked<T>(
  schema: z.ZodMiniType<T>,
  baseUrl: string,
  method: string,
  route: string,
  token: string,
  body?: unknown,
): Promise<T> {
  const answer = await callApi<unknown>(baseUrl, method, route, token, body)
  expect(answer.status, `${method} ${route}: ${JSON.stringify(answer.body)}`).toBe(200)
  return z.parse(schema, answer.body)
}

export async function courseNamed(baseUrl: string, token: string, name: string): Promise<Course> {
  const courses = await callChecked(z.array(courseJson), baseUrl, 'GET', '/api/v1/geral/modulo', token)
  const course = courses.find((c) => c.nome === name)
  if (!course) throw new Error(`course ${name} not listed`)
  return course
}

/** The next batch of questions of a subject, as the practice screen gets it. */
export function subjectQuestions(
  baseUrl: string,
  token: string,
  courseId: number,
  subjectId: number,
): Promise<Question[]> {
  const route = `/api/v1/geral/modulo/${courseId}/disciplina/${subjectId}/perguntas`
  return callChecked(z.array(questionJson), baseUrl, 'GET', route, token)
}

/** A practice answer, which must be counted (200); its body is checked against the contract. */
export async function answerByApi(
  baseUrl: string,
  token: string,
  courseId: number,
  questionId: number,
  alternativeId: number,
): Promise<{ status: number; body: AnswerResult }> {
  const route = '/respostas/api/v1/treinamento/responder'
  const body = await callChecked(answerResultJson, baseUrl, 'POST', route, token, {
    pergunta_id: questionId,
    selected: alternativeId,
    modulo_id: courseId,
    chave_idempotencia: crypto.randomUUID(),
  })
  return { status: 200, body }
}

/** A practice answer with the question's first alternative, as another device of the student sends it. */
export function answerFirstByApi(
  baseUrl: string,
  token: string,
  courseId: number,
  question: Question,
): Promise<{ status: number; body: AnswerResult }> {
  return answerByApi(baseUrl, token, courseId, question.id, question.resposta[0]?.id ?? 0)
}

/** Answers `count` questions of the course's subjects through the API (first alternative each time). */
export async function answerManyByApi(baseUrl: string, token: string, courseId: number, count: number) {
  const subjects = await callChecked(
    z.array(subjectJson),
    baseUrl,
    'GET',
    `/api/v1/geral/modulo/${courseId}/disciplinas`,
    token,
  )
  let left = count
  for (const subject of subjects) {
    if (left === 0) break
    const batch = await subjectQuestions(baseUrl, token, courseId, subject.id)
    for (const question of batch.slice(0, left)) {
      const first = question.resposta[0]
      if (!first) throw new Error('a question without alternatives')
      const { status } = await answerByApi(baseUrl, token, courseId, question.id, first.id)
      expect(status).toBe(200)
      left -= 1
    }
  }
  expect(left).toBe(0)
}

// --- screen helpers --------------------------------------------------------------------------------------------

/** Logs in through the form and makes `courseName` the current course, as /v2/geral/modulos does. */
export async function logInWithCourse(page: Page, user: NewUser, courseName: string): Promise<Course> {
  await logIn(page, user.cpf, user.password)
  await expectRoute(page, '/')
  const token = await page.evaluate(() => localStorage.getItem('access_token'))
  if (!token) throw new Error('no token after login')
  const baseUrl = new URL(page.url()).origin
  const course = await courseNamed(baseUrl, token, courseName)
  await page.evaluate((value) => localStorage.setItem('modulo', JSON.stringify(value)), course)
  return course
}

export function questionHeading(page: Page): Locator {
  return page.getByRole('heading', { name: /^Questão #\d+$/ })
}

/** The id of the question on screen, from its "Questão #<id>" heading. */
export async function shownQuestionId(page: Page): Promise<number> {
  await visible(questionHeading(page))
  const text = (await questionHeading(page).textContent()) ?? ''
  return Number(text.replace(/\D/g, ''))
}

export async function waitForAnotherQuestion(page: Page, previous: number): Promise<number> {
  await expect.poll(() => shownQuestionId(page), { timeout: STEP_TIMEOUT_MS }).not.toBe(previous)
  return shownQuestionId(page)
}

export function alternatives(page: Page): Locator {
  return page.getByTestId('alternativa')
}

export function alternativeWithId(page: Page, id: number): Locator {
  return alternatives(page).filter({ has: page.locator(`input[value="${id}"]`) })
}

/**
 * Learns the right alternative of the question on screen by answering it as another student (the admin,
 * through the API): the key never reaches the page before answering.
 */
export async function rightAlternativeOf(page: Page, oracleToken: string, courseId: number) {
  const questionId = await shownQuestionId(page)
  const ids = await alternatives(page)
    .locator('input[type="radio"]')
    .evaluateAll((inputs) => inputs.map((input) => Number((input as HTMLInputElement).value)))
  const first = ids[0]
  if (first === undefined) throw new Error('no alternatives on screen')
  const baseUrl = new URL(page.url()).origin
  const { status, body } = await answerByApi(baseUrl, oracleToken, courseId, questionId, first)
  expect(status).toBe(200)
  const right = body.resposta_certa_id
  return { questionId, right, rightIndex: ids.indexOf(right), wrong: ids.find((id) => id !== right) ?? 0 }
}

export async function counters(page: Page) {
  const text = async (id: string) => ((await page.getByTestId(id).textContent()) ?? '').trim()
  return { acertos: await text('acertos'), erros: await text('erros'), desempenho: await text('desempenho') }
}

/** The expected 4xx of the answers API and aborted requests are answers the screen handles, not errors. */
export function forgiveConsoleErrors(entry: BrowserPage, pattern: RegExp): void {
  const kept = entry.errors.filter((error) => !pattern.test(error))
  entry.errors.splice(0, entry.errors.length, ...kept)
}

export async function settle(page: Page): Promise<void> {
  await gone(page.getByTestId('loading-overlay'))
}
