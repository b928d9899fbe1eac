import { describe, expect, it } from 'vitest'
import { expectRoute, logIn, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { type E2E, MANAGER, setupE2E } from '../src/harness.ts'
import { screenshot } from '../src/payments.ts'
import { alternatives, createStudent, logInWithCourse, shownQuestionId } from '../src/practice.ts'

const e2e: E2E = setupE2E()

const COMMENT = 'Acho que a alternativa correta também poderia ser outra: o enunciado está ambíguo?'
const REPLY = 'Obrigado! Revisamos o enunciado: a alternativa marcada no gabarito é a única certa.'

describe('comment moderation', () => {
  it('a student comments a question, a Gerente answers it beside the question, the student reads the reply', async () => {
    // The student answers the first question of practice and comments it.
    const student = await createStudent(e2e.server.url)
    const learner = await e2e.open()
    await logInWithCourse(learner.page, student, SERGEANT_COURSE)
    await visit(learner.page, '/v2/geral/perguntas')
    const questionId = await shownQuestionId(learner.page)
    await alternatives(learner.page).first().click()
    await learner.page.getByRole('button', { name: 'Responder' }).click()
    await learner.page.getByLabel('Comentar a questão').fill(COMMENT)
    await learner.page.getByRole('button', { name: 'Enviar comentário' }).click()
    await visible(learner.page.getByText('Obrigado pelo comentário!'))

    // The Gerente finds it in the staff area's table, opens it beside its question and replies.
    const staff = await e2e.open()
    const { page } = staff
    await logIn(page, MANAGER.cpf, MANAGER.password)
    await expectRoute(page, '/')
    await visit(page, '/admin/comentarios')
    const table = page.getByRole('table', { name: 'Comentários dos alunos' })
    const statusInput = page.locator('input').and(page.getByLabel('Situação', { exact: true }))
    await visible(table.getByText(COMMENT))
    await statusInput.click()
    await page.getByRole('option', { name: 'Criada', exact: true }).click()
    await visible(table.getByText(COMMENT))
    await screenshot(page, 'admin-comments-table.png')

    await table
      .getByRole('link', { name: /^Abrir o comentário \d+$/ })
      .first()
      .click()
    await expect.poll(() => /\/admin\/comentarios\/\d+$/.test(page.url())).toBe(true)
    const preview = page.getByTestId('previa')
    await visible(preview.getByRole('heading', { name: `Questão #${questionId}` }))
    await visible(preview.locator('label[data-correct]'))
    await visible(page.getByLabel('Comentário do aluno').getByText(COMMENT))
    // Under the question, its item statistics (none counted yet for a question one student answered).
    await visible(page.getByTestId('estatisticas-questao').getByText('Ainda sem respostas contadas.'))
    await page.getByLabel('Resposta ao aluno').fill(REPLY)
    await expect.poll(() => statusInput.inputValue()).toBe('Respondida')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await visible(page.getByText('Resposta enviada ao aluno.'))
    await visible(page.getByLabel('Comentário do aluno').getByText('Respondida', { exact: true }))
    await screenshot(page, 'admin-comments-detail.png')

    // The student reads the reply in "Meus comentários", reached from the profile.
    await visit(learner.page, '/profile')
    await learner.page.getByRole('link', { name: 'Meus comentários' }).click()
    await expectRoute(learner.page, '/profile/comentarios')
    const mine = learner.page.getByTestId('meu-comentario')
    await visible(mine.getByText(COMMENT))
    await visible(mine.getByTestId('resposta-equipe').getByText(REPLY))
    await visible(mine.getByText('Respondida', { exact: true }))
    await screenshot(learner.page, 'profile-my-comments.png')
  })
})
