import { describe, expect, it } from 'vitest'
import { apiToken, expectRoute, logIn, signUpAndLogIn, visible, visit } from '../src/gabarito.ts'
import { ADMIN, setupE2E } from '../src/harness.ts'

const e2e = setupE2E()

describe('session', () => {
  it('logs in directly with a token in the route', async () => {
    const token = await apiToken(e2e.server.url, ADMIN.cpf, ADMIN.password)
    const { page } = await e2e.open()
    await visit(page, `/login/token/${token}`)
    await expectRoute(page, '/')
    await visible(page.getByRole('link', { name: 'Meu perfil: ADMIN' }))
    expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBe(token)
  })

  it('refuses a bad token in the route and goes to the login', async () => {
    const { page } = await e2e.open()
    await visit(page, '/login/token/nao-e-um-token')
    await expectRoute(page, '/login')
    await visible(page.getByText('Não foi possível entrar com este link'))
    await visible(page.getByRole('link', { name: 'Entrar' }))
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0)
  })

  it('logs out when an authenticated call answers 401', async () => {
    const { page } = await e2e.open()
    await logIn(page, ADMIN.cpf, ADMIN.password)
    await expectRoute(page, '/')
    // The main page's own calls end first, so the 401 below is the profile's, not one of theirs answered late.
    await page.waitForLoadState('networkidle')
    // Another device changes the password: the tokens issued before stop working.
    const token = await apiToken(e2e.server.url, ADMIN.cpf, ADMIN.password)
    const response = await fetch(`${e2e.server.url}/api/v1/profile/update/senha`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ password: ADMIN.password, passwordConfirm: ADMIN.password }),
    })
    expect(response.status).toBe(200)

    await visit(page, '/profile')
    // The plans call answers 401: the session is cleared and the user lands on the main page.
    await expectRoute(page, '/')
    await visible(page.getByRole('link', { name: 'Entrar' }))
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0)
  })

  it('lets a browser that logged in before in while its CPF is being guessed, and tells a new one what to do', async () => {
    const { page } = await e2e.open()
    const student = await signUpAndLogIn(page)
    const cookies = await page.context().cookies(`${e2e.server.url}/api/v1/seguranca/auth/login`)
    expect(cookies.find((c) => c.name === 'gabarito_device')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
    })
    await page.evaluate(() => window.localStorage.clear())
    await page.reload()
    // Someone else guesses the student's password until the CPF is locked for devices it does not know.
    const guess = () =>
      fetch(`${e2e.server.url}/api/v1/seguranca/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: student.cpf, password: 'chute-errado' }),
      })
    for (let i = 0; i < 10; i++) expect((await guess()).status).toBe(401)
    expect((await guess()).status).toBe(429)

    await logIn(page, student.cpf, student.password)
    await expectRoute(page, '/')

    const other = await e2e.open()
    await logIn(other.page, student.cpf, student.password)
    await visible(other.page.getByText(/Muitas tentativas\. .*Esqueci minha senha/))
    await expectRoute(other.page, '/login')
  })
})
