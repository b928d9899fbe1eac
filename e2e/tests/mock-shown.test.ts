import { describe, expect, it } from 'vitest'
import { apiToken, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { setupE2E } from '../src/harness.ts'
import { answerShown, deferShown, nextQuestion, openMockByApi } from '../src/mock.ts'
import { createStudent, forgiveConsoleErrors, logInWithCourse, shownQuestionId } from '../src/practice.ts'

// Issue 29: the server times each mock question from the moments the screen reports it shown.
const e2e = setupE2E()
const SHOWN = '/respostas/api/v1/simulado/exibida'

describe('weekly mock, each question shown reported', () => {
  it('reports the first question, the next, the one after a question put aside and the one resumed; a failed report changes nothing on screen', {
    timeout: 300_000,
  }, async () => {
    const student = await createStudent(e2e.server.url)
    const entry = await e2e.open()
    const { page } = entry
    const shown: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(SHOWN)) {
        const body = request.postDataJSON() as { modulo_id: number; desafio_id: number; pergunta_id: number }
        shown.push(`${body.modulo_id}/${body.desafio_id}/${body.pergunta_id}`)
      }
    })
    const course = await logInWithCourse(page, student, SERGEANT_COURSE)
    const token = await apiToken(e2e.server.url, student.cpf, student.password)
    const open = await openMockByApi(e2e.server.url, token, course.id)
    const [q0, q1, q2, q3] = open.perguntas.map((q) => q.id)
    const at = (id: number | undefined) => `${course.id}/${open.simulado.id}/${id}`

    await visit(page, '/v2/geral/simulado/perguntas')
    expect(await shownQuestionId(page)).toBe(q0)
    await expect.poll(() => shown).toEqual([at(q0)])
    // Answered, the card stays on screen: not a new showing.
    expect(await answerShown(page, 'a')).toBe(q0)
    await nextQuestion(page, q0 ?? 0)
    await expect.poll(() => shown).toEqual([at(q0), at(q1)])
    expect(await deferShown(page)).toEqual({ deferred: q1, next: q2 })
    await expect.poll(() => shown).toEqual([at(q0), at(q1), at(q2)])

    // A reload resumes on the same question: a new showing.
    await page.reload()
    expect(await shownQuestionId(page)).toBe(q2)
    await expect.poll(() => shown).toHaveLength(4)
    expect(shown[3]).toBe(at(q2))

    // The report fails: the next card comes all the same, and no message tells of it (it only loses a time).
    await page.route(`**${SHOWN}`, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Indisponível"}' }),
    )
    expect(await answerShown(page, 'b')).toBe(q2)
    await nextQuestion(page, q2 ?? 0)
    await expect.poll(() => shown).toHaveLength(5)
    expect(shown[4]).toBe(at(q3))
    await visible(page.getByRole('button', { name: 'Responder' }))
    expect(await page.getByText('Indisponível').count()).toBe(0)
    expect(await page.getByRole('alert').count()).toBe(0)
    forgiveConsoleErrors(entry, /status of 503/)

    // Subject practice reports nothing.
    await visit(page, '/v2/geral/perguntas')
    expect(await shownQuestionId(page)).toBeGreaterThan(0)
    expect(shown).toHaveLength(5)
  })
})
