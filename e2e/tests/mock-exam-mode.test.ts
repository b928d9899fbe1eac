import { formatDateTime, formatNumber, formatPercent, mockClosingText, performance } from '@gabarito/core'
import {
  type AdminMock,
  type MockCorrection,
  mockCorrectionJson,
  type StaffQuestion,
} from '@gabarito/core/contract'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { describeFindings, seriousFindings } from '../src/axe.ts'
import { apiToken, expectRoute, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { artifactPath, MANAGER, setupE2E } from '../src/harness.ts'
import { openMockByApi, rankingByApi, recordMockAnswers } from '../src/mock.ts'
import {
  callApi,
  callChecked,
  createStudent,
  logInWithCourse,
  settle,
  shownQuestionId,
  waitForAnotherQuestion,
} from '../src/practice.ts'
import { staffCourse, staffScreenOfSergeantCourse } from '../src/staff.ts'

// Issue 29: a modo-prova mock keeps its key, hits and ranking until its close, then opens them to everyone.
const e2e = setupE2E()
const MINUTE = 60_000
const NAME = 'Simulado Modo Prova'
const RANKING_HELD = 'O ranking deste simulado sai no encerramento.'

/** "o simulado fecha domingo, 29/11, às 23h59": the close as the mock's summary words it (issue 47). */
const releaseText = (closesAt: Date | string) => `o simulado ${mockClosingText(closesAt)}`

/** Answers the question on screen (a letter, then Enter): only "Resposta registrada" may come back. */
async function answerHeld(page: Page, letter: string): Promise<number> {
  const id = await shownQuestionId(page)
  await page.keyboard.press(letter)
  await page.keyboard.press('Enter')
  await visible(page.getByTestId('resposta-registrada').getByText('Resposta registrada'))
  return id
}

/** Nothing on the page tells whether an answer was right. */
async function expectNoKey(page: Page): Promise<void> {
  for (const text of ['Você Acertou!!', 'Você Errou!', 'Definições Abordadas']) {
    expect(await page.getByText(text).count(), text).toBe(0)
  }
  expect(await page.getByTestId('resultado').count()).toBe(0)
  expect(await page.getByTestId('estatistica').count()).toBe(0)
  expect(await page.locator('[data-correct], [data-wrong]').count()).toBe(0)
  expect(await page.getByTestId('acertos').count()).toBe(0)
  expect(await page.getByTestId('posicao-parcial').count()).toBe(0)
  expect(await page.locator('[data-resultado="certa"], [data-resultado="errada"]').count()).toBe(0)
}

describe('modo prova', () => {
  it('a Gerente creates a modo-prova mock; a student takes it without the key; closed early, the key, the result and the place come out', {
    timeout: 300_000,
  }, async () => {
    const base = e2e.server.url
    const { token: managerToken, course } = await staffCourse(base, MANAGER)
    const demo = await openMockByApi(base, managerToken, course.id)
    const picked = demo.perguntas.slice(0, 3).map((q) => q.id)
    expect(picked).toHaveLength(3)
    const now = new Date(Math.floor(Date.now() / MINUTE) * MINUTE)
    // The demo's mock holds this week (mocks may not overlap): another client closes it now.
    const demoClosed = await callApi<unknown>(
      base,
      'PATCH',
      `/api/v1/admin/simulados/${demo.simulado.id}`,
      managerToken,
      { fecha: now.toISOString() },
    )
    expect(demoClosed.status, JSON.stringify(demoClosed.body)).toBe(200)
    const closesAt = new Date(now.getTime() + 2 * 86_400_000)

    // The Gerente builds it on the staff screen, choosing "Ao encerrar (modo prova)".
    const { page } = await staffScreenOfSergeantCourse(e2e, MANAGER, '/admin/simulados')
    await page.getByRole('link', { name: 'Novo simulado' }).click()
    await expectRoute(page, '/admin/simulados/novo')
    const form = page.getByRole('form', { name: 'Novo simulado' })
    await form.getByLabel('Nome').fill(NAME)
    await form.getByLabel('Abre em').fill(formatDateTime(now))
    await form.getByLabel('Fecha em').fill(formatDateTime(closesAt))
    expect(await form.getByRole('radio', { name: 'Imediato (a cada questão)' }).isChecked()).toBe(true)
    await form.getByRole('radio', { name: 'Ao encerrar (modo prova)' }).check()
    const search = form.getByLabel('Buscar questões do módulo')
    for (const id of picked) {
      await search.fill(String(id))
      await form.getByRole('button', { name: `Adicionar a questão ${id}`, exact: true }).click()
      await visible(form.getByRole('button', { name: `Remover a questão ${id}`, exact: true }))
    }
    const formFindings = await seriousFindings(page, 'simulado em modo prova')
    expect(formFindings, describeFindings(formFindings)).toEqual([])
    await settle(page)
    await page.screenshot({ path: artifactPath('mock-exam-mode-form-desktop.png'), fullPage: true })
    await form.getByRole('button', { name: 'Salvar' }).click()
    await page
      .getByRole('dialog', { name: 'Poucas questões' })
      .getByRole('button', { name: 'Salvar assim mesmo' })
      .click()
    await visible(page.getByText('Simulado criado.'))
    await expect.poll(() => /^\/admin\/simulados\/\d+$/.test(new URL(page.url()).hash.slice(1))).toBe(true)
    const mockId = Number(new URL(page.url()).hash.split('/').pop())
    const saved = await callApi<AdminMock>(base, 'GET', `/api/v1/admin/simulados/${mockId}`, managerToken)
    expect(saved.body).toMatchObject({ nome: NAME, gabarito: 'ao_encerrar', respondido: false })
    // The list says the mode.
    await page.getByRole('link', { name: 'Voltar aos simulados' }).click()
    const table = page.getByRole('table', { name: `Simulados de ${SERGEANT_COURSE}` })
    await visible(table.getByRole('row').filter({ hasText: NAME }).getByText('Modo prova'))

    // The student reads the mode before starting, then takes the mock: each answer only "Resposta registrada".
    const student = await createStudent(base)
    const learner = await e2e.open()
    const lp = learner.page
    const sent = recordMockAnswers(lp)
    // Each question on screen is reported for its time (issue 29).
    const shown: number[] = []
    lp.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/respostas/api/v1/simulado/exibida'))
        shown.push((request.postDataJSON() as { pergunta_id: number }).pergunta_id)
    })
    // The student misses the first question (its key from the staff's editor): it must cost points.
    const first = await callApi<StaffQuestion>(
      base,
      'GET',
      `/api/v1/admin/perguntas/${picked[0]}`,
      managerToken,
    )
    expect(first.status).toBe(200)
    const missed = first.body.correta === 0 ? 'b' : 'a'
    const answers: unknown[] = []
    lp.on('response', async (response) => {
      if (response.url().endsWith('/respostas/api/v1/simulado/responder')) answers.push(await response.json())
    })
    await logInWithCourse(lp, student, SERGEANT_COURSE)
    const token = await apiToken(base, student.cpf, student.password)
    const modeText = 'Modo prova: o gabarito, os comentários e o ranking saem quando o simulado fecha.'
    await visit(lp, '/v2/geral/simulado')
    await visible(lp.getByTestId('simulado-da-semana').getByText(NAME, { exact: false }))
    expect(await lp.getByTestId('simulado-da-semana').getByTestId('modo-gabarito').textContent()).toBe(
      modeText,
    )
    await lp.getByRole('link', { name: 'Iniciar Simulado' }).click()
    await expectRoute(lp, '/v2/geral/simulado/perguntas')
    await visible(lp.getByTestId('nome-simulado').getByText(NAME))
    expect(await lp.getByTestId('modo-gabarito').textContent()).toBe(modeText)

    const seen: number[] = []
    for (const [i, letter] of [missed, 'b', 'a'].entries()) {
      if (i > 0) {
        await lp.keyboard.press('Enter')
        await waitForAnotherQuestion(lp, seen[i - 1] ?? 0)
      }
      seen.push(await answerHeld(lp, letter))
      await expectNoKey(lp)
      expect(await lp.getByTestId('total-respondidas').textContent()).toBe(String(i + 1))
      if (i === 1) {
        const findings = await seriousFindings(lp, 'resposta registrada')
        expect(findings, describeFindings(findings)).toEqual([])
        await settle(lp)
        await lp.screenshot({ path: artifactPath('mock-exam-mode-answered-desktop.png'), fullPage: true })
      }
    }
    expect(seen).toEqual(picked)
    expect(sent).toHaveLength(3)
    await expect.poll(() => shown).toEqual(picked)
    // What the server sent back tells nothing either.
    await expect.poll(() => answers.length).toBe(3)
    for (const answer of answers)
      expect(Object.keys(answer as object).sort()).toEqual(['registrada', 'resposta_id'])

    // The end says when the key and the ranking come out; no score, no ranking table.
    await lp.keyboard.press('Enter')
    const finished = lp.getByTestId('simulado-finalizado')
    await visible(finished.getByText('Simulado Semanal Finalizado!!'))
    expect(await lp.getByTestId('gabarito-no-encerramento').textContent()).toBe(
      `O gabarito e a classificação saem quando ${releaseText(closesAt)}.`,
    )
    expect(await lp.getByText(/Você acertou/).count()).toBe(0)
    expect(await lp.getByRole('table', { name: 'Classificação do simulado' }).count()).toBe(0)
    await settle(lp)
    await lp.screenshot({ path: artifactPath('mock-exam-mode-finished-desktop.png'), fullPage: true })

    // The ranking is refused until the close, and the correction shows only the student's choices.
    const route = `/api/v1/${course.id}/simulado/classificacao/datatable?simulado=${mockId}&draw=1&start=0&length=-1`
    const refused = await callApi<{ message: string }>(base, 'GET', route, token)
    expect(refused).toEqual({ status: 423, body: expect.objectContaining({ message: RANKING_HELD }) })
    await finished.getByRole('link', { name: 'Simulados Antigos' }).click()
    await expectRoute(lp, '/v2/geral/simulado/historico')
    const row = lp.getByTestId('linha').filter({ hasText: NAME })
    await visible(row.getByTestId('modo-prova'))
    expect(await row.textContent()).not.toMatch(/\dº de/)
    await row.getByRole('link', { name: `Ver ${NAME}` }).click()
    await expectRoute(lp, `/v2/geral/simulado/historico/${mockId}`)
    expect(await lp.getByTestId('gabarito-retido').textContent()).toBe(
      `O gabarito sai quando ${releaseText(closesAt)}.`,
    )
    expect(await lp.getByTestId('ranking-retido').textContent()).toBe(RANKING_HELD)
    await expect.poll(() => lp.getByTestId('questao-revisada').count()).toBe(3)
    expect(await lp.locator('[data-resultado="registrada"]').count()).toBe(3)
    expect(await lp.locator('[data-marca]').count()).toBe(0)
    expect(await lp.getByTestId('desempenho-geral').count()).toBe(0)
    expect(await lp.getByText('Sua resposta').count()).toBe(3)
    await expectNoKey(lp)
    const findings = await seriousFindings(lp, 'revisão em modo prova')
    expect(findings, describeFindings(findings)).toEqual([])
    await settle(lp)
    await lp.screenshot({ path: artifactPath('mock-exam-mode-correction-held-desktop.png'), fullPage: true })

    // The Gerente closes it now: answered, its mode cannot change any more.
    await visit(page, `/admin/simulados/${mockId}`)
    const edit = page.getByRole('form', { name: 'Editar simulado' })
    expect(await edit.getByRole('radio', { name: 'Ao encerrar (modo prova)' }).isChecked()).toBe(true)
    expect(await edit.getByRole('radio', { name: 'Imediato (a cada questão)' }).isDisabled()).toBe(true)
    await visible(
      edit.getByText('Este simulado já tem respostas: o momento do gabarito não pode mais mudar.'),
    )
    await edit.getByRole('button', { name: 'Encerrar agora' }).click()
    const confirm = page.getByRole('dialog', { name: 'Encerrar simulado' })
    await visible(
      confirm.getByText(
        'Encerrar o simulado agora? O gabarito e o ranking do modo prova são divulgados no encerramento. Nenhum simulado automático é criado no lugar dele nesta semana.',
      ),
    )
    await confirm.getByRole('button', { name: 'Encerrar agora' }).click()
    await visible(page.getByText('Simulado encerrado.'))
    await expect.poll(() => edit.getByRole('button', { name: 'Encerrar agora' }).count()).toBe(0)
    const closed = await callApi<AdminMock>(base, 'GET', `/api/v1/admin/simulados/${mockId}`, managerToken)
    expect(Date.parse(closed.body.fecha)).toBeLessThanOrEqual(Date.now())

    // The student's correction now has the key, the figures and the ranking; the history the result and the place.
    // (The server keeps a read mock for 10 seconds: an early close shows within that time.)
    await expect
      .poll(async () => (await callApi<unknown>(base, 'GET', route, token)).status, { timeout: 20_000 })
      .toBe(200)
    const correction = await callChecked<MockCorrection>(
      mockCorrectionJson,
      base,
      'GET',
      `/api/v1/geral/modulo/${course.id}/simulado/${mockId}/respostas`,
      token,
    )
    const hits = correction.respostas.filter((item) => item.resposta).length
    const ranking = await rankingByApi(base, token, course.id, mockId)
    expect(ranking.meu?.acertos).toBe(hits)
    await lp.reload()
    await expect.poll(() => lp.locator('[data-marca="certa"]').count()).toBe(3)
    expect(await lp.getByTestId('gabarito-retido').count()).toBe(0)
    expect(await lp.locator('[data-resultado="certa"]').count()).toBe(hits)
    expect(await lp.getByTestId('desempenho-geral').getByTestId('rendimento').textContent()).toBe(
      formatPercent(performance(hits, 3)),
    )
    expect(await lp.getByTestId('minha-posicao').textContent()).toBe(
      `Você está em ${formatNumber(ranking.meu?.rownum ?? 0)}º de ${formatNumber(ranking.participantes)}`,
    )
    // Where the points went: the student's times, and the missed question first among those that cost points.
    const analysis = correction.analise
    expect(analysis?.custaram_pontos[0]?.pergunta_id).toBe(picked[0])
    expect(await lp.getByTestId('tempos').first().textContent()).toMatch(/^Você levou \d/)
    const costly = lp.getByRole('region', { name: 'Questões que mais custaram pontos' })
    const missedRow = costly.getByRole('listitem').first()
    expect(await missedRow.textContent()).toBe(
      // The student took it alone: below 3 participants nothing is said of the others (decision 0069).
      'Questão 1',
    )
    await missedRow.getByRole('link', { name: 'Questão 1' }).click()
    await expect.poll(() => lp.evaluate(() => document.activeElement?.id)).toBe(`revisao-${picked[0]}`)
    const openFindings = await seriousFindings(lp, 'revisão com onde foram os pontos')
    expect(openFindings, describeFindings(openFindings)).toEqual([])
    await settle(lp)
    await lp.screenshot({ path: artifactPath('mock-exam-mode-correction-open-desktop.png'), fullPage: true })
    await visit(lp, '/v2/geral/simulado/historico')
    const result = lp.getByTestId('linha').filter({ hasText: NAME })
    await visible(result.getByText(`${hits} de 3`))
    await visible(result.getByText(`${ranking.meu?.rownum}º de ${formatNumber(ranking.participantes)}`))
    await settle(lp)
    await lp.screenshot({ path: artifactPath('mock-exam-mode-history-desktop.png'), fullPage: true })

    // A student who never answered finds the closed mock in the history, to study it with its key.
    const newcomer = await createStudent(base)
    const other = await e2e.open()
    await logInWithCourse(other.page, newcomer, SERGEANT_COURSE)
    await visit(other.page, '/v2/geral/simulado/historico')
    const listed = other.page.getByTestId('linha').filter({ hasText: NAME })
    await visible(listed.getByTestId('modo-prova'))
    await listed.getByRole('link', { name: `Ver ${NAME}` }).click()
    await expectRoute(other.page, `/v2/geral/simulado/historico/${mockId}`)
    await expect.poll(() => other.page.getByTestId('nao-respondida').count()).toBe(3)
    expect(await other.page.getByText('Você não respondeu esta questão.').count()).toBe(3)
    expect(await other.page.locator('[data-marca="certa"]').count()).toBe(3)
    expect(
      await other.page.getByText('Você provavelmente não respondeu nenhuma questão deste simulado!').count(),
    ).toBe(0)
  })
})
