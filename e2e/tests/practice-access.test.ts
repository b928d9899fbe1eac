import { describe, expect, it } from 'vitest'
import { expectRoute, gone, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { setupE2E } from '../src/harness.ts'
import { createStudent, logInWithCourse, questionHeading, shownQuestionId } from '../src/practice.ts'

const e2e = setupE2E()

const TOPIC_IS_PRO = 'O filtro por assunto é exclusivo do plano PRO'
const EXAM_IS_PRO = 'As provas anteriores são exclusivas do plano PRO'

describe('question practice without a plan or without questions', () => {
  it('refuses the topic filter and the past exams without a plan, with the server message', async () => {
    const student = await createStudent(e2e.server.url)
    const entry = await e2e.open()
    const { page } = entry
    await logInWithCourse(page, student, SERGEANT_COURSE)
    await visit(page, '/v2/geral/perguntas')
    const first = await shownQuestionId(page)

    await page.getByLabel('Assunto').selectOption({ label: 'Crase' })
    await visible(page.getByText(TOPIC_IS_PRO).first())
    await visible(page.getByRole('link', { name: 'Ver planos' }))
    await gone(questionHeading(page))

    // Back to all topics of the subject.
    await page.getByRole('button', { name: 'Praticar todos os assuntos' }).click()
    await visible(questionHeading(page))
    expect(await page.getByLabel('Assunto').locator('option:checked').textContent()).toBe('Todos os assuntos')
    expect(first).toBeGreaterThan(0)

    // Past exams are PRO.
    await visit(page, '/v2/geral/concurso_relacionados')
    await visible(page.getByRole('heading', { name: /Concursos/, level: 1 }))
    await visible(page.getByText(EXAM_IS_PRO).first())
    await visible(page.getByRole('link', { name: 'Ver planos' }))
    expect(await questionHeading(page).count()).toBe(0)
  })

  it('says why there is nothing to practise (SPEC section 8 texts)', async () => {
    const student = await createStudent(e2e.server.url)
    const { page } = await e2e.open()
    const navy = await logInWithCourse(page, student, 'Marinha — Aprendiz de Marinheiro')

    // A subject without questions.
    await visit(page, '/v2/geral/perguntas')
    await visible(
      page
        .getByTestId('problema-carga')
        .getByText('Não foi possivel achar as perguntas ou o usuário não possui o plano necessário!'),
    )
    expect(await questionHeading(page).count()).toBe(0)

    // A course without past exams has no exam practice.
    await visit(page, '/v2/geral/concurso_relacionados')
    await expectRoute(page, '/')

    // A course the server does not know: no subjects; the exam list fails with an alert, then the main page.
    await page.evaluate((course) => localStorage.setItem('modulo', JSON.stringify(course)), {
      ...navy,
      id: 999_999,
      has_pergunta: true,
      has_prova_anterior: true,
    })
    await visit(page, '/v2/geral/perguntas')
    await visible(page.getByTestId('falha-disciplinas').getByText('Não foi possivel achar as disciplinas'))
    await visit(page, '/v2/geral/concurso_relacionados')
    const alert = page.getByRole('dialog')
    await visible(alert.getByText('Curso não encontrado.'))
    await alert.getByRole('button', { name: 'OK' }).click()
    await expectRoute(page, '/')
  })
})
