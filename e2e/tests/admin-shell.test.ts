import type { SelectionOption } from '@gabarito/core/contract'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { loggedIn } from '../src/courses.ts'
import { expectRoute, gone, logIn, SERGEANT_COURSE, signUpAndLogIn, visible, visit } from '../src/gabarito.ts'
import { type E2E, MANAGER, setupE2E } from '../src/harness.ts'
import { screenshot } from '../src/payments.ts'
import { choose, staffGet } from '../src/staff.ts'

const e2e: E2E = setupE2E()

/** Every script the page asked for whose name says it is the staff area's chunk. */
function adminChunkRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (/admin-area/.test(request.url())) seen.push(request.url())
  })
  return seen
}

describe('the staff area (#/admin)', () => {
  it('an Admin opens it from the sidebar; the selection clears the children of a changed parent', async () => {
    await e2e.withDatabase(async (db) => {
      await db.query(
        `insert into audit_log (actor_name, action, entity, entity_id, before, after)
         values ('Gerente Gisele', 'alterar', 'disciplina', '7', '{"nome":"Português"}', '{"nome":"Língua Portuguesa"}')`,
      )
    })
    const [course] = await staffGet<SelectionOption[]>(
      e2e,
      `/selecao/modulos?busca=${encodeURIComponent(SERGEANT_COURSE)}`,
    )
    const subjects = await staffGet<SelectionOption[]>(e2e, `/selecao/modulos/${course?.id}/disciplinas`)
    const subject = subjects[0] as SelectionOption
    const [topic] = await staffGet<SelectionOption[]>(e2e, `/selecao/disciplinas/${subject.id}/assuntos`)
    const otherCourse = (await staffGet<SelectionOption[]>(e2e, '/selecao/modulos')).find(
      (c) => c.id !== course?.id && c.visivel,
    )

    const { page } = await loggedIn(e2e)
    await page.getByRole('link', { name: 'Administração' }).click()
    await expectRoute(page, '/admin')
    await visible(page.getByRole('heading', { name: 'Administração', level: 1 }))
    await visible(page.getByRole('link', { name: /Auditoria/ }).first())

    // Fewer than 3 characters ask nothing of the server (SPEC section 5).
    const modulo = page.getByTestId('selecao-modulo')
    await modulo.click()
    await modulo.fill('Sa')
    await visible(page.getByText('Digite ao menos 3 caracteres para buscar.'))
    await choose(page, 'selecao-modulo', 'Sargentos', SERGEANT_COURSE)
    await choose(page, 'selecao-disciplina', subject.nome.slice(0, 4), subject.nome)
    await choose(page, 'selecao-assunto', (topic?.nome ?? '').slice(0, 4), topic?.nome ?? '')
    await screenshot(page, 'admin-shell-selection.png')

    // The selection stays for the tab (sessionStorage), across a reload.
    await page.reload()
    await expect.poll(() => page.getByTestId('selecao-assunto').inputValue()).toBe(topic?.nome)

    // Changing the módulo clears disciplina and assunto.
    await choose(page, 'selecao-modulo', (otherCourse?.nome ?? '').slice(0, 5), otherCourse?.nome ?? '')
    await expect.poll(() => page.getByTestId('selecao-disciplina').inputValue()).toBe('')
    await expect.poll(() => page.getByTestId('selecao-assunto').inputValue()).toBe('')
    expect(await page.getByTestId('selecao-assunto').isDisabled()).toBe(true)

    // The audit log: who, when, what, and a row's before and after.
    await page.getByRole('link', { name: 'Auditoria' }).first().click()
    await expectRoute(page, '/admin/auditoria')
    const table = page.getByRole('table', { name: 'Registro de auditoria' })
    await visible(table.getByText('Gerente Gisele'))
    await visible(table.getByText(/\d\d\/\d\d\/\d{4} \d\d:\d\d/))
    await table
      .getByRole('button', { name: /Ver antes e depois/ })
      .first()
      .click()
    const detail = page.getByTestId('auditoria-detalhe')
    await visible(detail.getByText('"Língua Portuguesa"'))
    await screenshot(page, 'admin-shell-audit.png')
  })

  it('fits a phone: the menu scrolls in one row above the selection and the table becomes cards', async () => {
    const { page } = await loggedIn(e2e, { viewport: { width: 390, height: 844 } })
    await visit(page, '/admin/auditoria')
    await visible(page.getByRole('table', { name: 'Registro de auditoria' }).getByText('Gerente Gisele'))
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, 'no sideways scrolling of the page').toBeLessThanOrEqual(390)
    await screenshot(page, 'admin-shell-phone-audit.png')
    await visit(page, '/admin')
    await visible(page.getByTestId('selecao-modulo'))
    await screenshot(page, 'admin-shell-phone-index.png')
  })

  it('a Gerente sees the area but not the Admin-only audit log', async () => {
    const { page } = await e2e.open()
    await logIn(page, MANAGER.cpf, MANAGER.password)
    await expectRoute(page, '/')
    await page.getByRole('link', { name: 'Administração' }).click()
    await visible(page.getByTestId('selecao-modulo'))
    await gone(page.getByRole('link', { name: /Auditoria/ }))
    await visit(page, '/admin/auditoria')
    await expectRoute(page, '/admin')
  })

  it('a student or a visitor typing #/admin sees nothing of it and never downloads its code', async () => {
    const visitor = await e2e.open()
    const visitorChunks = adminChunkRequests(visitor.page)
    await visit(visitor.page, '/admin')
    await expectRoute(visitor.page, '/login?redirect=%2Fadmin')
    expect(visitorChunks).toEqual([])

    const { page } = await e2e.open({ viewport: { width: 390, height: 844 } })
    const chunks = adminChunkRequests(page)
    await signUpAndLogIn(page)
    await gone(page.getByRole('link', { name: 'Administração' }))
    await visit(page, '/admin')
    await expectRoute(page, '/')
    // Typed again at once, while the home page of the first redirect may still be loading.
    await visit(page, '/admin/auditoria')
    await expectRoute(page, '/')
    // A fresh load of a deeper path (a link pasted in a new tab) is refused too.
    await page.goto('about:blank')
    await visit(page, '/admin/auditoria')
    await expectRoute(page, '/')
    await page.waitForTimeout(500)
    expect(chunks).toEqual([])
    await screenshot(page, 'admin-shell-student.png')
  })
})
