import { describe, expect, it } from 'vitest'
import { expectRoute, logIn, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { artifactPath, MANAGER, setupE2E } from '../src/harness.ts'
import { grantCoursePlan } from '../src/plans.ts'
import { createStudent, logInWithCourse, shownQuestionId } from '../src/practice.ts'
import { choose } from '../src/staff.ts'

// Where a question comes from (issue 31): the practice card shows it under the question's number; the Gerente
// changes a past exam's banca on the exam screen and its questions follow (decision 0058).
const e2e = setupE2E()

const DEMO_EXAM_LINE = 'EsSA · Exército Brasileiro · 2025 · Sargento de Carreira · Médio'

describe('where a question comes from', () => {
  it('shows the source on the card; a new banca on the exam screen reaches its questions', async () => {
    const student = await createStudent(e2e.server.url)
    await e2e.withDatabase((db) => grantCoursePlan(db, student.cpf, SERGEANT_COURSE))
    const first = await e2e.open()
    await logInWithCourse(first.page, student, SERGEANT_COURSE)
    await visit(first.page, '/v2/geral/concurso_relacionados')
    await visible(first.page.getByTestId('numero-prova').getByText('nº 1', { exact: true }))
    expect(await first.page.getByTestId('fonte-questao').textContent()).toBe(`Fonte: ${DEMO_EXAM_LINE}`)
    const questionId = await shownQuestionId(first.page)
    await first.page.screenshot({ path: artifactPath('question-source-card.png') })

    // The Gerente gives the exam another banca.
    const staff = await e2e.open()
    await logIn(staff.page, MANAGER.cpf, MANAGER.password)
    await expectRoute(staff.page, '/')
    await visit(staff.page, '/admin/concursos')
    await choose(staff.page, 'selecao-modulo', 'Sargentos', SERGEANT_COURSE)
    await staff.page
      .getByRole('row', { name: /Prova Modelo Gabarito/ })
      .getByRole('button', { name: 'Editar' })
      .click()
    const banca = staff.page.getByRole('dialog').getByLabel('Banca')
    expect(await banca.inputValue()).toBe('EsSA')
    await banca.fill('Exército (EsSA)')
    await staff.page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click()
    await visible(staff.page.getByText('Concurso alterado.'))

    // Its question shows the new banca in the editor and on a student's card.
    await visit(staff.page, `/admin/perguntas/${questionId}`)
    await expect.poll(() => staff.page.getByLabel('Banca').inputValue()).toBe('Exército (EsSA)')
    expect(await staff.page.getByLabel('Órgão').inputValue()).toBe('Exército Brasileiro')
    await staff.page.screenshot({ path: artifactPath('question-source-editor.png') })

    const again = await e2e.open()
    await logInWithCourse(again.page, student, SERGEANT_COURSE)
    await visit(again.page, '/v2/geral/concurso_relacionados')
    await visible(again.page.getByTestId('numero-prova').getByText('nº 1', { exact: true }))
    expect(await again.page.getByTestId('fonte-questao').textContent()).toBe(
      `Fonte: ${DEMO_EXAM_LINE.replace('EsSA', 'Exército (EsSA)')}`,
    )
  })
})
