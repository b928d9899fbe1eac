import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { describeFindings, seriousFindings } from '../src/axe.ts'
import { apiToken, expectRoute, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { artifactPath, MANAGER, setupE2E } from '../src/harness.ts'
import { answerMockByApi, openMockByApi } from '../src/mock.ts'
import { createStudent, forgiveConsoleErrors, logInWithCourse, settle } from '../src/practice.ts'
import { staffCourse, staffScreenOfSergeantCourse } from '../src/staff.ts'
import { DESKTOP, PHONE } from '../src/viewports.ts'

// Issue 47, item 5: "Encerrar agora" on the week's staff mock ends the week's mock; no automatic mock of the same
// name takes its place (decision 0069).
const e2e = setupE2E()
const NO_OPEN_MOCK = 'Não há simulado aberto neste curso no momento. Volte na próxima semana!'
const CONFIRM =
  'Encerrar o simulado agora? O gabarito e o ranking do modo prova são divulgados no encerramento. Nenhum simulado automático é criado no lugar dele nesta semana.'

async function axeClean(page: Page, screen: string) {
  const findings = await seriousFindings(page, screen)
  expect(findings, describeFindings(findings)).toEqual([])
}

describe('a staff mock closed early', () => {
  it('leaves the week without a second mock: none for the student, one row in Simulados Antigos and in the staff list (360 and 1280 px)', {
    timeout: 300_000,
  }, async () => {
    const base = e2e.server.url
    const { course } = await staffCourse(base, MANAGER)
    // The demo's mock of the week, made as staff make one; a student has answered a question of it.
    const student = await createStudent(base)
    const token = await apiToken(base, student.cpf, student.password)
    const demo = await openMockByApi(base, token, course.id)
    const name = demo.simulado.nome
    expect(name).toMatch(/^Simulado Semanal \d{2}\/\d{4}$/)
    await answerMockByApi(base, token, course.id, demo, demo.perguntas[0]?.id ?? 0)

    // The Gerente closes it now from the list, told that no automatic mock comes in its place.
    const staff = await staffScreenOfSergeantCourse(e2e, MANAGER, '/admin/simulados')
    const table = staff.page.getByRole('table', { name: `Simulados de ${SERGEANT_COURSE}` })
    await table.getByRole('button', { name: `Encerrar agora ${name}`, exact: true }).click()
    const confirm = staff.page.getByRole('dialog', { name: 'Encerrar simulado' })
    const asked = confirm.getByText(/^Encerrar o simulado agora\?/)
    await visible(asked)
    const question = await asked.textContent()
    await axeClean(staff.page, 'confirmação de encerrar agora')
    await confirm.getByRole('button', { name: 'Encerrar agora' }).click()
    await visible(staff.page.getByText('Simulado encerrado.'))

    // The student, on a phone and on a laptop: no mock to take, and the closed one once in Simulados Antigos.
    const learner = await e2e.open({ viewport: PHONE })
    // The mock's route answers 404 (no open mock), which the screen says in words.
    const lp = learner.page
    await logInWithCourse(lp, student, SERGEANT_COURSE)
    for (const viewport of [PHONE, DESKTOP]) {
      await lp.setViewportSize(viewport)
      await visit(lp, '/v2/geral/simulado/perguntas')
      await visible(lp.getByText(NO_OPEN_MOCK).first())
      expect(await lp.getByTestId('nome-simulado').count()).toBe(0)
      await visit(lp, '/v2/geral/simulado')
      await visible(lp.getByRole('link', { name: 'Iniciar Simulado' }))
      await settle(lp)
      expect(await lp.getByTestId('simulado-da-semana').count()).toBe(0)
      await axeClean(lp, `termos do simulado sem simulado aberto (${viewport.width} px)`)
      await visit(lp, '/v2/geral/simulado/historico')
      const rows = lp.getByTestId('linha')
      await visible(rows.filter({ hasText: name }).first())
      await settle(lp)
      expect(await rows.filter({ hasText: name }).count()).toBe(1)
      expect(await rows.filter({ hasText: 'Simulado Semanal' }).count()).toBe(1)
      await axeClean(lp, `simulados antigos (${viewport.width} px)`)
      await lp.screenshot({
        path: artifactPath(`mock-close-early-history-${viewport.width}.png`),
        fullPage: true,
      })
    }
    forgiveConsoleErrors(learner, /status of 404/)

    // The staff list, on a laptop and on a phone: the week's mock once, closed, and no other of its name.
    for (const viewport of [DESKTOP, PHONE]) {
      await staff.page.setViewportSize(viewport)
      await staff.page.reload()
      await expectRoute(staff.page, '/admin/simulados')
      const rows = staff.page.getByRole('table', { name: `Simulados de ${SERGEANT_COURSE}` }).getByRole('row')
      await visible(rows.filter({ hasText: name }).first())
      await settle(staff.page)
      expect(await rows.filter({ hasText: name }).count()).toBe(1)
      expect(await rows.filter({ hasText: 'Simulado Semanal' }).count()).toBe(3)
      expect(await staff.page.getByRole('button', { name: `Encerrar agora ${name}` }).count()).toBe(0)
      await axeClean(staff.page, `lista de simulados (${viewport.width} px)`)
      await staff.page.screenshot({
        path: artifactPath(`mock-close-early-staff-${viewport.width}.png`),
        fullPage: true,
      })
    }
    expect(question).toBe(CONFIRM)
  })
})
