import { describe, expect, it } from 'vitest'
import { expectRoute, gone, logIn, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { ADMIN, type E2E, setupE2E } from '../src/harness.ts'
import { screenshot } from '../src/payments.ts'
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
})
