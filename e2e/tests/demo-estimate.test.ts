import type { Proficiency } from '@gabarito/core/contract'
import { describe, expect, it } from 'vitest'
import { seriousFindings } from '../src/axe.ts'
import { apiToken, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { MANAGER, STEP_TIMEOUT_MS, setupE2E } from '../src/harness.ts'
import { screenshot } from '../src/payments.ts'
import { grantCoursePlan } from '../src/plans.ts'
import {
  callApi,
  createStudent,
  logInWithCourse,
  shownQuestionId,
  waitForAnotherQuestion,
} from '../src/practice.ts'
import { staffScreenOfSergeantCourse } from '../src/staff.ts'
import { DESKTOP, PHONE } from '../src/viewports.ts'

// Issue 47, item 4: the demo shows the estimated score working. Its course comes calibrated from the simulated past
// candidates the seed adds (decision 0070); a new student's estimate follows their own answers, and the messages say
// what is missing in terms the student can act on.
const e2e = setupE2E()

describe('the estimated score on the demo', () => {
  it('a new student with a plan reads how many answers are missing, answers 20 questions and sees the estimate', {
    timeout: 300_000,
  }, async () => {
    const student = await createStudent(e2e.server.url)
    await e2e.withDatabase((db) => grantCoursePlan(db, student.cpf, SERGEANT_COURSE))
    const { page } = await e2e.open({ viewport: PHONE })
    const course = await logInWithCourse(page, student, SERGEANT_COURSE)

    await visit(page, '/v2/geral/relatorio')
    const card = page.getByTestId('cartao-proficiencia')
    await visible(card.getByText('Responda mais 20 questões para ver sua nota estimada.', { exact: true }))
    // At 0 the bar's filled part has no width: it is there for a screen reader, not for the eye.
    expect(
      await card
        .getByRole('progressbar', { name: '0 de 20 respostas necessárias', includeHidden: true })
        .count(),
    ).toBe(1)
    expect(await page.getByText(/já calibradas/).count()).toBe(0)
    expect(await seriousFindings(page, 'reports hub, no estimate yet @360')).toEqual([])

    await visit(page, '/v2/geral/perguntas')
    let previous = 0
    for (let n = 1; n <= 20; n++) {
      previous = n === 1 ? await shownQuestionId(page) : await waitForAnotherQuestion(page, previous)
      await page.keyboard.press(n % 3 === 0 ? '2' : '1')
      await page.getByRole('button', { name: 'Responder' }).click()
      await visible(page.getByTestId('resultado'))
      if (n < 20) await page.getByRole('button', { name: 'Proxima Pergunta' }).click()
    }

    const token = await apiToken(e2e.server.url, student.cpf, student.password)
    const { body } = await callApi<Proficiency>(
      e2e.server.url,
      'GET',
      `/api/v1/geral/relatorio/modulo/${course.id}/proficiencia`,
      token,
    )
    expect(body).toMatchObject({ itens: 20, faltam: 0 })
    expect(body.nota_estimada).toEqual(expect.any(Number))
    await visit(page, '/v2/geral/relatorio')
    await visible(card.getByTestId('frase-proficiencia'))
    expect(await card.getByTestId('frase-proficiencia').innerText()).toMatch(
      /^Se a prova fosse hoje: [\d,]+% de chance de passar, nota estimada [\d,]+% \(entre [\d,]+% e [\d,]+%\)$/,
    )
    expect(await card.getByTestId('faltam-proficiencia').count()).toBe(0)
    expect(await seriousFindings(page, 'reports hub, estimate @360')).toEqual([])
    await screenshot(page, 'demo-estimate-hub-phone.png')
  })

  it('a student who answered 5 reads how many more answers bring the estimate, on the page and the card', {
    timeout: 180_000,
  }, async () => {
    const student = await createStudent(e2e.server.url)
    await e2e.withDatabase((db) => grantCoursePlan(db, student.cpf, SERGEANT_COURSE))
    const { page } = await e2e.open({ viewport: DESKTOP })
    await logInWithCourse(page, student, SERGEANT_COURSE)
    await visit(page, '/v2/geral/perguntas')
    let previous = 0
    for (let n = 1; n <= 5; n++) {
      previous = n === 1 ? await shownQuestionId(page) : await waitForAnotherQuestion(page, previous)
      await page.keyboard.press('1')
      await page.getByRole('button', { name: 'Responder' }).click()
      await visible(page.getByTestId('resultado'))
      if (n < 5) await page.getByRole('button', { name: 'Proxima Pergunta' }).click()
    }
    await visit(page, '/v2/geral/relatorio/proficiencia')
    await visible(page.getByText('Responda mais 15 questões para ver sua nota estimada.', { exact: true }))
    await visible(page.getByRole('progressbar', { name: '5 de 20 respostas necessárias' }))
    expect(await page.getByTestId('frase-proficiencia').count()).toBe(0)
    expect(await page.getByText(/já calibradas/).count()).toBe(0)
    expect(await seriousFindings(page, 'proficiency, 15 missing @1280')).toEqual([])
  })

  it('a Gerente reads how many questions the demo calibration covered and why the others were not', {
    timeout: 120_000,
  }, async () => {
    const { page } = await staffScreenOfSergeantCourse(e2e, MANAGER, '/admin/revisao')
    const line = page.getByTestId('calibracao')
    await visible(line)
    await expect
      .poll(() => line.innerText(), { timeout: STEP_TIMEOUT_MS })
      .toMatch(/^Calibração da nota estimada em \d\d\/\d\d\/\d{4} \d\d:\d\d: \d+ questões calibradas\.$/)
    expect(await seriousFindings(page, 'quality queue @1280')).toEqual([])

    // A question annulled: the next calibration says so, beside the ones calibrated.
    await e2e.withDatabase((db) =>
      db.query(
        `update questions set status = 'ANULADA'
          where id = (select q.id from questions q join courses c on c.id = q.course_id
                       where c.name = $1 and q.exam_id is null order by q.id limit 1)`,
        [SERGEANT_COURSE],
      ),
    )
    await page.reload()
    await page.getByRole('button', { name: 'Recalcular estatísticas' }).click()
    await expect
      .poll(() => line.innerText(), { timeout: STEP_TIMEOUT_MS })
      .toMatch(/: \d+ questões calibradas\. 1 anulada, que não se calibra\.$/)
    await page.setViewportSize(PHONE)
    expect(await seriousFindings(page, 'quality queue @360')).toEqual([])
  })
})
