import { formatDateTime, mockClosingText, mockSummaryText } from '@gabarito/core'
import {
  type AdminMock,
  type MockCorrection,
  mockCorrectionJson,
  type StaffQuestion,
} from '@gabarito/core/contract'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { describeFindings, seriousFindings } from '../src/axe.ts'
import { apiToken, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { artifactPath, MANAGER, setupE2E } from '../src/harness.ts'
import { answerMockByApi, openMockByApi } from '../src/mock.ts'
import { callApi, callChecked, createStudent, logInWithCourse, settle } from '../src/practice.ts'
import { staffCourse } from '../src/staff.ts'
import { DESKTOP, PHONE } from '../src/viewports.ts'

// Issue 47, item 6: modo prova says when it closes once, as the mock's summary words it (São Paulo), and its rules
// agree; the correction says nothing of the others below the minimum of participants (decision 0069).
const e2e = setupE2E()
const MINUTE = 60_000
const NAME = 'Simulado Modo Prova'
const MODE = 'Modo prova: o gabarito, os comentários e o ranking saem quando o simulado fecha.'

async function axeClean(page: Page, screen: string) {
  const findings = await seriousFindings(page, screen)
  expect(findings, describeFindings(findings)).toEqual([])
}

/** How many times `text` is written on the page. */
async function timesWritten(page: Page, text: string): Promise<number> {
  const body = await page.locator('body').innerText()
  return body.split(text).length - 1
}

/** Every mention of the close's day on the page is in the summary's words ("fecha quarta-feira, 09/12, às 14h34"). */
async function expectOneWording(page: Page, closeDay: string, closing: string) {
  const written = await timesWritten(page, closeDay)
  expect(written).toBeGreaterThan(0)
  expect(await timesWritten(page, closing)).toBe(written)
}

describe('modo prova’s words', () => {
  it('give its close once, as the summary words it, and nothing of the others when only the student answered (360 and 1280 px)', {
    timeout: 300_000,
  }, async () => {
    const base = e2e.server.url
    const { token: managerToken, course } = await staffCourse(base, MANAGER)
    const demo = await openMockByApi(base, managerToken, course.id)
    const picked = demo.perguntas.slice(0, 3).map((q) => q.id)
    const now = new Date(Math.floor(Date.now() / MINUTE) * MINUTE)
    // The demo's mock holds this week: another client closes it, then the Gerente makes a modo-prova one.
    const closedDemo = await callApi(
      base,
      'PATCH',
      `/api/v1/admin/simulados/${demo.simulado.id}`,
      managerToken,
      {
        fecha: now.toISOString(),
      },
    )
    expect(closedDemo.status).toBe(200)
    const closesAt = new Date(now.getTime() + 2 * 86_400_000)
    const created = await callApi<AdminMock>(base, 'POST', '/api/v1/admin/simulados', managerToken, {
      modulo_id: course.id,
      nome: NAME,
      abre: formatDateTime(now),
      fecha: formatDateTime(closesAt),
      gabarito: 'ao_encerrar',
      perguntas: picked,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const mockId = created.body.id
    const closing = mockClosingText(closesAt)
    // The close's day, as the summary writes it ("09/12"): on every screen, only in the summary's words.
    const closeDay = closing.match(/\d{2}\/\d{2}/)?.[0] ?? ''
    expect(closeDay).not.toBe('')

    // The student answers it all, missing the first question.
    const student = await createStudent(base)
    const token = await apiToken(base, student.cpf, student.password)
    const open = await openMockByApi(base, token, course.id)
    expect(open.simulado.id).toBe(mockId)
    const first = await callApi<StaffQuestion>(
      base,
      'GET',
      `/api/v1/admin/perguntas/${picked[0]}`,
      managerToken,
    )
    for (const [i, id] of picked.entries())
      await answerMockByApi(base, token, course.id, open, id, i === 0 && first.body.correta === 0 ? 1 : 0)

    const { page } = await e2e.open({ viewport: PHONE })
    const learner = await logInWithCourse(page, student, SERGEANT_COURSE)
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      // The terms: the summary gives the close, the mode says the key comes then, the rules agree.
      await visit(page, '/v2/geral/simulado')
      const week = page.getByTestId('simulado-da-semana')
      await visible(week.getByText(NAME, { exact: false }))
      expect(await week.getByTestId('resumo-simulado').textContent()).toBe(mockSummaryText(3, closesAt))
      expect(await week.getByTestId('modo-gabarito').textContent()).toBe(MODE)
      await settle(page)
      await expectOneWording(page, closeDay, closing)
      expect(await page.getByTestId('termo-simulado').innerText()).toContain(
        'no modo prova, o gabarito e o ranking só saem quando o simulado fecha',
      )
      await axeClean(page, `termos em modo prova (${viewport.width} px)`)
      await page.screenshot({ path: artifactPath(`mock-words-terms-${viewport.width}.png`), fullPage: true })

      // The finished mock and the held correction give the same close, in the same words.
      await visit(page, '/v2/geral/simulado/perguntas')
      await visible(page.getByTestId('simulado-finalizado'))
      expect(await page.getByTestId('gabarito-no-encerramento').textContent()).toBe(
        `O gabarito e a classificação saem quando o simulado ${closing}.`,
      )
      await expectOneWording(page, closeDay, closing)
      await axeClean(page, `simulado em modo prova finalizado (${viewport.width} px)`)
      await visit(page, `/v2/geral/simulado/historico/${mockId}`)
      expect(await page.getByTestId('gabarito-retido').textContent()).toBe(
        `O gabarito sai quando o simulado ${closing}.`,
      )
      await settle(page)
      await expectOneWording(page, closeDay, closing)
      await axeClean(page, `revisão retida (${viewport.width} px)`)
    }

    expect(learner.termo_simulado).not.toContain('O ranking aparece assim que você termina')

    // Closed early: the key and the figures come out, but with the student alone nothing is said of the others.
    const closed = await callApi(base, 'PATCH', `/api/v1/admin/simulados/${mockId}`, managerToken, {
      fecha: new Date().toISOString(),
    })
    expect(closed.status).toBe(200)
    const ranking = `/api/v1/${course.id}/simulado/classificacao/datatable?simulado=${mockId}&draw=1&start=0&length=-1`
    // (The server keeps a read mock for 10 seconds: an early close shows within that time.)
    await expect
      .poll(async () => (await callApi(base, 'GET', ranking, token)).status, { timeout: 20_000 })
      .toBe(200)
    const correction = await callChecked<MockCorrection>(
      mockCorrectionJson,
      base,
      'GET',
      `/api/v1/geral/modulo/${course.id}/simulado/${mockId}/respostas`,
      token,
    )
    const costs = correction.analise?.custaram_pontos ?? []
    expect(costs[0]?.pergunta_id).toBe(picked[0])
    expect(costs.every((cost) => cost.acertaram === null)).toBe(true)
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      await visit(page, `/v2/geral/simulado/historico/${mockId}`)
      // The held correction read before the close is kept by the page: a reload reads the open one.
      await page.reload()
      const costly = page.getByRole('region', { name: 'Questões que mais custaram pontos' })
      await visible(costly.getByRole('link', { name: 'Questão 1' }))
      await settle(page)
      expect(await costly.getByRole('listitem').first().textContent()).toBe('Questão 1')
      expect(await page.getByText(/dos participantes/).count()).toBe(0)
      expect(await page.getByText(/Acertaram:/).count()).toBe(0)
      expect(await page.getByTestId('mediana-disciplina').count()).toBe(0)
      await axeClean(page, `revisão com um só participante (${viewport.width} px)`)
      await page.screenshot({
        path: artifactPath(`mock-words-correction-${viewport.width}.png`),
        fullPage: true,
      })
    }
  })
})
