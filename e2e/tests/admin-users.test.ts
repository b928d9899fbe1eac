import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { currentRoute, expectRoute, gone, logIn, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { ADMIN, type E2E, setupE2E } from '../src/harness.ts'
import { forgiveConsoleErrors, screenshot } from '../src/payments.ts'
import { createStudent, logInWithCourse, questionHeading } from '../src/practice.ts'

const e2e: E2E = setupE2E()

const TOPIC_IS_PRO = 'O filtro por assunto é exclusivo do plano PRO'
const dotted = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`

async function asAdmin() {
  const opened = await e2e.open()
  await logIn(opened.page, ADMIN.cpf, ADMIN.password)
  await expectRoute(opened.page, '/')
  await opened.page.getByRole('link', { name: 'Administração' }).click()
  await expectRoute(opened.page, '/admin')
  await opened.page.getByRole('link', { name: 'Usuários' }).first().click()
  await expectRoute(opened.page, '/admin/usuarios')
  return opened
}

describe('users and plans in the back office', () => {
  it('an Admin finds a student by CPF and grants a plan; the student’s topic filter unlocks', async () => {
    const student = await createStudent(e2e.server.url)
    const learner = await e2e.open()
    await logInWithCourse(learner.page, student, SERGEANT_COURSE)
    await visit(learner.page, '/v2/geral/perguntas')
    await visible(questionHeading(learner.page))
    await learner.page.getByLabel('Assunto').selectOption({ label: 'Crase' })
    await visible(learner.page.getByText(TOPIC_IS_PRO).first())

    const { page } = await asAdmin()
    const found = page.getByRole('table', { name: 'Usuários encontrados' })
    await visible(page.getByText('Digite ao menos 3 caracteres para buscar.'))
    await page.getByLabel('Buscar por CPF, nome ou e-mail').fill(dotted(student.cpf))
    await visible(found.getByText(student.email))
    await screenshot(page, 'admin-users-search.png')
    await found.getByRole('link', { name: `Abrir ${student.nome}` }).click()
    await visible(page.getByRole('heading', { name: student.nome, level: 1 }))
    await visible(page.getByText('Nenhum plano.'))

    // The form: without a reason the server's message shows under the field; then the plan.
    const form = page.getByRole('form', { name: 'Conceder plano' })
    await form.getByLabel('Curso').click()
    await page.getByRole('option', { name: SERGEANT_COURSE, exact: true }).click()
    await form.getByLabel('Meses').fill('3')
    await form.getByRole('button', { name: 'Conceder plano' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Sim, conceder' }).click()
    await visible(form.getByText('Informe o motivo (ao menos 3 caracteres).'))
    await form.getByLabel('Motivo').fill('Prêmio da promoção de novembro')
    await form.getByRole('button', { name: 'Conceder plano' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Sim, conceder' }).click()
    await visible(page.getByText('Plano concedido.'))
    const plans = page.getByRole('table', { name: 'Planos do usuário' })
    await visible(plans.getByText('Ativo'))
    await screenshot(page, 'admin-users-plan-granted.png')

    // The student's topic filter now serves the topic's questions (the page opened again).
    await learner.page.reload()
    await visible(questionHeading(learner.page))
    await learner.page.getByLabel('Assunto').selectOption({ label: 'Crase' })
    await visible(questionHeading(learner.page))
    await gone(learner.page.getByText(TOPIC_IS_PRO))
    expect(await learner.page.getByLabel('Assunto').locator('option:checked').textContent()).toBe('Crase')
    await screenshot(learner.page, 'admin-users-topic-unlocked.png')
  })

  it('a student downloads their data and asks for deletion; the Admin erases the data', async () => {
    const student = await createStudent(e2e.server.url)
    const learner = await e2e.open()
    await logIn(learner.page, student.cpf, student.password)
    await expectRoute(learner.page, '/')
    await visit(learner.page, '/profile')
    const [download] = await Promise.all([
      learner.page.waitForEvent('download'),
      learner.page.getByRole('link', { name: 'Baixar meus dados' }).click(),
    ])
    const data = JSON.parse(readFileSync((await download.path()) as string, 'utf8'))
    expect(data.conta).toMatchObject({ cpf: student.cpf, email: student.email, nome: student.nome })
    expect(data.respostas).toEqual([])

    await learner.page.getByRole('button', { name: 'Excluir minha conta' }).click()
    await learner.page.getByRole('dialog').getByRole('button', { name: 'Sim, pedir a exclusão' }).click()
    await visible(learner.page.getByText(/Você pediu a exclusão da conta em/))
    await gone(learner.page.getByRole('button', { name: 'Excluir minha conta' }))
    await screenshot(learner.page, 'admin-users-profile-deletion.png')

    const { page } = await asAdmin()
    const requests = page.getByRole('table', { name: 'Pedidos de exclusão (LGPD)' })
    await requests.getByRole('button', { name: `Excluir dados de ${student.nome}` }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Sim, excluir dados' }).click()
    await visible(page.getByText('Os dados pessoais da conta foram excluídos.'))
    await visible(requests.getByText(/Excluído em/))
    await visible(requests.getByText('Participante removido'))
    await screenshot(page, 'admin-users-deletion-done.png')

    // The student's session ends at the next call: the app drops the token and leaves the profile.
    await learner.page.reload()
    await expect
      .poll(() => learner.page.evaluate(() => localStorage.getItem('access_token')), { timeout: 20_000 })
      .toBeNull()
    await expect.poll(() => currentRoute(learner.page)).not.toBe('/profile')
    forgiveConsoleErrors(learner, /401/)
  })
})
