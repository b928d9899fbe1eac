import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectRoute, gone, logIn, SERGEANT_COURSE, signUpAndLogIn, visible, visit } from '../src/gabarito.ts'
import { ADMIN, type E2E, MANAGER, setupE2E } from '../src/harness.ts'
import { screenshot } from '../src/payments.ts'
import { bandedPng } from '../src/png.ts'
import { choose, retype } from '../src/staff.ts'

const e2e: E2E = setupE2E()

const TITLE = 'Edital do CFS publicado: inscrições abertas'
const SCHEDULED = 'Resultado do simulado de domingo'

async function asStaff(credentials: { cpf: string; password: string }) {
  const opened = await e2e.open()
  await logIn(opened.page, credentials.cpf, credentials.password)
  await expectRoute(opened.page, '/')
  await opened.page.getByRole('link', { name: 'Administração' }).click()
  await expectRoute(opened.page, '/admin')
  return opened
}

/** Fills the news form: title, date (São Paulo), summary typed in the editor. */
async function fillNews(page: Page, title: string, when: string, summary: string) {
  await page.getByRole('textbox', { name: 'Título' }).fill(title)
  await page.getByLabel('Publicação (horário de Brasília)').fill(when)
  const editor = page.getByTestId('noticia-resumo')
  await editor.click()
  await page.keyboard.type(summary)
}

describe('news, material, concepts and site texts in the back office', () => {
  it('a Gerente publishes a news item with an image and a student sees it on the news page', async () => {
    const { page } = await asStaff(MANAGER)
    await page.getByRole('link', { name: 'Notícias' }).first().click()
    await expectRoute(page, '/admin/noticias')
    await visible(page.getByTestId('escolha-modulo'))
    await choose(page, 'selecao-modulo', 'Sargentos', SERGEANT_COURSE)
    const table = page.getByRole('table', { name: 'Notícias do curso' })
    await visible(table.getByRole('row').nth(1))

    // The form: a refused file (a script named .png) shows the server's message under the image field.
    await page.getByRole('link', { name: 'Nova notícia' }).click()
    await expectRoute(page, '/admin/noticias/nova')
    const image = page.getByTestId('noticia-imagem')
    await image.locator('input[type=file]').setInputFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<script>alert(1)</script>'),
    })
    await visible(image.getByText('Envie uma imagem PNG, JPEG, GIF ou WebP de até 2 MB.'))

    // Saving without a title shows the field's message; then the real item, with an image.
    await page.getByRole('button', { name: 'Salvar' }).click()
    await visible(page.getByText('Informe o título.'))
    await image.locator('input[type=file]').setInputFiles({
      name: 'edital.png',
      mimeType: 'image/png',
      buffer: bandedPng(320, 180, [0, 120, 70]),
    })
    await visible(image.getByRole('img'))
    await fillNews(page, TITLE, '2024-03-01T09:30', 'As inscrições vão até o fim do mês. Boa prova!')
    await screenshot(page, 'admin-content-news-form.png')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expectRoute(page, '/admin/noticias')
    await visible(table.getByText(TITLE))
    await visible(table.getByRole('row', { name: new RegExp(TITLE) }).getByText('Publicada'))

    // A scheduled one (a future date) is listed for staff only.
    await page.getByRole('link', { name: 'Nova notícia' }).click()
    await fillNews(page, SCHEDULED, '2999-01-01T08:00', 'Ainda não.')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await visible(table.getByRole('row', { name: new RegExp(SCHEDULED) }).getByText('Agendada'))
    await screenshot(page, 'admin-content-news-table.png')

    // The student: the published item with its image and summary; not the scheduled one.
    const student = await e2e.open({ viewport: { width: 390, height: 844 } })
    await signUpAndLogIn(student.page)
    await visit(student.page, '/v2/geral/modulos')
    await student.page.getByRole('button', { name: `Selecionar ${SERGEANT_COURSE}` }).click()
    await visible(student.page.getByRole('button', { name: `Desmarcar ${SERGEANT_COURSE}` }))
    await visit(student.page, '/v2/geral/noticias')
    const item = student.page.getByTestId('noticia').filter({ hasText: TITLE })
    await visible(item)
    await visible(item.getByText('As inscrições vão até o fim do mês. Boa prova!'))
    const picture = item.locator('img')
    expect(await picture.getAttribute('src')).toMatch(/^\/media\/[0-9a-f]{32}\.png$/)
    await picture.scrollIntoViewIfNeeded()
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320)
    await gone(student.page.getByText(SCHEDULED))
    await screenshot(student.page, 'admin-content-student-news.png')

    // Deleting asks first; the student's page no longer shows it.
    await table.getByRole('button', { name: `Excluir ${TITLE}` }).click()
    await page.getByRole('button', { name: 'Sim, excluir' }).click()
    await gone(table.getByText(TITLE))
    await student.page.reload()
    await visible(student.page.getByTestId('noticia').first())
    await gone(student.page.getByText(TITLE))
  })

  it('a Gerente changes the mission but only reads the terms of use; an Admin changes the donation discount', async () => {
    const { page } = await asStaff(MANAGER)
    await page.getByRole('link', { name: 'Textos do site' }).first().click()
    await expectRoute(page, '/admin/textos')
    const terms = page.getByTestId('texto-termo_de_uso')
    await visible(terms.getByText('Somente Admin'))
    await screenshot(page, 'admin-content-site-texts.png')
    await terms.getByRole('link', { name: 'Ver Termos de uso' }).click()
    await visible(page.getByText('Somente um Admin pode alterar este texto.'))
    await page.getByRole('link', { name: 'Voltar' }).click()

    await page.getByTestId('texto-missao').getByRole('link', { name: 'Editar Missão' }).click()
    await retype(page, page.getByTestId('texto-valor'), 'Aprovar quem estuda com método.')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expectRoute(page, '/admin/textos')
    await visible(page.getByTestId('texto-missao').getByText('Aprovar quem estuda com método.'))

    const visitor = await e2e.open()
    await visit(visitor.page, '/')
    await visible(visitor.page.getByText('Aprovar quem estuda com método.'))

    const admin = await asStaff(ADMIN)
    await visit(admin.page, '/admin/textos/valor_doacao')
    const value = admin.page.getByTestId('texto-valor')
    await value.fill('150')
    await admin.page.getByRole('button', { name: 'Salvar' }).click()
    await visible(admin.page.getByText('Informe um percentual de 0 a 100, como 10 ou 7,5.'))
    await value.fill('15')
    await admin.page.getByRole('button', { name: 'Salvar' }).click()
    await expectRoute(admin.page, '/admin/textos')
    await visit(visitor.page, '/promocao')
    await visible(visitor.page.getByText('15%').first())
  })
})

describe('study material and concepts in the back office', () => {
  it('a Gerente writes a PRO text for the selected subject, edits and deletes it, and describes a concept', async () => {
    const { page } = await asStaff(MANAGER)
    await choose(page, 'selecao-modulo', 'Sargentos', SERGEANT_COURSE)
    await choose(page, 'selecao-disciplina', 'Portu', 'Língua Portuguesa')
    await page.getByRole('link', { name: 'Material' }).first().click()
    const table = page.getByRole('table', { name: 'Material de estudo do curso' })
    await visible(table.getByRole('row').nth(1))

    // A new text starts in the selection's subject; an empty content is refused under the editor.
    await page.getByRole('link', { name: 'Novo material' }).click()
    await expect.poll(() => page.getByTestId('material-disciplina').inputValue()).toBe('Língua Portuguesa')
    await page.getByRole('textbox', { name: 'Título' }).fill('Pontuação: uso da vírgula')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await visible(page.getByText('Escreva o conteúdo do material.'))
    await page.getByTestId('material-conteudo').click()
    await page.keyboard.type('Não se separa o sujeito do verbo por vírgula.')
    await page.getByRole('switch', { name: /Restrito/ }).check({ force: true })
    await screenshot(page, 'admin-content-material-form.png')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expectRoute(page, '/admin/material')
    const row = table.getByRole('row', { name: /Pontuação: uso da vírgula/ })
    await visible(row.getByText('PRO'))
    await screenshot(page, 'admin-content-material-table.png')

    await row.getByRole('link', { name: /Editar/ }).click()
    await page.getByRole('textbox', { name: 'Título' }).fill('Vírgula: sujeito e verbo')
    await page.getByRole('button', { name: 'Salvar' }).click()
    const edited = table.getByRole('row', { name: /Vírgula: sujeito e verbo/ })
    await visible(edited)
    await edited.getByRole('button', { name: /Excluir/ }).click()
    await page.getByRole('button', { name: 'Sim, excluir' }).click()
    await gone(table.getByText('Vírgula: sujeito e verbo'))

    // Concepts of the course's questions, with their counts; a description written here.
    await page.getByRole('link', { name: 'Conceitos' }).first().click()
    const concepts = page.getByRole('table', { name: 'Conceitos' })
    const first = concepts
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: /Editar/ }) })
      .first()
    await visible(first)
    const name = (await first.locator('td').first().innerText()).trim()
    await first.getByRole('link', { name: /Editar/ }).click()
    await expect.poll(() => page.getByRole('textbox', { name: 'Nome' }).inputValue()).toBe(name)
    await retype(page, page.getByTestId('conceito-descricao'), 'Conceito revisado pela equipe.')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expectRoute(page, '/admin/conceitos')
    await visible(concepts.getByText('Conceito revisado pela equipe.'))
    await screenshot(page, 'admin-content-concepts.png')
  })
})
