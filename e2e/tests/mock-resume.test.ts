import { formatNumber } from '@gabarito/core'
import { describe, expect, it } from 'vitest'
import { apiToken, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { setupE2E } from '../src/harness.ts'
import { answerMockByApi, answerShown, deferShown, nextQuestion, openMockByApi } from '../src/mock.ts'
import { grantCoursePlan } from '../src/plans.ts'
import {
  callApi,
  counters,
  createStudent,
  forgiveConsoleErrors,
  logInWithCourse,
  questionHeading,
  shownQuestionId,
} from '../src/practice.ts'

const e2e = setupE2E()

/** The answers API's refusals are answers the mock screen handles (a toast), not errors. */
const REFUSED = /status of (409|423).*\/respostas\/api\/v1\/simulado\/responder/

describe('weekly mock, resumed', () => {
  it('resumes after a reload and on another device; a question answered elsewhere leaves the queue', {
    timeout: 300_000,
  }, async () => {
    const student = await createStudent(e2e.server.url)
    await e2e.withDatabase((db) => grantCoursePlan(db, student.cpf, SERGEANT_COURSE))
    const laptop = await e2e.open()
    const page = laptop.page
    const course = await logInWithCourse(page, student, SERGEANT_COURSE)
    const token = await apiToken(e2e.server.url, student.cpf, student.password)
    const open = await openMockByApi(e2e.server.url, token, course.id)
    const ids = open.perguntas.map((q) => q.id)
    const [q0, q1, q2, q3, q4, q5] = ids

    await visit(page, '/v2/geral/simulado/perguntas')
    expect(await answerShown(page, 'a')).toBe(q0)
    await nextQuestion(page, q0 ?? 0)
    expect(await answerShown(page, 'b')).toBe(q1)
    await nextQuestion(page, q1 ?? 0)
    expect(await deferShown(page)).toEqual({ deferred: q2, next: q3 })
    const before = await counters(page)

    // A reload resumes on the same question, the one left for last still at the end; nothing asked twice.
    await page.reload()
    expect(await shownQuestionId(page)).toBe(q3)
    expect(await page.getByTestId('respondida').count()).toBe(2)
    expect(await counters(page)).toEqual(before)
    expect(await page.getByTestId('progresso').textContent()).toBe(`2 de ${ids.length}`)
    // The place in the ranking shows at once, from the server.
    const place = (await openMockByApi(e2e.server.url, token, course.id)).classificacao
    expect(await page.getByTestId('posicao-parcial').textContent()).toBe(
      `Você está em ${formatNumber(place?.posicao ?? 0)}º de ${formatNumber(place?.participantes ?? 0)}`,
    )

    // Another device (nothing kept on it) resumes from the server's answers, in the mock's order.
    const phone = await e2e.open({ viewport: { width: 360, height: 740 } })
    await logInWithCourse(phone.page, student, SERGEANT_COURSE)
    await visit(phone.page, '/v2/geral/simulado/perguntas')
    expect(await shownQuestionId(phone.page)).toBe(q2)
    expect(await phone.page.getByTestId('respondida').count()).toBe(2)
    expect(await answerShown(phone.page, 'c')).toBe(q2)

    expect(await answerShown(page, 'a')).toBe(q3)
    await nextQuestion(page, q3 ?? 0)
    expect(await shownQuestionId(page)).toBe(q4)

    // The question on screen is answered elsewhere meanwhile: the server refuses it (409) with its message,
    // and the screen moves on without it.
    await answerMockByApi(e2e.server.url, token, course.id, open, q4 ?? 0)
    const again = await callApi<{ message: string }>(
      e2e.server.url,
      'POST',
      '/respostas/api/v1/simulado/responder',
      token,
      {
        pergunta_id: q4,
        selected: open.perguntas[4]?.resposta[1]?.id,
        disciplina_id: open.perguntas[4]?.disciplina_id,
        desafio_id: open.simulado.id,
        tipo: 'Semanal',
        modulo_id: course.id,
      },
    )
    expect(again.status).toBe(409)
    await page.keyboard.press('b')
    await page.getByRole('button', { name: 'Responder' }).click()
    await visible(page.locator('[data-kind="error"]').getByText(again.body.message))
    await expect.poll(() => shownQuestionId(page)).toBe(q5)
    expect(await page.getByTestId('respondida').count()).toBe(5)
    forgiveConsoleErrors(laptop, REFUSED)

    // After a reload, the question answered on the other device is not asked again: the rest, each once.
    await page.reload()
    const seen = [await shownQuestionId(page)]
    const left = ids.length - 5
    for (let i = 0; i < left; i++) {
      if (i > 0) seen.push(await nextQuestion(page, seen[i - 1] ?? 0))
      await answerShown(page, 'a')
    }
    expect(seen).toEqual(ids.filter((id) => ![q0, q1, q2, q3, q4].includes(id)))
    await page.keyboard.press('Enter')
    await visible(page.getByTestId('simulado-finalizado'))
    const held = await openMockByApi(e2e.server.url, token, course.id)
    expect(held.respondidas).toHaveLength(ids.length)
  })

  it('ends the mock with the server message when its window has closed meanwhile (423)', async () => {
    // A student without a plan: no 423 of the mock is the free tier's any more (issue 26), only its window's.
    const student = await createStudent(e2e.server.url)
    const entry = await e2e.open()
    const { page } = entry
    const course = await logInWithCourse(page, student, SERGEANT_COURSE)
    const token = await apiToken(e2e.server.url, student.cpf, student.password)
    const open = await openMockByApi(e2e.server.url, token, course.id)
    const [first, second] = open.perguntas

    await visit(page, '/v2/geral/simulado/perguntas')
    expect(await answerShown(page, 'a')).toBe(first?.id)
    // The screen reports the question it shows; withDatabase restarts the server, which would cut that report.
    const secondReported = page.waitForResponse(
      (r) => r.url().endsWith('/simulado/exibida') && r.request().postDataJSON()?.pergunta_id === second?.id,
    )
    await nextQuestion(page, first?.id ?? 0)
    expect(await shownQuestionId(page)).toBe(second?.id)
    expect(await page.getByTestId('gratuitas').count()).toBe(0)
    await secondReported

    // Staff close the window while the question is on screen.
    await e2e.withDatabase((db) =>
      db.query(`update mocks set closes_at = now() - interval '1 second' where id = $1`, [open.simulado.id]),
    )
    await page.keyboard.press('a')
    await page.getByRole('button', { name: 'Responder' }).click()
    await visible(
      page.locator('[data-kind="error"]').getByText('Este simulado não está aberto para respostas.'),
    )
    await visible(page.getByTestId('simulado-finalizado'))
    expect(await questionHeading(page).count()).toBe(0)
    expect(await page.getByRole('link', { name: 'Ver planos' }).count()).toBe(0)
    forgiveConsoleErrors(entry, REFUSED)
  })
})
