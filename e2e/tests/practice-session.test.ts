import { formatPercent, performance, plural } from '@gabarito/core'
import type { Subject } from '@gabarito/core/contract'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { apiToken, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { setupE2E } from '../src/harness.ts'
import { grantCoursePlan } from '../src/plans.ts'
import {
  answerFirstByApi,
  callApi,
  counters,
  createStudent,
  logInWithCourse,
  shownQuestionId,
  subjectQuestions,
  waitForAnotherQuestion,
} from '../src/practice.ts'

const e2e = setupE2E()

// Issue 26, item 5: the partial counters are the subject's answers today (they go on across batches, reloads and
// devices), and a question answered in the session comes back only once the unseen ones are used up.

/** Língua Portuguesa of the sergeant course: 20 questions (6 of past exams) for a student with a plan. */
const SUBJECT = 'Língua Portuguesa'
const SUBJECT_QUESTIONS = 20

interface Tally {
  acertos: number
  erros: number
}

function expected({ acertos, erros }: Tally) {
  return {
    acertos: String(acertos),
    erros: String(erros),
    desempenho: formatPercent(performance(acertos, acertos + erros)),
  }
}

/** The counters' labels, which agree with their numbers ("1 acerto", "2 erros"). */
async function labels(page: Page) {
  const label = async (id: string) => {
    const value = (await page.getByTestId(id).textContent()) ?? ''
    const whole = (await page.getByTestId(id).locator('xpath=..').textContent()) ?? ''
    return whole.slice(value.length).trim()
  }
  return { acertos: await label('acertos'), erros: await label('erros') }
}

async function expectCounters(page: Page, tally: Tally) {
  await expect.poll(() => counters(page)).toEqual(expected(tally))
  expect(await labels(page)).toEqual({
    acertos: plural(tally.acertos, 'Acerto', 'Acertos'),
    erros: plural(tally.erros, 'Erro', 'Erros'),
  })
}

describe('a practice session over several batches', () => {
  it("keeps counting today's answers in the subject across batches, a reload and another device; no question repeats while unseen ones remain", {
    timeout: 240_000,
  }, async () => {
    const student = await createStudent(e2e.server.url)
    await e2e.withDatabase((db) => grantCoursePlan(db, student.cpf, SERGEANT_COURSE))
    const token = await apiToken(e2e.server.url, student.cpf, student.password)
    const { page } = await e2e.open()
    const course = await logInWithCourse(page, student, SERGEANT_COURSE)
    const subjects = await callApi<Subject[]>(
      e2e.server.url,
      'GET',
      `/api/v1/geral/modulo/${course.id}/disciplinas`,
      token,
    )
    const subject = subjects.body.find((s) => s.nome === SUBJECT)
    if (!subject) throw new Error(`no subject ${SUBJECT}`)

    // Another device answered six questions of the subject earlier today.
    const tally: Tally = { acertos: 0, erros: 0 }
    const seen = new Set<number>()
    for (const question of (await subjectQuestions(e2e.server.url, token, course.id, subject.id)).slice(
      0,
      6,
    )) {
      const { body } = await answerFirstByApi(e2e.server.url, token, course.id, question)
      if (body.correta) tally.acertos += 1
      else tally.erros += 1
      seen.add(question.id)
    }

    await visit(page, '/v2/geral/perguntas')
    expect(await page.getByLabel('Disciplina').locator('option:checked').textContent()).toBe(SUBJECT)
    await expectCounters(page, tally)

    // Sixteen answers here: the fourteen unseen questions first (more than one batch), each once; then the ones
    // answered before come back.
    const unseen = SUBJECT_QUESTIONS - seen.size
    const order: number[] = []
    let previous = 0
    for (let n = 1; n <= unseen + 2; n++) {
      const id = n === 1 ? await shownQuestionId(page) : await waitForAnotherQuestion(page, previous)
      if (n <= unseen) expect(seen.has(id), `question ${n} (#${id}) was answered before`).toBe(false)
      else expect(seen.has(id), `question ${n} (#${id}) is new after the unseen ones ran out`).toBe(true)
      seen.add(id)
      order.push(id)
      await page.keyboard.press(n % 4 === 0 ? '2' : '1')
      await page.getByRole('button', { name: 'Responder' }).click()
      const result = page.getByTestId('resultado')
      await visible(result)
      if ((await result.textContent())?.includes('Você Acertou!!')) tally.acertos += 1
      else tally.erros += 1
      await expectCounters(page, tally)

      // Midway through the second batch: the counters and the queue survive a reload.
      if (n === 12) {
        await page.reload()
        expect(await shownQuestionId(page)).toBe(id)
        await expectCounters(page, tally)
      }
      previous = id
      await page.getByRole('button', { name: 'Proxima Pergunta' }).click()
    }
    expect(new Set(order.slice(0, unseen)).size).toBe(unseen)
    expect(tally.acertos + tally.erros).toBe(6 + unseen + 2)
  })
})
