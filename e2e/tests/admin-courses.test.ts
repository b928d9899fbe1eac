import { planPricesJson, staffSubjectJson } from '@gabarito/core/contract'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { expectRoute, logIn, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { ADMIN, artifactPath, MANAGER, setupE2E } from '../src/harness.ts'
import { PAYMENT_ROUTE, PAYMENT_SERVER_ENV, PURCHASE_KEY } from '../src/payments.ts'
import { callApi, createStudent, settle } from '../src/practice.ts'
import { chooseSergeantCourse, staffCourse, staffScreenOfSergeantCourse } from '../src/staff.ts'

// Issue 13: courses, prices and subjects in the back office (decision 0018).
const e2e = setupE2E({ env: PAYMENT_SERVER_ENV })

describe('courses in the back office', () => {
  it('an Admin changes a price and a student sees it on the payment page', { timeout: 240_000 }, async () => {
    const base = e2e.server.url
    const { token: adminToken, course } = await staffCourse(base, ADMIN)
    const before = z.parse(
      planPricesJson,
      (await callApi<unknown>(base, 'GET', `/api/v1/admin/cursos/${course.id}/precos`, adminToken)).body,
    )
    const first = before.precos[0]
    if (!first) throw new Error('the demo course has no prices')

    const { page } = await e2e.open()
    await logIn(page, ADMIN.cpf, ADMIN.password)
    await expectRoute(page, '/')
    await visit(page, '/admin/cursos')
    await visible(page.getByRole('table', { name: 'Cursos' }).getByText(SERGEANT_COURSE))
    await settle(page)
    await page.screenshot({ path: artifactPath('admin-courses-table.png'), fullPage: true })
    await page.getByRole('link', { name: `Editar ${SERGEANT_COURSE}` }).click()
    const courseForm = page.getByRole('form', { name: 'Editar curso' })
    await visible(courseForm.getByLabel('Nome'))
    await settle(page)
    await page.screenshot({ path: artifactPath('admin-course-form.png'), fullPage: true })

    await visit(page, '/admin/precos')
    await chooseSergeantCourse(page)
    const form = page.getByRole('form', { name: `Preços de ${before.nome}` })
    const price = form.getByLabel('Preço').first()
    await visible(price)
    await price.fill('123,45')
    await form.getByRole('button', { name: 'Salvar preços' }).click()
    await visible(page.getByText('Preços salvos.'))
    await settle(page)
    await page.screenshot({ path: artifactPath('admin-prices.png'), fullPage: true })
    const after = z.parse(
      planPricesJson,
      (await callApi<unknown>(base, 'GET', `/api/v1/admin/cursos/${course.id}/precos`, adminToken)).body,
    )
    expect(after.precos[0]).toEqual({ meses: first.meses, centavos: 12345 })

    // A student who chose the course for purchase sees the new price at once.
    const student = await createStudent(base)
    const learner = await e2e.open()
    await logIn(learner.page, student.cpf, student.password)
    await expectRoute(learner.page, '/')
    await learner.page.evaluate(
      ([key, value]) => window.localStorage.setItem(key as string, value as string),
      [PURCHASE_KEY, JSON.stringify({ id: course.id, nome: course.nome })],
    )
    await visit(learner.page, PAYMENT_ROUTE)
    const months = first.meses === 1 ? '1 mês' : `${first.meses} meses`
    await visible(learner.page.getByRole('radio', { name: `${months} - R$ 123,45` }))
    await settle(learner.page)
    await learner.page.screenshot({ path: artifactPath('admin-prices-student-payment.png'), fullPage: true })
  })

  it('a Gerente creates a subject and a topic, hides the subject; students stop seeing it', {
    timeout: 240_000,
  }, async () => {
    const base = e2e.server.url
    const { token: managerToken, course } = await staffCourse(base, MANAGER)
    const { page } = await staffScreenOfSergeantCourse(e2e, MANAGER, '/admin/disciplinas')
    await page.getByRole('button', { name: 'Nova disciplina' }).click()
    const dialog = page.getByRole('form', { name: 'Nova disciplina' })
    await dialog.getByLabel('Nome').fill('')
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await visible(dialog.getByText('Informe o nome da disciplina.'))
    await dialog.getByLabel('Nome').fill('Redação Oficial')
    await dialog.getByLabel('Descrição').fill('Correspondência oficial do Exército')
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await visible(page.getByText('Redação Oficial', { exact: true }))

    await page.getByRole('button', { name: 'Novo assunto em Redação Oficial' }).click()
    const topic = page.getByRole('form', { name: 'Novo assunto' })
    await topic.getByLabel('Nome').fill('Ofício')
    await topic.getByLabel('Sigla').fill('OFI')
    await topic.getByRole('button', { name: 'Salvar' }).click()
    await visible(page.getByText('OFI · Ofício'))
    await settle(page)
    await page.screenshot({ path: artifactPath('admin-subjects.png'), fullPage: true })

    const listed = async () =>
      (
        await callApi<{ nome: string }[]>(base, 'GET', `/api/v1/geral/modulo/${course.id}/disciplinas`)
      ).body.map((s) => s.nome)
    expect(await listed()).toContain('Redação Oficial')
    const staff = await callApi<unknown[]>(
      base,
      'GET',
      `/api/v1/admin/cursos/${course.id}/disciplinas`,
      managerToken,
    )
    const created = staff.body
      .map((s) => z.parse(staffSubjectJson, s))
      .find((s) => s.nome === 'Redação Oficial')
    expect(created?.assuntos).toMatchObject([{ nome: 'Ofício', sigla: 'OFI' }])

    await page.getByRole('button', { name: 'Ocultar Redação Oficial' }).click()
    await visible(page.getByText('oculta dos alunos'))
    await expect.poll(listed).not.toContain('Redação Oficial')

    // Deleting asks first; an unused topic goes.
    await page.getByRole('button', { name: 'Excluir Ofício' }).click()
    await page.getByRole('button', { name: 'Sim, excluir' }).click()
    await expect.poll(() => page.getByText('OFI · Ofício').count()).toBe(0)
    await settle(page)
    await page.screenshot({ path: artifactPath('admin-subjects-hidden.png'), fullPage: true })
  })
})
