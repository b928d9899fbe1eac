import type { SelectionOption, StaffQuestion } from '@gabarito/core/contract'
import { describe, expect, it } from 'vitest'
import { expectRoute, gone, logIn, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { type E2E, MANAGER, setupE2E } from '../src/harness.ts'
import { forgiveConsoleErrors, screenshot } from '../src/payments.ts'
import {
  alternativeWithId,
  createStudent,
  logInWithCourse,
  shownQuestionId,
  waitForAnotherQuestion,
} from '../src/practice.ts'
import { choose, staffGet } from '../src/staff.ts'

const e2e: E2E = setupE2E()

// A 1×1 PNG.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='
/** Questions per practice batch (BATCH_SIZE in apps/server/src/modules/questions/questions.service.ts). */
const PRACTICE_BATCH_SIZE = 10

/** The sergeant course and its subject with the fewest published questions (so a student meets the new one soon). */
async function smallestSubject() {
  const [course] = await staffGet<SelectionOption[]>(
    e2e,
    `/selecao/modulos?busca=${encodeURIComponent(SERGEANT_COURSE)}`,
  )
  const subjects = await staffGet<SelectionOption[]>(e2e, `/selecao/modulos/${course?.id}/disciplinas`)
  let best: { subject: SelectionOption; total: number } | null = null
  for (const subject of subjects.filter((s) => s.visivel)) {
    const page = await staffGet<{ recordsTotal: number }>(
      e2e,
      `/perguntas?modulo_id=${course?.id}&disciplina_id=${subject.id}&status=PUBLICADA`,
    )
    if (!best || page.recordsTotal < best.total) best = { subject, total: page.recordsTotal }
  }
  if (!course || !best) throw new Error('no subject')
  return { course, subject: best.subject, total: best.total }
}

describe('the question bank in the back office', () => {
  it('a Gerente creates a question with an image in a subject, and a student practises it', async () => {
    const { course, subject, total } = await smallestSubject()
    const entry = await e2e.open()
    const { page } = entry
    await logIn(page, MANAGER.cpf, MANAGER.password)
    await expectRoute(page, '/')
    await visit(page, '/admin/perguntas')
    await choose(page, 'selecao-modulo', 'Sargentos', SERGEANT_COURSE)
    await choose(page, 'selecao-disciplina', subject.nome.slice(0, 4), subject.nome)
    await visible(page.getByRole('table', { name: 'Questões do curso' }))
    await screenshot(page, 'admin-questions-table.png')

    await page.getByRole('link', { name: 'Nova questão' }).click()
    await expectRoute(page, '/admin/perguntas/nova')
    await expect.poll(() => page.getByTestId('editor-disciplina').inputValue()).toBe(subject.nome)
    await page.getByTestId('editor-enunciado').click()
    await page.keyboard.type('Observe o mapa e assinale a região correta.')
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Inserir imagem' }).first().click()
    await (await chooser).setFiles({
      name: 'mapa.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG, 'base64'),
    })
    await visible(page.getByTestId('editor-enunciado').locator('img[src^="/media/"]'))
    const texts = ['Região Norte', 'Região Sul', 'Região Nordeste', 'Região Centro-Oeste']
    for (const [i, text] of texts.entries()) {
      await page.getByTestId(`alternativa-${i}`).click()
      await page.keyboard.type(text)
    }
    // One group named "Alternativa correta", a radio per alternative (decision 0042).
    const correct = page.getByRole('radiogroup', { name: 'Alternativa correta' })
    expect(await correct.getByRole('radio').count()).toBe(texts.length)
    await correct.getByRole('radio', { name: 'Alternativa B', exact: true }).check()
    await page.getByTestId('editor-resumo').click()
    await page.keyboard.type('O mapa mostra a Região Sul.')
    await page.getByRole('combobox', { name: 'Conceitos' }).fill('Geografia do Brasil')
    await page.keyboard.press('Enter')

    // The preview is the student's card: the statement with its image and, revealed, the right one in green.
    const preview = page.getByTestId('previa')
    await visible(preview.getByTestId('previa-enunciado').locator('img[src^="/media/"]'))
    await preview.getByLabel('Mostrar resposta').check()
    await visible(preview.locator('label[data-correct]').getByText('Região Sul'))
    await visible(preview.getByText('Definições Abordadas'))
    await screenshot(page, 'admin-questions-editor.png')

    await page.getByRole('button', { name: 'Criar questão' }).click()
    await expect.poll(() => /\/admin\/perguntas\/(\d+)$/.test(page.url())).toBe(true)
    const id = Number(/(\d+)$/.exec(page.url())?.[1])
    const saved = await staffGet<StaffQuestion>(e2e, `/perguntas/${id}`)
    expect(saved).toMatchObject({
      disciplina_id: subject.id,
      correta: 1,
      tags: ['Geografia do Brasil'],
      status: 'PUBLICADA',
    })
    expect(saved.texto).toMatch(/<img src="\/media\/[0-9a-f]{32}\.png"/)

    // A refused import lists every bad question in the page.
    await visit(page, '/admin/importar-questoes')
    const bad = {
      questoes: [
        { ref: 'x-1', disciplina: subject.nome, formato: 'html', texto: '', alternativas: [], correta: 'A' },
      ],
    }
    await page.locator('input[type="file"]').setInputFiles({
      name: 'questoes.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(bad)),
    })
    await page.getByRole('button', { name: 'Importar' }).click()
    const report = page.getByTestId('importacao-problemas')
    await visible(report.getByText('Importação cancelada: 1 questão com problema; nada foi gravado.'))
    await visible(report.getByRole('cell', { name: 'x-1' }).first())
    forgiveConsoleErrors(entry, /422/)
    await screenshot(page, 'admin-questions-import-report.png')

    // A student practising the subject meets the question (skipping the others), with its image, and gets it right.
    const student = await createStudent(e2e.server.url)
    const learner = await e2e.open()
    await logInWithCourse(learner.page, student, course.nome)
    // Through the reports' "Praticar" link: choosing in the list instead races the default subject's first
    // question, whose id would be read as this subject's and the new question skipped unseen.
    await visit(learner.page, `/v2/geral/perguntas?disciplina=${subject.id}`)
    await expect.poll(() => learner.page.getByLabel('Disciplina').inputValue()).toBe(String(subject.id))
    let shown = await shownQuestionId(learner.page)
    // A batch holds the unseen questions first, then fills up with skipped ones, shuffled: the batch that brings
    // the new question may show up to a batch's worth of skipped ones before it.
    const maxSkips = total + PRACTICE_BATCH_SIZE
    for (let skips = 0; shown !== id && skips < maxSkips; skips++) {
      await learner.page.getByRole('button', { name: 'Pular', exact: true }).click()
      await learner.page.getByRole('dialog').getByRole('button', { name: 'Sim, pular' }).click()
      await gone(learner.page.getByRole('dialog'))
      shown = await waitForAnotherQuestion(learner.page, shown)
    }
    expect(shown).toBe(id)
    await visible(learner.page.getByTestId('enunciado').locator('img[src^="/media/"]'))
    await alternativeWithId(learner.page, saved.alternativas[1]?.id ?? 0).click()
    await learner.page.getByRole('button', { name: 'Responder' }).click()
    await visible(learner.page.getByText('Você Acertou!!'))
    await visible(learner.page.getByText('O mapa mostra a Região Sul.'))
    await screenshot(learner.page, 'admin-questions-student-practice.png')
  })
})
