import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  expectRoute,
  fillSignUp,
  form,
  gone,
  newUser,
  SERGEANT_COURSE,
  signUp,
  visible,
  visit,
} from '../src/gabarito.ts'
import { ADMIN, artifactPath, setupE2E } from '../src/harness.ts'
import { createStudent, logInWithCourse, questionHeading } from '../src/practice.ts'
import { animationsDone, expectClearOf, toasts } from '../src/toasts.ts'
import { PHONE } from '../src/viewports.ts'

/** Toasts: one at a time, at the bottom, clear of the controls, and gone with the screen they spoke of (decision 0038). */
const e2e = setupE2E()

const headerLogin = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Entrar' })

/** Sends the sign-up form and waits for the server's answer and a toast with `text`. */
async function sendSignUp(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v1/cadastro',
  )
  await form(page, 'Criar conta').getByRole('button', { name: 'Cadastrar' }).click()
  await answered
  await visible(toasts(page).filter({ hasText: text }))
}

describe('toasts', () => {
  it('on a phone: one at a time, below the form and the header, closed by Escape and by leaving the screen', async () => {
    const { page } = await e2e.open({ viewport: PHONE })
    await visit(page, '/cadastro')
    await fillSignUp(page, newUser({ cpf: ADMIN.cpf }))
    const signUpForm = form(page, 'Criar conta')

    // The same refusal three times: one toast.
    for (let attempt = 0; attempt < 3; attempt++) await sendSignUp(page, 'Este CPF já está cadastrado.')
    await animationsDone(page)
    expect(await toasts(page).count()).toBe(1)
    // The button just pressed stays in sight.
    await expectClearOf(toasts(page), { Cadastrar: signUpForm.getByRole('button', { name: 'Cadastrar' }) })

    // Another refusal replaces it.
    await signUpForm.getByLabel('E-mail').fill('joana@')
    await sendSignUp(page, 'Informe um e-mail válido.')
    await animationsDone(page)
    expect(await toasts(page).count()).toBe(1)
    expect(await toasts(page).textContent()).not.toContain('Este CPF já está cadastrado.')

    // At the top of the form, nothing the student needs is under it.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expectClearOf(toasts(page), {
      'the header’s Entrar': headerLogin(page),
      'the e-mail field': signUpForm.getByLabel('E-mail'),
      'the CPF field': signUpForm.getByLabel('CPF'),
    })
    await page.screenshot({ path: artifactPath('toast-sign-up-360.png') })

    // Escape closes the error toast (SPEC section 9).
    await page.keyboard.press('Escape')
    await gone(toasts(page))

    // An error does not follow the student to another screen.
    await sendSignUp(page, 'Informe um e-mail válido.')
    await headerLogin(page).click()
    await expectRoute(page, '/login')
    await visible(form(page, 'Entrar'))
    await gone(toasts(page))
  })

  it('on a phone: the sign-up success follows to the login screen, clear of its form', async () => {
    const { page } = await e2e.open({ viewport: PHONE })
    await signUp(page, newUser())
    const toast = toasts(page).filter({ hasText: 'Cadastro realizado com Sucesso!!' })
    await visible(toast)
    await animationsDone(page)
    expect(await toasts(page).count()).toBe(1)
    const loginForm = form(page, 'Entrar')
    await expectClearOf(toast, {
      'the CPF field': loginForm.getByLabel('CPF'),
      'the password field': loginForm.getByLabel(/^Senha/),
      'the Entrar button': loginForm.getByRole('button', { name: 'Entrar', exact: true }),
      'the header’s Entrar': headerLogin(page),
    })
    await page.screenshot({ path: artifactPath('toast-login-360.png') })
  })

  it('on a phone: a toast over practice’s action buttons moves them above it', async () => {
    const student = await createStudent(e2e.server.url)
    const { page } = await e2e.open({ viewport: PHONE })
    await logInWithCourse(page, student, SERGEANT_COURSE)
    await visit(page, '/v2/geral/perguntas')
    await visible(questionHeading(page))
    await page.keyboard.press('1')
    await page.keyboard.press('Enter')
    const result = page.getByTestId('resultado')
    await visible(result)
    const next = page.getByRole('button', { name: /Pr[óo]xima Pergunta/i })
    const save = page.getByRole('button', { name: 'Salvar no meu resumo' })

    // The buttons at the bottom edge of the screen, where the toast comes.
    await save.evaluate((button) => {
      window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight + 2)
    })
    await save.click()
    const dialog = page.getByRole('dialog', { name: 'Salvar no meu resumo' })
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Resumo' }).isEnabled()).toBe(true)
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    const toast = toasts(page).filter({ hasText: 'Questão salva no resumo "Questões salvas".' })
    await visible(toast)
    await gone(dialog)
    await animationsDone(page)
    await expectClearOf(toast, { 'Proxima Pergunta': next, 'Salvar no meu resumo': save })
    await page.screenshot({ path: artifactPath('toast-practice-360.png') })
  })
})
