import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { describeFindings, seriousFindings } from '../src/axe.ts'
import { apiToken, expectRoute, logIn, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { ADMIN, artifactPath, MANAGER, setupE2E } from '../src/harness.ts'
import {
  alternativeWithId,
  callApi,
  createStudent,
  logInWithCourse,
  rightAlternativeOf,
  settle,
  shownQuestionId,
} from '../src/practice.ts'

// Issue 31: the moderated discussion under a question. A student comments after answering and sees it waiting for
// moderation; a Gerente approves it in the queue; another student reads it and marks it useful.
const e2e = setupE2E()

const COMMENT = 'A alternativa certa segue do enunciado:\nrelei a segunda frase e ficou claro.'

async function expectNoSeriousFindings(page: Page, screen: string): Promise<void> {
  const findings = await seriousFindings(page, screen)
  expect(findings, describeFindings(findings)).toEqual([])
}

describe('the discussion under a question', () => {
  it('a comment waits for moderation, a Gerente approves and pins it, another student votes it useful', {
    timeout: 240_000,
  }, async () => {
    const base = e2e.server.url
    const oracle = await apiToken(base, ADMIN.cpf, ADMIN.password)

    // The author answers the first question of practice and comments in its Discussão tab.
    const author = await createStudent(base, { apelido: 'Autora' })
    const { page } = await e2e.open()
    const course = await logInWithCourse(page, author, SERGEANT_COURSE)
    await visit(page, '/v2/geral/perguntas')
    const key = await rightAlternativeOf(page, oracle, course.id)
    await alternativeWithId(page, key.wrong).click()
    await page.getByRole('button', { name: 'Responder' }).click()
    await visible(page.getByTestId('resultado'))
    await page.getByRole('tab', { name: 'Discussão' }).click()
    await visible(page.getByText('Ainda não há comentários nesta questão. Seja o primeiro a explicar!'))
    const field = page.getByLabel('Comentar na discussão')
    await field.fill(COMMENT)
    await visible(page.getByTestId('contador-discussao').getByText(`${COMMENT.length}/1.500 caracteres`))
    await page.getByRole('button', { name: 'Publicar na discussão' }).click()
    const mine = page.getByTestId('comentario-discussao')
    await visible(mine.getByText('aguardando moderação'))
    // The text as written, line break included, never as markup.
    expect(await mine.getByTestId('texto-discussao').textContent()).toBe(COMMENT)
    await settle(page)
    await expectNoSeriousFindings(page, 'discussão')
    await page.screenshot({ path: artifactPath('discussion-pending.png'), fullPage: true })

    // The Gerente approves it in the queue beside the comments.
    const staff = await e2e.open()
    await logIn(staff.page, MANAGER.cpf, MANAGER.password)
    await expectRoute(staff.page, '/')
    await visit(staff.page, '/admin/comentarios')
    await staff.page.getByRole('link', { name: 'Discussão: fila de moderação' }).click()
    await expectRoute(staff.page, '/admin/comentarios/discussao')
    const queue = staff.page.getByRole('table', { name: 'Discussão: fila de moderação' })
    const row = queue.getByRole('row').filter({ hasText: 'relei a segunda frase' })
    await visible(row)
    await visible(row.getByText(`(${author.apelido})`, { exact: false }))
    await settle(staff.page)
    await expectNoSeriousFindings(staff.page, 'fila de moderação')
    await staff.page.screenshot({ path: artifactPath('discussion-queue.png'), fullPage: true })
    await row.getByRole('button', { name: /^Aprovar: comentário \d+$/ }).click()
    await staff.page.getByRole('button', { name: 'Sim, aprovar' }).click()
    await visible(staff.page.getByText('Comentário aprovado.'))
    await expect.poll(() => row.count()).toBe(0)
    // By the question's number the approved comment is listed again, and pinned: "Destacado pela equipe".
    await staff.page.getByLabel('Questão', { exact: true }).fill(String(key.questionId))
    await visible(row.getByText('Aprovado', { exact: true }))
    await row.getByRole('button', { name: /^Fixar: comentário \d+$/ }).click()
    await staff.page.getByRole('button', { name: 'Sim, fixar' }).click()
    await visible(staff.page.getByText('Comentário fixado.'))
    await visible(row.getByText('Aprovado e fixado', { exact: true }))

    // Another student: the same question comes back to them for review (answered wrong elsewhere), and after
    // answering it they read the approved comment and mark it useful.
    const reader = await createStudent(base, { apelido: 'Leitor' })
    const readerToken = await apiToken(base, reader.cpf, reader.password)
    const answered = await callApi(base, 'POST', '/respostas/api/v1/treinamento/responder', readerToken, {
      pergunta_id: key.questionId,
      selected: key.wrong,
      modulo_id: course.id,
      chave_idempotencia: crypto.randomUUID(),
    })
    expect(answered.status).toBe(200)
    const card = `/api/v1/geral/modulo/${course.id}/revisao/perguntas?pergunta_id=${key.questionId}`
    await expect
      .poll(async () => (await callApi(base, 'GET', card, readerToken)).status, { timeout: 20_000 })
      .toBe(200)
    const second = await e2e.open()
    await logInWithCourse(second.page, reader, SERGEANT_COURSE)
    await visit(second.page, `/v2/geral/revisao?questao=${key.questionId}`)
    await expect.poll(() => shownQuestionId(second.page)).toBe(key.questionId)
    await alternativeWithId(second.page, key.right).click()
    await second.page.getByRole('button', { name: 'Responder' }).click()
    await visible(second.page.getByTestId('resultado'))
    await second.page.getByRole('tab', { name: 'Discussão' }).click()
    const shown = second.page.getByTestId('comentario-discussao').filter({ hasText: 'relei a segunda frase' })
    await visible(shown.getByText('Autora', { exact: true }))
    expect(await shown.getByText('aguardando moderação').count()).toBe(0)
    await visible(shown.getByText('Destacado pela equipe'))
    await shown.getByRole('button', { name: 'Útil (0)' }).click()
    const useful = shown.getByRole('button', { name: 'Útil (1)' })
    await visible(useful)
    expect(await useful.getAttribute('aria-pressed')).toBe('true')
    await settle(second.page)
    await expectNoSeriousFindings(second.page, 'discussão aprovada')
    await second.page.screenshot({ path: artifactPath('discussion-approved.png'), fullPage: true })
  })
})
