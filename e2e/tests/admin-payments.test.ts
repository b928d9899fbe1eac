import { readFileSync } from 'node:fs'
import { addMonthsSaoPaulo, formatCpf, formatDate } from '@gabarito/core'
import { describe, expect, it } from 'vitest'
import { apiToken, expectRoute, logIn, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { ADMIN, setupE2E } from '../src/harness.ts'
import { PAYMENT_SERVER_ENV, paymentsApi, screenshot } from '../src/payments.ts'
import { courseNamed, createStudent } from '../src/practice.ts'

// Issue 14: the payments back office (decision 0025).
const e2e = setupE2E({ env: PAYMENT_SERVER_ENV })
const { callApi, topicQuestionsRoute } = paymentsApi(e2e)

describe('payments in the back office', () => {
  it("an Admin finds a student's payment, confirms it, exports the month, refunds it; the student's plan follows", {
    timeout: 240_000,
  }, async () => {
    const base = e2e.server.url
    const student = await createStudent(base)
    const token = await apiToken(base, student.cpf, student.password)
    const course = await courseNamed(base, token, SERGEANT_COURSE)
    const charge = await callApi<{ pagamento: { id: number } }>(
      'GET',
      `/api/v1/profile/meus/planos/modulo/${course.id}/meses/1`,
      { token },
    )
    expect(charge.status).toBe(200)
    const topicRoute = await topicQuestionsRoute(token, course.id)
    expect((await callApi('GET', topicRoute, { token })).status).toBe(423)

    const { page } = await e2e.open()
    await logIn(page, ADMIN.cpf, ADMIN.password)
    await expectRoute(page, '/')
    await visit(page, '/admin/pagamentos')
    const table = page.getByRole('table', { name: 'Pagamentos' })
    await page.getByLabel('Pesquisar').fill(formatCpf(student.cpf))
    await visible(table.getByText(student.nome))
    await screenshot(page, 'admin-payments-table.png')

    await page
      .getByRole('link', { name: `Ver o pagamento ${charge.body.pagamento.id} de ${student.nome}` })
      .click()
    await expectRoute(page, `/admin/pagamentos/${charge.body.pagamento.id}`)
    const history = page.getByTestId('historico')
    await visible(history.getByText('Cobrança PIX criada pelo aluno'))
    await visible(page.getByTestId('situacao-pagamento').getByText('Aguardando pagamento'))

    // Confirmed by hand: the plan opens for a month.
    await page.getByRole('button', { name: 'Confirmar recebimento' }).click()
    await page.getByRole('button', { name: 'Sim, confirmar' }).click()
    await visible(page.getByText('Recebimento confirmado: plano liberado.'))
    await visible(page.getByTestId('situacao-pagamento').getByText('Pago'))
    await visible(history.getByText('Confirmação pela equipe: pagamento confirmado e plano liberado'))
    const confirmedAt = new Date()
    expect((await callApi('GET', topicRoute, { token })).status).toBe(200)
    const plans = async () =>
      (
        await callApi<{ curso: { id: number } | null; pivot: { data_fim: string } }[]>(
          'GET',
          '/api/v1/profile/meus/planos',
          { token },
        )
      ).body.find((plan) => plan.curso?.id === course.id)
    const granted = await plans()
    expect(formatDate(granted?.pivot.data_fim ?? '')).toBe(formatDate(addMonthsSaoPaulo(confirmedAt, 1)))
    await screenshot(page, 'admin-payment-confirmed.png')

    // Back in the table, filtered by status: the month's CSV for the accountant has the payment.
    await page.getByRole('link', { name: 'Voltar aos pagamentos' }).click()
    await page
      .locator('input')
      .and(page.getByLabel('Situação', { exact: true }))
      .click()
    await page.getByRole('option', { name: 'Pago', exact: true }).click()
    await page.getByLabel('Pesquisar').fill(formatCpf(student.cpf))
    await visible(table.getByText(student.nome))
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV do mês' }).click(),
    ])
    const month = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
    })
    expect(download.suggestedFilename()).toBe(`pagamentos-${month.format(new Date())}.csv`)
    const csv = readFileSync(await download.path())
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = csv.subarray(3).toString('utf8').split('\r\n')
    expect(lines[0]).toBe('Data;Txid;EndToEndId;Aluno;CPF;Plano;Meses;Valor')
    const row = lines.find((line) => line.includes(student.nome))
    expect(row).toContain(`;${formatCpf(student.cpf)};`)
    expect(row?.endsWith(';1;29,90')).toBe(true)
    await page
      .getByRole('link', { name: `Ver o pagamento ${charge.body.pagamento.id} de ${student.nome}` })
      .click()
    await visible(history.getByText('Confirmação pela equipe: pagamento confirmado e plano liberado'))

    // Refunded with a reason: the month comes off, access ends, the history tells who and why.
    await page.getByRole('button', { name: 'Estornar' }).click()
    await page.getByTestId('motivo').fill('Aluno desistiu em 7 dias')
    await page.getByRole('button', { name: 'Sim, estornar' }).click()
    await visible(
      page.getByText('Pagamento estornado: o plano foi encurtado pelo período que ele havia somado.'),
    )
    await visible(page.getByTestId('situacao-pagamento').getByText('Estornado'))
    await visible(history.getByText(/Motivo: Aluno desistiu em 7 dias/))
    await expect.poll(() => page.getByRole('button', { name: 'Estornar', exact: true }).count()).toBe(0)
    const refunded = await plans()
    expect(new Date(refunded?.pivot.data_fim ?? '').getTime()).toBeLessThanOrEqual(Date.now())
    expect((await callApi('GET', topicRoute, { token })).status).toBe(423)
    const own = await callApi<{ status: string }>(
      'GET',
      `/api/v1/profile/meus/planos/pagamento/${charge.body.pagamento.id}`,
      { token },
    )
    expect(own.body.status).toBe('refunded')
    await screenshot(page, 'admin-payment-refunded.png')

    // The student's "Meus planos" shows the shortened end.
    const learner = await e2e.open()
    await logIn(learner.page, student.cpf, student.password)
    await expectRoute(learner.page, '/')
    await visit(learner.page, '/profile')
    await visible(
      learner.page.getByTestId('plano').getByText(`Acesso até ${formatDate(refunded?.pivot.data_fim ?? '')}`),
    )
    await screenshot(learner.page, 'admin-payment-student-plans.png')
  })
})
