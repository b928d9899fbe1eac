import { formatDateTime, sortByName } from '@gabarito/core'
import { type AdminMockQuestion, adminMockJson } from '@gabarito/core/contract'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { apiToken, expectRoute, gone, logIn, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { artifactPath, MANAGER, setupE2E } from '../src/harness.ts'
import { answerShown, nextQuestion, openMockByApi } from '../src/mock.ts'
import { callApi, createStudent, logInWithCourse, settle, shownQuestionId } from '../src/practice.ts'
import { staffCourse, staffScreenOfSergeantCourse } from '../src/staff.ts'
import { PHONE } from '../src/viewports.ts'

// Issue 13: a Gerente builds a mock in the back office that a student then takes (decision 0022).
const e2e = setupE2E()
const MINUTE = 60_000

describe('staff mocks', () => {
  it('a Gerente closes the week’s mock, builds one by hand with the question search, reorders it, previews it; a student takes it', {
    timeout: 300_000,
  }, async () => {
    const base = e2e.server.url
    const { token: managerToken, course } = await staffCourse(base, MANAGER)
    // The demo's open mock holds this week: another client closes it now (answers given so far stay inside).
    const demo = await openMockByApi(base, managerToken, course.id)
    const now = new Date(Math.floor(Date.now() / MINUTE) * MINUTE)
    const closed = await callApi<unknown>(
      base,
      'PATCH',
      `/api/v1/admin/simulados/${demo.simulado.id}`,
      managerToken,
      {
        fecha: now.toISOString(),
      },
    )
    expect(closed.status, JSON.stringify(closed.body)).toBe(200)
    const [q1, q2, q3] = demo.perguntas.map((q) => q.id)
    if (!q1 || !q2 || !q3) throw new Error('the demo mock has fewer than 3 questions')

    // The Gerente logs in, opens the mocks, chooses the course in the selection bar.
    const { page } = await staffScreenOfSergeantCourse(e2e, MANAGER, '/admin/simulados')
    const table = page.getByRole('table', { name: `Simulados de ${SERGEANT_COURSE}` })
    await visible(table.getByText(demo.simulado.nome))
    await page.getByRole('link', { name: 'Novo simulado' }).click()
    await expectRoute(page, '/admin/simulados/novo')

    // Name, window in São Paulo time, limit; three questions found by their numbers, the third moved up.
    const form = page.getByRole('form', { name: 'Novo simulado' })
    await form.getByLabel('Nome').fill('Simulado da Equipe')
    await form.getByLabel('Abre em').fill(formatDateTime(now))
    await form.getByLabel('Fecha em').fill(formatDateTime(new Date(now.getTime() + 2 * 86_400_000)))
    await form.getByLabel('Tempo limite (minutos)').fill('90')
    const search = form.getByLabel('Buscar questões do módulo')
    for (const id of [q1, q2, q3]) {
      await search.fill(String(id))
      await form.getByRole('button', { name: `Adicionar a questão ${id}`, exact: true }).click()
      await visible(form.getByRole('button', { name: `Remover a questão ${id}`, exact: true }))
    }
    await form.getByRole('button', { name: `Subir a questão ${q3}`, exact: true }).click()
    await expect
      .poll(() => form.getByTestId('questao-escolhida').allTextContents())
      .toEqual([
        expect.stringContaining(`#${q1}`),
        expect.stringContaining(`#${q3}`),
        expect.stringContaining(`#${q2}`),
      ])
    // The questions per subject, named in reading order, each count agreeing with its word (decision 0042).
    const perSubject = new Map<string, number>()
    for (const id of [q1, q2, q3]) {
      const found = await callApi<{ data: AdminMockQuestion[] }>(
        base,
        'GET',
        `/api/v1/admin/simulados/perguntas?modulo_id=${course.id}&busca=${id}`,
        managerToken,
      )
      const subject = found.body.data.find((q) => q.id === id)?.disciplina.nome ?? ''
      perSubject.set(subject, (perSubject.get(subject) ?? 0) + 1)
    }
    const counts = form.getByTestId('questoes-por-disciplina')
    await visible(counts.getByText('Total: 3 questões'))
    await expect
      .poll(() => counts.getByRole('listitem').allTextContents())
      .toEqual(
        sortByName([...perSubject], ([nome]) => nome).map(
          ([nome, n]) => `${nome}: ${n} ${n === 1 ? 'questão' : 'questões'}`,
        ),
      )
    await settle(page)
    await page.screenshot({ path: artifactPath('admin-mock-form-desktop.png'), fullPage: true })
    // Fewer than 10 questions: saving asks first; cancelled, nothing is saved.
    await form.getByRole('button', { name: 'Salvar' }).click()
    const confirm = page.getByRole('dialog', { name: 'Poucas questões' })
    await visible(confirm.getByText('Este simulado tem só 3 questões. Salvar assim mesmo?'))
    await page.screenshot({ path: artifactPath('admin-mock-few-questions.png') })
    await confirm.getByRole('button', { name: 'Cancelar' }).click()
    await gone(confirm)
    await expectRoute(page, '/admin/simulados/novo')
    await form.getByRole('button', { name: 'Salvar' }).click()
    await confirm.getByRole('button', { name: 'Salvar assim mesmo' }).click()
    await visible(page.getByText('Simulado criado.'))
    await expect.poll(() => /^\/admin\/simulados\/\d+$/.test(new URL(page.url()).hash.slice(1))).toBe(true)
    const mockId = Number(new URL(page.url()).hash.split('/').pop())

    // The preview: the questions in that order with the key.
    await page.getByRole('link', { name: 'Prévia' }).click()
    await expectRoute(page, `/admin/simulados/${mockId}/previa`)
    const preview = page.getByTestId('previa-simulado')
    await visible(preview.getByText('Simulado da Equipe'))
    const headings = preview.getByRole('heading', { name: /Questão #\d+/ })
    await expect
      .poll(() => headings.allTextContents())
      .toEqual([`1. Questão #${q1}`, `2. Questão #${q3}`, `3. Questão #${q2}`])
    expect(await preview.getByTestId('alternativa-certa').count()).toBe(3)
    await settle(page)
    await page.screenshot({ path: artifactPath('admin-mock-preview-desktop.png'), fullPage: true })

    // A student takes it: the open mock is the Gerente's, in the Gerente's order.
    const student = await createStudent(base)
    const learner = await e2e.open()
    await logInWithCourse(learner.page, student, SERGEANT_COURSE)
    const studentToken = await apiToken(base, student.cpf, student.password)
    const open = await openMockByApi(base, studentToken, course.id)
    expect(open.simulado).toMatchObject({ id: mockId, nome: 'Simulado da Equipe', limite_minutos: 90 })
    expect(open.perguntas.map((q) => q.id)).toEqual([q1, q3, q2])
    await visit(learner.page, '/v2/geral/simulado/perguntas')
    await visible(learner.page.getByTestId('nome-simulado').getByText('Simulado da Equipe'))
    const seen = [await answerShown(learner.page, 'a')]
    for (let i = 1; i < 3; i++) {
      await nextQuestion(learner.page, seen[i - 1] ?? 0)
      seen.push(await answerShown(learner.page, 'b'))
    }
    expect(seen).toEqual([q1, q3, q2])
    expect(await shownQuestionId(learner.page)).toBe(q2)

    // Back in the back office: answered, so its questions stay where they are.
    await visit(page, `/admin/simulados/${mockId}`)
    await visible(page.getByTestId('simulado-respondido').getByText(/^Este simulado já tem 1 participante:/))
    const edit = page.getByRole('form', { name: 'Editar simulado' })
    expect(
      await edit.getByRole('button', { name: `Remover a questão ${q1}`, exact: true }).isDisabled(),
    ).toBe(true)
    expect(await edit.getByRole('button', { name: `Descer a questão ${q1}`, exact: true }).isDisabled()).toBe(
      true,
    )
    await settle(page)
    await page.screenshot({ path: artifactPath('admin-mock-answered-desktop.png'), fullPage: true })
    const held = await callApi<unknown>(base, 'GET', `/api/v1/admin/simulados/${mockId}`, managerToken)
    expect(z.parse(adminMockJson, held.body)).toMatchObject({ respondido: true, participantes: 1 })

    // Next week's mock drawn by subject counts, then listed beside the others.
    await page.getByRole('link', { name: 'Voltar aos simulados' }).click()
    await page.getByRole('link', { name: 'Novo simulado' }).click()
    const drawn = page.getByRole('form', { name: 'Novo simulado' })
    await drawn.getByLabel('Nome').fill('Simulado Sorteado')
    await drawn.getByLabel('Abre em').fill(formatDateTime(new Date(now.getTime() + 7 * 86_400_000)))
    await drawn.getByLabel('Fecha em').fill(formatDateTime(new Date(now.getTime() + 8 * 86_400_000)))
    await drawn.getByText('Sortear por disciplina').click()
    await drawn.getByLabel('Disciplina 1', { exact: true }).click()
    await page.getByRole('option', { name: 'Língua Portuguesa' }).click()
    await drawn.getByLabel('Quantidade 1', { exact: true }).fill('4')
    await visible(drawn.getByTestId('questoes-por-disciplina').getByText('Língua Portuguesa: 4 questões'))
    await settle(page)
    await page.screenshot({ path: artifactPath('admin-mock-draw-desktop.png'), fullPage: true })
    await drawn.getByRole('button', { name: 'Salvar' }).click()
    await visible(confirm.getByText('Este simulado tem só 4 questões. Salvar assim mesmo?'))
    await confirm.getByRole('button', { name: 'Salvar assim mesmo' }).click()
    await visible(page.getByText('Simulado criado.'))
    const drawnForm = page.getByRole('form', { name: 'Editar simulado' })
    await expect.poll(() => drawnForm.getByTestId('questao-escolhida').count()).toBe(4)
    // The drawn questions avoid the last 4 mocks' ones while others are left.
    const drawnIds = await drawnForm
      .getByTestId('questao-escolhida')
      .evaluateAll((items) => items.map((item) => Number(/#(\d+)/.exec(item.textContent ?? '')?.[1])))
    expect(drawnIds.filter((id) => [q1, q2, q3].includes(id))).toEqual([])
    await page.getByRole('link', { name: 'Voltar aos simulados' }).click()
    await visible(table.getByText('Simulado Sorteado'))
    await settle(page)
    await page.screenshot({ path: artifactPath('admin-mocks-list-desktop.png'), fullPage: true })

    // Readable on a phone: the answered mock's form.
    const phone = await e2e.open({ viewport: PHONE })
    await logIn(phone.page, MANAGER.cpf, MANAGER.password)
    await expectRoute(phone.page, '/')
    await visit(phone.page, `/admin/simulados/${mockId}`)
    await visible(phone.page.getByTestId('simulado-respondido'))
    await visible(phone.page.getByTestId('questao-escolhida'))
    await settle(phone.page)
    await phone.page.screenshot({ path: artifactPath('admin-mock-answered-phone.png'), fullPage: true })
  })
})
