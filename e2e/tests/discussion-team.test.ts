import type { DiscussionComment } from '@gabarito/core/contract'
import { describe, expect, it } from 'vitest'
import { expectAxeCleanAtWidths } from '../src/axe.ts'
import { apiToken, expectRoute, logIn, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { ADMIN, MANAGER, setupE2E } from '../src/harness.ts'
import {
  alternativeWithId,
  callApi,
  createStudent,
  logInWithCourse,
  rightAlternativeOf,
} from '../src/practice.ts'

// Issue 47, item 7: the staff write the team's own explanation under a question, from the discussion queue and
// from the question's editor; students read it first as "Comentário da equipe", and a student's comment the staff
// pinned reads "Destacado pela equipe" (it was labelled "Comentário do professor").
const e2e = setupE2E()
const FROM_QUEUE = 'Explicação da equipe: a alternativa certa segue da segunda frase do enunciado.'
const FROM_EDITOR = 'Complemento da equipe: revise também o conceito desta questão.'
const STUDENT = 'Comentário de aluna que a equipe destacou.'
/** Axe-clean at 360 and 1280 px, with a screenshot of each. */
describe('the team’s comment in the discussion', () => {
  it('a Gerente writes it from the queue and the question’s editor; a student reads it first, and the pinned comment as highlighted', {
    timeout: 300_000,
  }, async () => {
    const base = e2e.server.url
    const oracle = await apiToken(base, ADMIN.cpf, ADMIN.password)
    const managerToken = await apiToken(base, MANAGER.cpf, MANAGER.password)

    // A student answers the first question of practice; another student's comment on it is pinned by the staff.
    const reader = await createStudent(base, { apelido: 'Leitora' })
    const { page } = await e2e.open({ viewport: { width: 360, height: 800 } })
    const course = await logInWithCourse(page, reader, SERGEANT_COURSE)
    await visit(page, '/v2/geral/perguntas')
    const key = await rightAlternativeOf(page, oracle, course.id)
    const author = await createStudent(base, { apelido: 'Destacada' })
    const authorToken = await apiToken(base, author.cpf, author.password)
    const posted = await callApi<DiscussionComment>(
      base,
      'POST',
      `/api/v1/geral/pergunta/${key.questionId}/discussao`,
      authorToken,
      { texto: STUDENT },
    )
    expect(posted.status).toBe(201)
    const pinned = await callApi(
      base,
      'POST',
      `/api/v1/admin/discussao/${posted.body.id}/fixar`,
      managerToken,
    )
    expect(pinned.status).toBe(200)

    // The Gerente writes the team's comment from the queue, filtered by the question.
    const staff = await e2e.open()
    await logIn(staff.page, MANAGER.cpf, MANAGER.password)
    await expectRoute(staff.page, '/')
    await visit(staff.page, '/admin/comentarios/discussao')
    await staff.page.getByLabel('Questão', { exact: true }).fill(String(key.questionId))
    const queueForm = staff.page.getByRole('form', {
      name: `Comentário da equipe na questão ${key.questionId}`,
    })
    await queueForm.getByLabel('Comentário da equipe').fill(FROM_QUEUE)
    await queueForm.getByRole('button', { name: 'Publicar como equipe' }).click()
    await visible(staff.page.getByText('Comentário da equipe publicado na discussão.'))
    const table = staff.page.getByRole('table', { name: 'Discussão: fila de moderação' })
    const row = table.getByRole('row').filter({ hasText: FROM_QUEUE })
    await visible(row.getByText('Comentário da equipe', { exact: true }))
    await expectAxeCleanAtWidths(staff.page, 'discussion-team-queue')

    // And from the question's editor.
    await staff.page.setViewportSize({ width: 1280, height: 800 })
    await visit(staff.page, `/admin/perguntas/${key.questionId}`)
    const editorForm = staff.page.getByRole('form', {
      name: `Comentário da equipe na questão ${key.questionId}`,
    })
    await editorForm.getByLabel('Comentário da equipe').fill(FROM_EDITOR)
    await editorForm.getByRole('button', { name: 'Publicar como equipe' }).click()
    await visible(staff.page.getByText('Comentário da equipe publicado na discussão.'))
    await expectAxeCleanAtWidths(staff.page, 'discussion-team-editor')
    // The editor links to the queue on the question, where both team comments are listed.
    await staff.page.getByRole('link', { name: 'Ver a discussão desta questão' }).click()
    await expectRoute(staff.page, `/admin/comentarios/discussao?questao=${key.questionId}`)
    expect(await staff.page.getByLabel('Questão', { exact: true }).inputValue()).toBe(String(key.questionId))
    await visible(table.getByRole('row').filter({ hasText: FROM_EDITOR }).getByText('Comentário da equipe'))
    await visible(row)

    // The student answers and reads the team's comments first, then the highlighted student's comment.
    await alternativeWithId(page, key.wrong).click()
    await page.getByRole('button', { name: 'Responder' }).click()
    await visible(page.getByTestId('resultado'))
    await page.getByRole('tab', { name: 'Discussão' }).click()
    const comments = page.getByTestId('comentario-discussao')
    await visible(comments.filter({ hasText: STUDENT }))
    expect(await comments.getByTestId('texto-discussao').allTextContents()).toEqual([
      FROM_EDITOR,
      FROM_QUEUE,
      STUDENT,
    ])
    for (const text of [FROM_EDITOR, FROM_QUEUE])
      await visible(comments.filter({ hasText: text }).getByText('Comentário da equipe', { exact: true }))
    const highlighted = comments.filter({ hasText: STUDENT })
    await visible(highlighted.getByText('Destacado pela equipe', { exact: true }))
    expect(await page.getByText('Comentário do professor').count()).toBe(0)
    await expectAxeCleanAtWidths(page, 'discussion-team-student')
  })
})
