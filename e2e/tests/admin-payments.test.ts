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
  it("an Admin finds a student's payment, confirms it, then refunds it; the student's plan follows", {
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

    // Refunded with a reason: the month comes off, access ends, the history tells who and why.
    await page.getByRole('button', { name: 'Estornar' }).click()
    await page.getByTestId('motivo').fill('Aluno desistiu em 7 dias')
    await page.getByRole('button', { name: 'Sim, estornar' }).click()
    await visible(
      page.getByText('Pagamento estornado: o plano foi encurtado pelo período que ele havia somado.'),
    )
    await visible(page.getByTestId('situacao-pagamento').getByText('Estornado'))
    await visible(history.getByText(/Motivo: Aluno desistiu em 7 dias/))
    expect(await page.getByRole('button', { name: 'Estornar' }).count()).toBe(0)
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
