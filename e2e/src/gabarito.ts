import { generateCpf } from '@gabarito/core'
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { STEP_TIMEOUT_MS } from './harness.ts'

/** The demo course with every section on, which most browser tests use. */
export const SERGEANT_COURSE = 'Curso de Formação de Sargentos — Combatente'

/** What a person types in the sign-up form. */
export interface NewUser {
  nome: string
  email: string
  cpf: string
  apelido: string
  password: string
}

let counter = 0

export function newUser(overrides: Partial<NewUser> = {}): NewUser {
  counter += 1
  const cpf = overrides.cpf ?? generateCpf()
  return {
    nome: `Joana Pereira ${counter}`,
    email: `joana.${cpf}@example.com`,
    cpf,
    apelido: `jo${counter}`,
    password: 'estudar-muito-1',
    ...overrides,
  }
}

/** Waits until the element is on screen (fails the test after the timeout). */
export async function visible(locator: Locator, timeout?: number): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout })
}

/** Waits until no element matches any more. */
export async function gone(locator: Locator, timeout?: number): Promise<void> {
  await expect.poll(() => locator.count(), { timeout: timeout ?? STEP_TIMEOUT_MS }).toBe(0)
}

/** Opens a route of the SPA (hash routes). */
export async function visit(page: Page, route: string): Promise<void> {
  await page.goto(`/#${route}`)
}

/** The hash route currently shown, e.g. "/login?redirect=%2Fprofile". */
export function currentRoute(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '') || '/'
}

export async function expectRoute(page: Page, route: string): Promise<void> {
  await expect.poll(() => currentRoute(page), { timeout: STEP_TIMEOUT_MS }).toBe(route)
}

/**
 * The form of a screen, by its accessible name. A route's hash changes before its lazily loaded screen replaces
 * the previous one, so a test that fills "CPF" right after a navigation must name the form it means: the
 * previous screen may still be showing a CPF field of its own.
 */
export function form(
  page: Page,
  name: 'Entrar' | 'Criar conta' | 'Recuperar senha' | 'Alterar senha',
): Locator {
  return page.getByRole('form', { name })
}

export async function fillSignUp(page: Page, user: NewUser): Promise<void> {
  const signUpForm = form(page, 'Criar conta')
  await signUpForm.getByLabel('Nome completo').fill(user.nome)
  await signUpForm.getByLabel('E-mail').fill(user.email)
  await signUpForm.getByLabel('CPF').fill(user.cpf)
  await signUpForm.getByLabel('Apelido').fill(user.apelido)
  await signUpForm.getByLabel(/^Senha/).fill(user.password)
  await signUpForm.getByLabel('Confirmar senha').fill(user.password)
  await signUpForm.getByLabel('Li e aceito os termos de uso').check()
}

/** Signs up through the form and waits for the login screen. */
export async function signUp(page: Page, user: NewUser): Promise<void> {
  await visit(page, '/cadastro')
  await fillSignUp(page, user)
  await form(page, 'Criar conta').getByRole('button', { name: 'Cadastrar' }).click()
  await visible(page.getByText('Cadastro realizado com Sucesso!!'))
  await expectRoute(page, '/login')
}

/** Fills and sends the login form of the current page (which must be /login). */
export async function submitLogin(page: Page, cpf: string, password: string): Promise<void> {
  const loginForm = form(page, 'Entrar')
  await loginForm.getByLabel('CPF').fill(cpf)
  await loginForm.getByLabel(/^Senha/).fill(password)
  await loginForm.getByRole('button', { name: 'Entrar', exact: true }).click()
}

export async function logIn(page: Page, cpf: string, password: string): Promise<void> {
  await visit(page, '/login')
  await submitLogin(page, cpf, password)
}

/** A new student signs up and logs in, landing on the home page. */
export async function signUpAndLogIn(page: Page): Promise<NewUser> {
  const student = newUser()
  await signUp(page, student)
  await logIn(page, student.cpf, student.password)
  await expectRoute(page, '/')
  return student
}

/** Asks the API for a token, as another client (the mobile app) would. */
export async function apiToken(baseUrl: string, cpf: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/seguranca/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: cpf, password }),
  })
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { access_token: string }).access_token
}
