import { brazilianDay, saoPauloDayHour } from '@gabarito/core'
import { subjectJson } from '@gabarito/core/contract'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { describeFindings, seriousFindings } from '../src/axe.ts'
import { apiToken, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { ADMIN, artifactPath, setupE2E } from '../src/harness.ts'
import {
  answerByApi,
  callChecked,
  courseNamed,
  createStudent,
  logInWithCourse,
  settle,
  shownQuestionId,
  subjectQuestions,
  waitForAnotherQuestion,
} from '../src/practice.ts'
import { DESKTOP, PHONE } from '../src/viewports.ts'

// Issue 47, item 3: a card is reviewable from the start of its due day in São Paulo, "Pendentes hoje" counts it and
// goes down as reviews are answered, a new exam date refreshes the question on screen, and without an exam date the
// screen asks for one in a dd/mm/aaaa field.
const e2e = setupE2E()

/** São Paulo's calendar day `offset` days from today, as the field shows it (dd/mm/aaaa). */
function saoPauloDayShown(offset: number): string {
  const today = saoPauloDayHour(new Date()).day
  return brazilianDay(
    new Date(Date.parse(`${today}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10),
  )
}

async function expectNoSeriousFindings(page: Page, screen: string): Promise<void> {
  const findings = await seriousFindings(page, screen)
  expect(findings, describeFindings(findings)).toEqual([])
}

/** The student misses `count` questions of the course by the API (the admin's answer tells the key). */
async function missQuestions(token: string, oracle: string, courseId: number, count: number) {
  const base = e2e.server.url
  const route = `/api/v1/geral/modulo/${courseId}/disciplinas`
  const [subject] = await callChecked(z.array(subjectJson), base, 'GET', route, token)
  if (!subject) throw new Error('a course without subjects')
  const batch = (await subjectQuestions(base, token, courseId, subject.id)).slice(0, count)
  expect(batch).toHaveLength(count)
  for (const question of batch) {
    const first = question.resposta[0]?.id ?? 0
    const key = (await answerByApi(base, oracle, courseId, question.id, first)).body.resposta_certa_id
    const wrong = question.resposta.find((alternative) => alternative.id !== key)?.id ?? 0
    expect((await answerByApi(base, token, courseId, question.id, wrong)).body.correta).toBe(false)
  }
  return batch.map((question) => question.id)
}

const pendingLine = (page: Page) => page.getByTestId('resumo-revisao')

describe('reviews come due by the day in São Paulo', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`offers and counts a card due later today, counts down as it is answered, refreshes on a new exam date, asks for the date (${viewport.width} px)`, {
      timeout: 240_000,
    }, async () => {
      const base = e2e.server.url
      const oracle = await apiToken(base, ADMIN.cpf, ADMIN.password)
      const student = await createStudent(base)
      const token = await apiToken(base, student.cpf, student.password)
      const course = await courseNamed(base, token, SERGEANT_COURSE)
      const [first, second, third] = await missQuestions(token, oracle, course.id, 3)
      // Two misses came due later today (a card missed at 21h yesterday is due at 21h today); the third is due
      // tomorrow, FSRS's day after a miss. The plan ends in 30 days: the silent cap, never shown as the exam.
      await e2e.withDatabase(async (db) => {
        await db.query(
          `insert into user_plans (user_id, plan_id, ends_at)
           select u.id, p.id, now() + interval '30 days' from users u, plans p
            where u.cpf = $1 and p.course_id = $2`,
          [student.cpf, course.id],
        )
        await db.query(
          `update question_progress set due = ((now() at time zone 'America/Sao_Paulo')::date + 1)::timestamp
              at time zone 'America/Sao_Paulo' - interval '1 second'
            where user_id = (select id from users where cpf = $1) and question_id = any($2::int[])`,
          [student.cpf, [first, second]],
        )
      })

      const { page } = await e2e.open({ viewport })
      await logInWithCourse(page, student, SERGEANT_COURSE)
      await visit(page, '/v2/geral/revisao')
      await visible(page.getByRole('heading', { name: 'Revisão', level: 1 }))

      // No exam date of the student's: the screen asks for it, and invents none from the plan's end.
      const countdown = page.getByTestId('contagem-prova')
      await expect.poll(async () => (await countdown.textContent())?.trim()).toBe('Quando é a sua prova?')
      expect(await page.getByText(/Faltam \d+ dias|fim do seu acesso/).count()).toBe(0)
      const dateField = page.getByLabel('Data da prova', { exact: true })
      expect(await dateField.getAttribute('type')).toBe('text')
      expect(await dateField.getAttribute('placeholder')).toBe('dd/mm/aaaa')
      expect(await dateField.inputValue()).toBe('')

      // The two cards due later today are offered now and counted; answering one counts it down.
      await expect.poll(async () => (await pendingLine(page).textContent())?.trim()).toBe('Pendentes hoje: 2')
      const shown = await shownQuestionId(page)
      expect([first, second]).toContain(shown)
      await settle(page)
      await expectNoSeriousFindings(page, `revisão sem data da prova (${viewport.width} px)`)
      await page.screenshot({ path: artifactPath(`review-due-day-${viewport.width}.png`), fullPage: true })
      await page.keyboard.press('1')
      await page.keyboard.press('Enter')
      await visible(page.getByTestId('resultado'))
      await expect.poll(async () => (await pendingLine(page).textContent())?.trim()).toBe('Pendentes hoje: 1')
      await page.keyboard.press('Enter')
      const other = await waitForAnotherQuestion(page, shown)
      expect([first, second].sort()).toEqual([shown, other].sort())

      // The exam tomorrow, typed as dd/mm/aaaa: every card is due today, and the question on screen is the most
      // overdue one (the third miss, due since its answer), not the one shown before.
      await dateField.fill(saoPauloDayShown(1))
      await page.getByRole('button', { name: 'Salvar' }).click()
      await visible(page.getByText('Data da prova salva.'))
      await expect.poll(async () => (await countdown.textContent())?.trim()).toBe('A prova é amanhã')
      expect(await dateField.inputValue()).toBe(saoPauloDayShown(1))
      await expect.poll(() => shownQuestionId(page)).toBe(third)
      await expect.poll(async () => (await pendingLine(page).textContent())?.trim()).toBe('Pendentes hoje: 3')
      await settle(page)
      await expectNoSeriousFindings(page, `revisão com data da prova (${viewport.width} px)`)

      // A day that is not one is refused under the field, in pt-BR.
      await dateField.fill('31/02/2030')
      await page.getByRole('button', { name: 'Salvar' }).click()
      await visible(page.getByRole('alert').getByText('Data inválida: use dd/mm/aaaa.'))
      expect(await dateField.getAttribute('aria-invalid')).toBe('true')
    })
  }
})
