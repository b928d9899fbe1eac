import { formatDateTime } from '@gabarito/core'
import type { StaffQuestion } from '@gabarito/core/contract'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectAxeCleanAtWidths } from '../src/axe.ts'
import { expectRoute, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { MANAGER, setupE2E } from '../src/harness.ts'
import { openMockByApi } from '../src/mock.ts'
import { callApi, createStudent, logInWithCourse, shownQuestionId } from '../src/practice.ts'
import { staffCourse } from '../src/staff.ts'

// Issue 47, item 2: the Discussão tab of the weekly mock. A free student who meets a past exam's question in a mock
// that shows the key at once reads its discussion (it answered "Questão não encontrada."); in modo prova the tab
// says when the discussion opens, at the mock's close, instead of offering one the server cannot open yet.
const e2e = setupE2E()
const DAY = 86_400_000
const NOT_FOUND = 'Questão não encontrada.'
const EMPTY = 'Ainda não há comentários nesta questão. Seja o primeiro a explicar!'
interface Staff {
  base: string
  token: string
  courseId: number
}

const staffCall = <T>(staff: Staff, method: string, path: string, body?: unknown) =>
  callApi<T>(staff.base, method, `/api/v1/admin${path}`, staff.token, body)

/** "30/11 às 23:59": the close of a modo-prova mock as the tab says it (São Paulo). */
const closeText = (closesAt: Date) => {
  const [date = '', time = ''] = formatDateTime(closesAt).split(' ')
  return `${date.slice(0, 5)} às ${time}`
}

/** Two past-exam questions of the course, made by the staff beside a question of its demo mock (its subject). */
async function pastExamQuestions(staff: Staff, model: number): Promise<number[]> {
  const source = await staffCall<StaffQuestion>(staff, 'GET', `/perguntas/${model}`)
  expect(source.status).toBe(200)
  const exam = await staffCall<{ id: number }>(staff, 'POST', '/concursos', {
    modulo_id: staff.courseId,
    nome: 'Prova Anterior da Discussão',
    ano: 2024,
  })
  expect(exam.status, JSON.stringify(exam.body)).toBe(201)
  const ids: number[] = []
  for (const numero of [1, 2]) {
    const made = await staffCall<{ id: number }>(staff, 'POST', '/perguntas', {
      modulo_id: staff.courseId,
      disciplina_id: source.body.disciplina_id,
      assunto_id: source.body.assunto_id,
      concurso_id: exam.body.id,
      numero,
      texto: `<p>Questão ${numero} da prova anterior: qual é a capital do Brasil?</p>`,
      alternativas: [{ texto: 'Brasília' }, { texto: 'Rio de Janeiro' }, { texto: 'Salvador' }],
      correta: 0,
      resumo: '<p>Brasília é a capital desde 1960.</p>',
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    ids.push(made.body.id)
  }
  return ids
}

/** Closes the mock open now and opens one with the question (staff mocks may not overlap: one after the other). */
async function openMockWith(staff: Staff, question: number, keyMode: 'imediato' | 'ao_encerrar') {
  const open = await openMockByApi(staff.base, staff.token, staff.courseId)
  const now = new Date()
  const closed = await staffCall(staff, 'PATCH', `/simulados/${open.simulado.id}`, {
    fecha: now.toISOString(),
  })
  expect(closed.status, JSON.stringify(closed.body)).toBe(200)
  const closesAt = new Date(Math.floor((now.getTime() + 2 * DAY) / 60_000) * 60_000)
  const made = await staffCall<{ id: number }>(staff, 'POST', '/simulados', {
    modulo_id: staff.courseId,
    nome: `Simulado da discussão (${keyMode})`,
    abre: now.toISOString(),
    fecha: closesAt.toISOString(),
    gabarito: keyMode,
    perguntas: [question],
  })
  expect(made.status, JSON.stringify(made.body)).toBe(201)
  return closesAt
}

/** A new free student answers the open mock's only question on a phone and opens its Discussão tab. */
async function answerAndOpenDiscussion(page: Page): Promise<void> {
  await logInWithCourse(page, await createStudent(e2e.server.url), SERGEANT_COURSE)
  await visit(page, '/v2/geral/simulado')
  await page.getByRole('link', { name: 'Iniciar Simulado' }).click()
  await expectRoute(page, '/v2/geral/simulado/perguntas')
  await shownQuestionId(page)
  await page.keyboard.press('a')
  await page.keyboard.press('Enter')
  await page.getByRole('tab', { name: 'Discussão' }).click()
}

/** Axe-clean at 360 and 1280 px, with a screenshot of each. */
describe('the Discussão tab of the weekly mock', () => {
  let staff: Staff
  let questions: number[]

  it('opens the discussion of a past exam’s question to a free student in a mock that shows the key at once', {
    timeout: 240_000,
  }, async () => {
    const { token, course } = await staffCourse(e2e.server.url, MANAGER)
    staff = { base: e2e.server.url, token, courseId: course.id }
    const demo = await openMockByApi(staff.base, token, course.id)
    questions = await pastExamQuestions(staff, demo.perguntas[0]?.id ?? 0)
    await openMockWith(staff, questions[0] ?? 0, 'imediato')

    const { page } = await e2e.open({ viewport: { width: 360, height: 800 } })
    await answerAndOpenDiscussion(page)
    await visible(page.getByTestId('resultado'))
    await visible(page.getByText(EMPTY))
    expect(await page.getByText(NOT_FOUND).count()).toBe(0)
    await visible(page.getByLabel('Comentar na discussão'))
    await expectAxeCleanAtWidths(page, 'mock-discussion-open')
  })

  it('says, in modo prova, that the discussion opens at the mock’s close, and never offers it before', {
    timeout: 240_000,
  }, async () => {
    const closesAt = await openMockWith(staff, questions[1] ?? 0, 'ao_encerrar')
    const { page } = await e2e.open({ viewport: { width: 360, height: 800 } })
    await answerAndOpenDiscussion(page)
    await visible(page.getByTestId('resposta-registrada'))
    const closed = page.getByTestId('discussao-fechada')
    await visible(closed)
    expect(await closed.textContent()).toBe(
      `A discussão desta questão abre no encerramento do simulado, ${closeText(closesAt)}.`,
    )
    expect(await page.getByText(NOT_FOUND).count()).toBe(0)
    expect(await page.getByLabel('Comentar na discussão').count()).toBe(0)
    await expectAxeCleanAtWidths(page, 'mock-discussion-sealed')
  })
})
