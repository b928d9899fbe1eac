import { describe, expect, it } from 'vitest'
import { apiToken, gone, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { artifactPath, setupE2E } from '../src/harness.ts'
import {
  answerFirstByApi,
  answerManyByApi,
  createStudent,
  forgiveConsoleErrors,
  logInWithCourse,
  questionHeading,
  settle,
  subjectQuestions,
} from '../src/practice.ts'

const e2e = setupE2E()

const FREE_LIMIT_REACHED = 'Você já respondeu as 15 questões gratuitas de hoje neste curso'

/** A new student without a plan, logged in with the sergeant course, and their API token (another device). */
async function newStudentOnTheCourse() {
  const student = await createStudent(e2e.server.url)
  const token = await apiToken(e2e.server.url, student.cpf, student.password)
  const entry = await e2e.open()
  const course = await logInWithCourse(entry.page, student, SERGEANT_COURSE)
  return { token, entry, page: entry.page, course }
}

describe('sending answers: the free tier and a failing network', () => {
  it('tells a student without a plan how many free answers are left, then that the 15 are used', async () => {
    const { token, entry, page, course } = await newStudentOnTheCourse()
    await answerManyByApi(e2e.server.url, token, course.id, 12)

    await visit(page, '/v2/geral/perguntas')
    await visible(questionHeading(page))
    await page.keyboard.press('1')
    await page.keyboard.press('Enter')
    await visible(page.getByText('Você ainda tem 2 questões gratuitas hoje'))

    // Two more elsewhere (another device): the next answer here is refused.
    const more = await subjectQuestions(e2e.server.url, token, course.id, 4)
    for (const question of more.slice(0, 2)) {
      const { status } = await answerFirstByApi(e2e.server.url, token, course.id, question)
      expect(status).toBe(200)
    }
    await page.keyboard.press('Enter')
    await visible(page.getByRole('button', { name: 'Responder' }))
    await page.keyboard.press('1')
    await page.keyboard.press('Enter')
    await visible(page.getByText(FREE_LIMIT_REACHED))
    await visible(page.getByTestId('falha-resposta').getByRole('link', { name: 'Ver planos' }))
    expect(await page.getByTestId('resultado').count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Responder' }).isDisabled()).toBe(true)
    await settle(page)
    await page.screenshot({ path: artifactPath('practice-free-limit-desktop.png'), fullPage: true })
    forgiveConsoleErrors(entry, /status of 423.*\/respostas\/api\/v1\/treinamento\/responder/)
  })

  it('sends an answer again with the same key when the network fails, and it is counted once', async () => {
    const { token, entry, page, course } = await newStudentOnTheCourse()

    const bodies: string[] = []
    let release: () => void = () => {}
    const retryMayGo = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/respostas/api/v1/treinamento/responder', async (route) => {
      bodies.push(route.request().postData() ?? '')
      if (bodies.length === 1) {
        // The answer reaches the server, but its reply is lost on the way back.
        await route.fetch()
        await route.abort('internetdisconnected')
        return
      }
      await retryMayGo
      await route.continue()
    })

    await visit(page, '/v2/geral/perguntas')
    await visible(questionHeading(page))
    await page.keyboard.press('1')
    await page.keyboard.press('Enter')
    await visible(page.getByText('Sem conexão… tentando de novo'))
    release()
    await visible(page.getByTestId('resultado'))
    await gone(page.getByText('Sem conexão… tentando de novo'))

    expect(bodies).toHaveLength(2)
    const keys = bodies.map((body) => (JSON.parse(body) as { chave_idempotencia: string }).chave_idempotencia)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])

    // The server counted one answer: the next one leaves 13.
    const batch = await subjectQuestions(e2e.server.url, token, course.id, 5)
    const question = batch[0]
    if (!question) throw new Error('no question')
    const { body } = await answerFirstByApi(e2e.server.url, token, course.id, question)
    expect(body.gratuitas_restantes).toBe(13)
    forgiveConsoleErrors(
      entry,
      /net::ERR_INTERNET_DISCONNECTED.*\/respostas\/api\/v1\/treinamento\/responder/,
    )
  })
})
