import { describe, expect, it } from 'vitest'
import {
  apiToken,
  currentRoute,
  expectRoute,
  fillSignUp,
  gone,
  logIn,
  newUser,
  signUp,
  submitLogin,
  visible,
  visit,
} from '../src/gabarito.ts'
import { ADMIN, artifactPath, setupE2E } from '../src/harness.ts'
import { PHONE } from '../src/viewports.ts'

const e2e = setupE2E()

describe('accounts', () => {
  it('signs up, logs in, changes the password, logs out and logs in with the new password', async () => {
    const { page } = await e2e.open()
    const user = newUser({ nome: 'Maria Aparecida dos Santos', apelido: 'Cida' })

    await signUp(page, user)
    await submitLogin(page, user.cpf, user.password)
    await expectRoute(page, '/')
    // The user panel shows the nickname in upper case and leads to the profile.
    await page.getByRole('link', { name: 'Meu perfil: CIDA' }).click()
    await expectRoute(page, '/profile')
    await visible(page.getByRole('heading', { name: 'Meu perfil' }))
    await visible(page.getByText(user.nome))
    await visible(page.getByText(user.email))
    await visible(page.getByText('Você ainda não possui planos.'))
    expect(await page.getByTestId('apelido').textContent()).toBe('CIDA')

    await page.getByRole('link', { name: 'Alterar senha' }).click()
    await expectRoute(page, '/alterar/senha')
    const senha = page.getByLabel(/^Senha/)
    const confirmar = page.getByLabel('Confirmar Senha')
    expect(await senha.getAttribute('type')).toBe('password')
    expect(await confirmar.getAttribute('type')).toBe('password')

    // The server's first message per field shows under the input, which is marked invalid.
    await senha.fill('curta')
    await confirmar.fill('curta')
    await page.getByRole('button', { name: 'Alterar' }).click()
    await visible(page.getByText('A senha deve ter ao menos 8 caracteres.'))
    expect(await senha.getAttribute('aria-invalid')).toBe('true')
    // Typing in the field clears its message.
    await senha.fill('nova-senha-segura')
    await gone(page.getByText('A senha deve ter ao menos 8 caracteres.'))
    expect(await senha.getAttribute('aria-invalid')).not.toBe('true')

    await page.getByRole('button', { name: 'Alterar' }).click()
    await visible(page.getByText('A confirmação não confere com a senha.'))
    expect(await confirmar.getAttribute('aria-invalid')).toBe('true')
    expect(await senha.getAttribute('aria-invalid')).not.toBe('true')
    await confirmar.fill('nova-senha-segura')
    await gone(page.getByText('A confirmação não confere com a senha.'))
    await page.getByRole('button', { name: 'Alterar' }).click()
    await visible(page.getByText('Senha alterada com sucesso!'))
    await expectRoute(page, '/profile')

    // The new token was kept: the profile still works after a reload.
    await page.reload()
    await visible(page.getByRole('heading', { name: 'Meu perfil' }))
    await visible(page.getByText('Você ainda não possui planos.'))

    await page.getByRole('button', { name: 'Sair' }).click()
    await expectRoute(page, '/')
    await visible(page.getByRole('link', { name: 'Entrar' }))
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0)
    expect(await page.getByRole('button', { name: 'Sair' }).count()).toBe(0)

    await logIn(page, user.cpf, user.password)
    await visible(page.getByText('CPF ou senha inválidos.'))
    await submitLogin(page, user.cpf, 'nova-senha-segura')
    await expectRoute(page, '/')
    await visible(page.getByRole('link', { name: 'Meu perfil: CIDA' }))
  })

  it('shows a dismissible Erro! box when the login fails', async () => {
    const { page } = await e2e.open()
    await logIn(page, ADMIN.cpf, 'senha-errada')
    const box = page.getByRole('alert').filter({ hasText: 'Erro!' })
    await visible(box)
    expect(await box.textContent()).toContain('CPF ou senha inválidos.')
    expect(currentRoute(page)).toBe('/login')
    await box.getByRole('button', { name: 'Fechar' }).click()
    await gone(page.getByText('CPF ou senha inválidos.'))
  })

  it('sends nothing while a login field is empty and keeps only digits in the CPF', async () => {
    const { page, apiCalls } = await e2e.open()
    await visit(page, '/login')
    const cpf = page.getByLabel('CPF')
    expect(await cpf.getAttribute('inputmode')).toBe('numeric')
    await cpf.fill('529.982.247-25')
    expect(await cpf.inputValue()).toBe(ADMIN.cpf)

    await cpf.fill('')
    await page.getByRole('button', { name: 'Entrar', exact: true }).last().click()
    expect(await page.getByText('Campo obrigatório').count()).toBe(2)
    await cpf.fill(ADMIN.cpf)
    await page.getByRole('button', { name: 'Entrar', exact: true }).last().click()
    await visible(page.getByText('Campo obrigatório'))
    expect(await page.getByText('Campo obrigatório').count()).toBe(1)
    expect(apiCalls.filter((call) => call.includes('/seguranca/auth/login'))).toEqual([])
  })

  it('logs in with the keyboard alone', async () => {
    const { page } = await e2e.open()
    await visit(page, '/login')
    await visible(page.getByLabel('CPF'))
    // The CPF field has the focus when the screen opens.
    await page.keyboard.type(ADMIN.cpf)
    await page.keyboard.press('Tab')
    await page.keyboard.type(ADMIN.password)
    await page.keyboard.press('Enter')
    await expectRoute(page, '/')
    await visible(page.getByRole('link', { name: 'Meu perfil: ADMIN' }))
  })

  it('sends a protected route to the login and back after logging in', async () => {
    const { page } = await e2e.open()
    await visit(page, '/profile')
    await expectRoute(page, '/login?redirect=%2Fprofile')
    await submitLogin(page, ADMIN.cpf, ADMIN.password)
    await expectRoute(page, '/profile')
    await visible(page.getByRole('heading', { name: 'Meu perfil' }))
    await visible(page.getByText('Administrador'))

    // Logged in, the login and recovery screens lead to the main page.
    await visit(page, '/login')
    await expectRoute(page, '/')
    await visit(page, '/recuperar_senha')
    await expectRoute(page, '/')
  })

  it('refuses sign-up with a CPF already registered, with the message under the CPF and a toast', async () => {
    const { page, apiCalls } = await e2e.open()
    await visit(page, '/cadastro')
    await fillSignUp(page, newUser({ cpf: ADMIN.cpf }))
    await page.getByRole('button', { name: 'Cadastrar' }).click()

    const toast = page
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'Não foi possivel realizar o cadastro' })
    await visible(toast)
    expect(await toast.textContent()).toContain('Este CPF já está cadastrado.')
    const cpf = page.getByLabel('CPF')
    expect(await cpf.getAttribute('aria-invalid')).toBe('true')
    const describedBy = (await cpf.getAttribute('aria-describedby')) ?? ''
    const messages = await Promise.all(
      describedBy
        .split(' ')
        .filter(Boolean)
        .map((id) => page.locator(`[id="${id}"]`).textContent()),
    )
    expect(messages).toContain('Este CPF já está cadastrado.')
    expect(apiCalls.filter((call) => call === 'POST /api/v1/cadastro')).toHaveLength(1)

    // Escape closes the error toast; typing in the CPF clears its message.
    await page.keyboard.press('Escape')
    await gone(toast)
    await cpf.fill('1')
    await gone(page.getByText('Este CPF já está cadastrado.'))
    expect(await cpf.getAttribute('aria-invalid')).not.toBe('true')
  })

  it('sends no sign-up while a required field is empty or the terms are not accepted', async () => {
    const { page, apiCalls } = await e2e.open()
    await visit(page, '/cadastro')
    // The terms of use are embedded in the form.
    await visible(page.getByTestId('termos-de-uso'))
    await page.getByRole('button', { name: 'Cadastrar' }).click()
    expect(await page.getByText('Campo obrigatório').count()).toBe(6)
    await visible(page.getByText('Você precisa aceitar os termos de uso.'))

    await fillSignUp(page, newUser())
    await page.getByLabel('Li e aceito os termos de uso').uncheck()
    await page.getByLabel('Apelido').fill('')
    await page.getByRole('button', { name: 'Cadastrar' }).click()
    await visible(page.getByText('Campo obrigatório'))
    expect(await page.getByText('Campo obrigatório').count()).toBe(1)
    await visible(page.getByText('Você precisa aceitar os termos de uso.'))
    expect(apiCalls.filter((call) => call === 'POST /api/v1/cadastro')).toEqual([])
  })

  it('recovers the password by a mailed link that works once, the old password working until then', async () => {
    const { page, apiCalls } = await e2e.open({ viewport: PHONE })
    const user = newUser()
    await signUp(page, user)
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click()
    await expectRoute(page, '/recuperar_senha')

    await page.getByRole('button', { name: 'Enviar link' }).click()
    await visible(page.getByText('Campo obrigatório'))
    expect(apiCalls.filter((call) => call.includes('/reset/senha'))).toEqual([])

    await page.getByLabel('CPF').fill(user.cpf)
    await page.getByRole('button', { name: 'Enviar link' }).click()
    await visible(page.getByText(/Se o CPF estiver cadastrado, enviamos um link para criar uma nova senha/))
    await expectRoute(page, '/login')

    // Asking for a link changes nothing: the current password still opens the account.
    expect(await apiToken(e2e.server.url, user.cpf, user.password)).toBeTruthy()

    const token = await mailedResetToken(user.email)
    await visit(page, `/recuperar_senha/${token}`)
    await visible(page.getByRole('heading', { name: 'Criar nova senha' }))
    const senha = page.getByLabel(/^Senha/)
    const confirmar = page.getByLabel('Confirmar Senha')
    expect(await senha.getAttribute('type')).toBe('password')
    await senha.fill('curta')
    await confirmar.fill('curta')
    await page.getByRole('button', { name: 'Salvar nova senha' }).click()
    await visible(page.getByText('A senha deve ter ao menos 8 caracteres.'))
    expect(await senha.getAttribute('aria-invalid')).toBe('true')

    await senha.fill('senha-nova-do-link')
    await confirmar.fill('senha-nova-do-link')
    await gone(page.getByTestId('loading-overlay'))
    await page.screenshot({ path: artifactPath('new-password-360.png'), fullPage: true })
    await page.getByRole('button', { name: 'Salvar nova senha' }).click()
    await visible(page.getByText('Senha redefinida com sucesso! Entre com a nova senha.'))
    await expectRoute(page, '/login')

    await submitLogin(page, user.cpf, user.password)
    await visible(page.getByText('CPF ou senha inválidos.'))

    await submitLogin(page, user.cpf, 'senha-nova-do-link')
    await expectRoute(page, '/')
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    await visible(page.getByRole('link', { name: `Meu perfil: ${user.apelido.toUpperCase()}` }))

    // The link works once, on any device; its page then offers to ask for a new one.
    const other = (await e2e.open({ viewport: PHONE })).page
    await visit(other, `/recuperar_senha/${token}`)
    await other.getByLabel(/^Senha/).fill('mais-uma-senha-9')
    await other.getByLabel('Confirmar Senha').fill('mais-uma-senha-9')
    await other.getByRole('button', { name: 'Salvar nova senha' }).click()
    await visible(other.getByText('Este link de redefinição de senha é inválido ou expirou. Peça um novo.'))
    await gone(other.getByTestId('loading-overlay'))
    await other.screenshot({ path: artifactPath('used-reset-link-360.png'), fullPage: true })
    await other.getByRole('link', { name: 'Pedir um novo link' }).click()
    await expectRoute(other, '/recuperar_senha')
    await visible(other.getByRole('button', { name: 'Enviar link' }))
  })
})

/** The token of the last reset link mailed to this address (kept in the outbox: the e2e server has no SMTP). */
async function mailedResetToken(email: string): Promise<string> {
  const body = await e2e.withDatabase(async (db) => {
    const { rows } = await db.query<{ body: string }>(
      'select body from mail_outbox where recipient = $1 order by id desc limit 1',
      [email],
    )
    return rows[0]?.body ?? ''
  })
  const token = /\/#\/recuperar_senha\/([A-Za-z0-9_-]+)/.exec(body)?.[1]
  if (!token) throw new Error(`no reset link mailed to ${email}: ${body}`)
  return token
}
