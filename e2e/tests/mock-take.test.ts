import { APP_VERSION, formatDate, formatNumber, formatPercent, performance } from '@gabarito/core'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  apiToken,
  expectRoute,
  gone,
  type NewUser,
  SERGEANT_COURSE,
  visible,
  visit,
} from '../src/gabarito.ts'
import { artifactPath, setupE2E } from '../src/harness.ts'
import {
  answerShown,
  deferShown,
  firstTextOf,
  nextQuestion,
  openMockByApi,
  rankingByApi,
  recordMockAnswers,
} from '../src/mock.ts'
import {
  answerManyByApi,
  callApi,
  counters,
  createStudent,
  logInWithCourse,
  questionHeading,
  settle,
  shownQuestionId,
  subjectQuestions,
} from '../src/practice.ts'

const e2e = setupE2E()

describe('weekly mock', () => {
  let student: NewUser

  beforeAll(async () => {
    // A student without a plan: the mock is everyone's, and its answers do not count in the free tier (issue 26).
    student = await createStudent(e2e.server.url)
  })

  it('reads the terms, takes the whole mock leaving one question for last, then sees the ranking, the history and the correction', {
    timeout: 300_000,
  }, async () => {
    const { page } = await e2e.open()
    const sent = recordMockAnswers(page)
    const course = await logInWithCourse(page, student, SERGEANT_COURSE)
    const token = await apiToken(e2e.server.url, student.cpf, student.password)
    // The day's 15 free questions used up in practice first: the whole mock still goes through.
    await answerManyByApi(e2e.server.url, token, course.id, 15)
    const open = await openMockByApi(e2e.server.url, token, course.id)
    const total = open.perguntas.length
    expect(total).toBeGreaterThanOrEqual(20)
    expect(open.respondidas).toEqual([])
    // The demo's mock is the week's, open until Monday 00:00 in São Paulo: shown as its last minute, Sunday 23h59.
    const lastMinute = new Date(Date.parse(open.simulado.fecha) - 60_000)
    expect(lastMinute.getUTCHours()).toBe(2)
    expect(lastMinute.getUTCMinutes()).toBe(59)
    const summary = `${total} questões · fecha domingo, ${formatDate(lastMinute).slice(0, 5)}, às 23h59`

    // The sidebar leads to the course's terms of the mock, and they to the questions. The terms name no number of
    // questions of their own (the free tier's "15 questões gratuitas" is the only count they name): the week's
    // mock says its own, and its closing, above them.
    await visit(page, '/')
    await page.getByTestId('menu-do-curso').getByRole('link', { name: 'Simulado', exact: true }).click()
    await expectRoute(page, '/v2/geral/simulado')
    await visible(page.getByTestId('termo-simulado').getByText(firstTextOf(course.termo_simulado)))
    expect(course.termo_simulado).not.toMatch(/\d+ questões(?! gratuitas)/)
    expect(course.termo_simulado).toContain('domingo às 23h59')
    expect(await page.getByTestId('resumo-simulado').textContent()).toBe(summary)
    await settle(page)
    await page.screenshot({ path: artifactPath('mock-terms-desktop.png'), fullPage: true })
    await page.getByRole('link', { name: 'Iniciar Simulado' }).click()
    await expectRoute(page, '/v2/geral/simulado/perguntas')

    // Header, sidebar and footer hidden; the mock's name, the question's number and difficulty shown.
    await visible(questionHeading(page))
    expect(await page.getByRole('link', { name: 'Principal', exact: true }).count()).toBe(0)
    expect(await page.getByText(`Versão ${APP_VERSION}`).count()).toBe(0)
    await visible(page.getByTestId('nome-simulado').getByText(open.simulado.nome))
    expect(await page.getByTestId('resumo-simulado').textContent()).toBe(summary)
    await visible(page.getByTestId('dificuldade'))
    expect(await shownQuestionId(page)).toBe(open.perguntas[0]?.id)

    // Nothing is sent without a choice.
    expect(await page.getByRole('button', { name: 'Responder' }).isDisabled()).toBe(true)
    await page.keyboard.press('Enter')
    expect(sent).toEqual([])

    // 'Deixar por último': the first question goes to the end of the queue.
    const { deferred, next } = await deferShown(page)
    expect(next).toBe(open.perguntas[1]?.id)

    const seen: number[] = []
    for (let answered = 0; answered < total; answered++) {
      if (answered > 0) await nextQuestion(page, seen[answered - 1] ?? 0)
      expect(await page.getByTestId('progresso').textContent()).toBe(`${answered} de ${total}`)
      seen.push(await answerShown(page, answered % 3 === 0 ? 'b' : 'a'))
      expect(await page.getByTestId('respondida').count()).toBe(answered + 1)
      // No free-questions line on the mock, no refusal.
      expect(await page.getByTestId('gratuitas').count()).toBe(0)
      expect(await page.getByTestId('falha-resposta').count()).toBe(0)
      if (answered === 4) {
        await settle(page)
        await page.screenshot({ path: artifactPath('mock-answered-desktop.png'), fullPage: true })
      }
    }
    // Each question once, in the mock's order, the deferred one last.
    expect(seen).toEqual([...open.perguntas.slice(1).map((q) => q.id), deferred])
    expect(sent).toHaveLength(total)
    // The partial counters agree with what the server holds.
    const held = await openMockByApi(e2e.server.url, token, course.id)
    expect(held.respondidas).toHaveLength(total)
    const hits = held.respondidas.filter((r) => r.correta).length
    expect(await counters(page)).toEqual({
      acertos: String(hits),
      erros: String(total - hits),
      desempenho: formatPercent(performance(hits, total)),
    })
    expect(await page.getByTestId('respondida').and(page.locator('[data-resultado="certa"]')).count()).toBe(
      hits,
    )

    // The queue runs out: 'Simulado Semanal Finalizado!!' and the ranking with the student's row.
    await page.keyboard.press('Enter')
    await visible(page.locator('[data-kind="success"]').getByText('Simulado Semanal Finalizado!!'))
    await visible(page.getByTestId('simulado-finalizado').getByText('Simulado Semanal Finalizado!!'))
    await visible(page.getByText(`Você acertou ${hits} de ${total} questões`))
    const ranking = await rankingByApi(e2e.server.url, token, course.id, open.simulado.id)
    const mine = ranking.meu
    if (!mine) throw new Error('the student is not in the ranking')
    expect(mine.apelido).toBe(student.apelido)
    expect(mine.acertos).toBe(hits)
    expect(await page.getByTestId('minha-posicao').textContent()).toBe(
      `Você está em ${formatNumber(mine.rownum)}º de ${formatNumber(ranking.participantes)}`,
    )
    // Every row with "Todos"; the student's row set apart.
    await page.getByLabel('Itens por página').selectOption({ label: 'Todos' })
    await expect.poll(() => page.getByTestId('linha').count()).toBe(ranking.participantes)
    const highlighted = page.locator('tr[data-destaque]')
    expect(await highlighted.count()).toBe(1)
    expect(await highlighted.textContent()).toContain(student.apelido)
    expect(await highlighted.textContent()).toContain(`${formatNumber(mine.rownum)}º`)
    await settle(page)
    await page.screenshot({ path: artifactPath('mock-finished-desktop.png'), fullPage: true })

    // The mock took none of the free questions: practice still refuses the 16th of the day.
    const subject = open.perguntas[0]?.disciplina_id ?? 0
    const unseen = (await subjectQuestions(e2e.server.url, token, course.id, subject))[0]
    const sixteenth = await callApi<{ message: string }>(
      e2e.server.url,
      'POST',
      '/respostas/api/v1/treinamento/responder',
      token,
      { pergunta_id: unseen?.id, selected: unseen?.resposta[0]?.id, modulo_id: course.id },
    )
    expect(sixteenth.status).toBe(423)

    // A reload keeps the mock finished: nothing is asked again.
    await page.reload()
    await visible(page.getByTestId('simulado-finalizado'))
    expect(await questionHeading(page).count()).toBe(0)

    // The history lists the mock by its date; its correction shows every answer with the key.
    await page.getByRole('link', { name: 'Simulados Antigos' }).click()
    await expectRoute(page, '/v2/geral/simulado/historico')
    const row = page.getByTestId('linha').filter({ hasText: open.simulado.nome })
    await visible(row)
    expect(await row.textContent()).toContain(formatDate(open.simulado.abre))
    expect(await row.textContent()).toContain(String(open.simulado.id))
    await settle(page)
    await page.screenshot({ path: artifactPath('mock-history-desktop.png'), fullPage: true })
    await row.getByRole('link', { name: `Ver ${open.simulado.nome}` }).click()
    await expectRoute(page, `/v2/geral/simulado/historico/${open.simulado.id}`)
    await visible(page.getByTestId('desempenho-geral'))
    expect(await page.getByTestId('desempenho-geral').getByTestId('rendimento').textContent()).toBe(
      formatPercent(performance(hits, total)),
    )
    expect(await page.getByTestId('questao-revisada').count()).toBe(total)
    expect(
      await page.getByTestId('questao-revisada').and(page.locator('[data-resultado="certa"]')).count(),
    ).toBe(hits)
    expect(await page.getByTestId('disciplina').count()).toBeGreaterThan(0)
    // Each answered question shows the right alternative.
    expect(await page.locator('[data-marca="certa"]').count()).toBe(total)
    // And the mock's ranking, the student's row set apart.
    expect(await page.getByTestId('minha-posicao').textContent()).toBe(
      `Você está em ${formatNumber(mine.rownum)}º de ${formatNumber(ranking.participantes)}`,
    )
    expect(await page.locator('tr[data-destaque]').textContent()).toContain(student.apelido)
    await settle(page)
    await page.screenshot({ path: artifactPath('mock-correction-desktop.png'), fullPage: true })
  })

  it('says when a mock was not answered, and goes back to the history for an unknown one', async () => {
    const newcomer = await createStudent(e2e.server.url)
    const { page } = await e2e.open()
    const course = await logInWithCourse(page, newcomer, SERGEANT_COURSE)
    const token = await apiToken(e2e.server.url, newcomer.cpf, newcomer.password)
    const open = await openMockByApi(e2e.server.url, token, course.id)

    await visit(page, '/v2/geral/simulado/historico')
    await visible(page.getByText('Você ainda não respondeu nenhum simulado.'))

    await visit(page, `/v2/geral/simulado/historico/${open.simulado.id}`)
    await visible(page.getByText('Você provavelmente não respondeu nenhuma questão deste simulado!'))
    expect(await page.getByTestId('desempenho-geral').count()).toBe(0)

    await visit(page, '/v2/geral/simulado/historico/999999')
    await visible(page.locator('[data-kind="error"]').getByText('Simulado não encontrado.'))
    await expectRoute(page, '/v2/geral/simulado/historico')
  })

  it('sends a course without the weekly mock to the main page', async () => {
    const visitor = await createStudent(e2e.server.url)
    const { page } = await e2e.open()
    await logInWithCourse(page, visitor, 'Aeronáutica — EEAR (CFS)')
    for (const route of [
      '/v2/geral/simulado',
      '/v2/geral/simulado/perguntas',
      '/v2/geral/simulado/historico',
      '/v2/geral/simulado/historico/1',
    ]) {
      await visit(page, route)
      await expectRoute(page, '/')
      await gone(page.getByRole('link', { name: 'Simulados Antigos' }))
    }
  })
})
