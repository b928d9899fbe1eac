import { subjectJson } from '@gabarito/core/contract'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { apiToken, expectRoute, logIn, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { ADMIN, setupE2E } from '../src/harness.ts'
import { screenshot } from '../src/payments.ts'
import { callApi, courseNamed, createStudent, subjectQuestions } from '../src/practice.ts'

// Decision 0042: the audit log in words ("Comentário respondido"), the record named beside it.
const e2e = setupE2E()

describe('the audit log in words', () => {
  it('an Admin reads a replied comment and a confirmed payment as phrases, with the record beside them', async () => {
    const base = e2e.server.url
    const student = await createStudent(base)
    const token = await apiToken(base, student.cpf, student.password)
    const admin = await apiToken(base, ADMIN.cpf, ADMIN.password)
    const course = await courseNamed(base, token, SERGEANT_COURSE)

    // A student's comment, replied by the staff; a PIX charge, confirmed by the Admin (both through the API).
    const subjects = await callApi<unknown>(
      base,
      'GET',
      `/api/v1/geral/modulo/${course.id}/disciplinas`,
      token,
    )
    const subject = z.parse(z.array(subjectJson), subjects.body)[0]
    const [question] = await subjectQuestions(base, token, course.id, subject?.id ?? 0)
    const comment = await callApi(base, 'POST', '/api/v1/geral/modulo/criar/comentario', token, {
      texto: 'O gabarito desta questão está certo?',
      pergunta_id: question?.id,
      modulo_id: course.id,
    })
    expect(comment.status, JSON.stringify(comment.body)).toBe(201)
    const comments = await callApi<{ data: { id: number; texto: string }[] }>(
      base,
      'GET',
      `/api/v1/admin/comentarios?modulo_id=${course.id}&length=-1`,
      admin,
    )
    const commentId = comments.body.data.find((c) => c.texto === 'O gabarito desta questão está certo?')?.id
    const reply = await callApi(base, 'PATCH', `/api/v1/admin/comentarios/${commentId}`, admin, {
      resposta: 'Está: revisamos a questão.',
    })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    const charge = await callApi<{ pagamento: { id: number } }>(
      base,
      'GET',
      `/api/v1/profile/meus/planos/modulo/${course.id}/meses/1`,
      token,
    )
    const paymentId = charge.body.pagamento.id
    const confirmed = await callApi(base, 'POST', `/api/v1/admin/pagamentos/${paymentId}/confirmar`, admin)
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)

    const { page } = await e2e.open()
    await logIn(page, ADMIN.cpf, ADMIN.password)
    await expectRoute(page, '/')
    await visit(page, '/admin/auditoria')
    const table = page.getByRole('table', { name: 'Registro de auditoria' })
    const replied = table.getByTestId('linha').filter({ hasText: 'Comentário respondido' })
    await visible(replied.getByText(`Comentário nº ${commentId}`))
    const paid = table.getByTestId('linha').filter({ hasText: 'Pagamento confirmado' })
    await visible(paid.getByText(`Pagamento nº ${paymentId}`))
    // The server's own words are not what the staff read.
    for (const key of ['responder', 'confirmar', 'comentario', 'pagamento']) {
      expect(await table.getByText(key, { exact: true }).count(), key).toBe(0)
    }
    await screenshot(page, 'admin-audit-words.png')

    // The row's detail is titled the same way.
    await paid.getByRole('button', { name: /Ver antes e depois/ }).click()
    await visible(page.getByRole('dialog', { name: `Pagamento confirmado — Pagamento nº ${paymentId}` }))
    await page.keyboard.press('Escape')

    // Filtered to payments, one row: "1 registro", in the singular.
    await page.getByRole('combobox', { name: 'Tipo de registro' }).fill('pagamento')
    await expect.poll(() => table.getByTestId('linha').count()).toBe(1)
    await visible(page.getByText('Mostrando 1 a 1 de 1 registro', { exact: true }))
  })
})
