import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectRoute, gone, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { artifactPath, setupE2E } from '../src/harness.ts'
import { callApi, questionHeading } from '../src/practice.ts'
import { confirmWith, course, createSummaryByApi, logInWithCourse, row, student } from '../src/summaries.ts'
import { PHONE } from '../src/viewports.ts'

const e2e = setupE2E()

/** A 1 × 1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

/** Writes a heading, a list and bold text with the editor's toolbar, as a student does. */
async function writeContent(page: Page) {
  const editor = page.getByTestId('editor-conteudo')
  await editor.click()
  await page.getByRole('button', { name: 'Título 2' }).click()
  await page.keyboard.type('Regras de crase')
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: 'Lista com marcadores' }).click()
  await page.keyboard.type('Antes de palavra feminina')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Nas locuções adverbiais')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: 'Negrito' }).click()
  await page.keyboard.type('Atenção à regência')
  await page.keyboard.press('Enter')
  // An image goes to our media store; the editor shows it from there.
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Inserir imagem' }).click()
  await (await chooser).setFiles({
    name: 'mapa.png',
    mimeType: 'image/png',
    buffer: Buffer.from(PNG, 'base64'),
  })
  await visible(page.getByTestId('editor-conteudo').locator('img[src^="/media/"]'))
}

describe('personal summaries', () => {
  it('creates, shares, unshares, deactivates and deletes a summary with the confirmations', async () => {
    const [ana, joao] = [await student(e2e), await student(e2e)]
    const chosen = await course(e2e, ana, SERGEANT_COURSE)
    const { page, apiCalls } = await e2e.open()
    await logInWithCourse(page, ana, chosen)

    await page.getByRole('link', { name: 'Meus Resumos' }).click()
    await expectRoute(page, '/v2/geral/arquivo')
    await visible(page.getByTestId('limite-resumos').getByText(/Você ainda pode cadastrar 10\./))
    await page.getByRole('link', { name: 'Cadastrar' }).click()
    await expectRoute(page, '/v2/geral/arquivo/create')
    await page.getByRole('textbox', { name: 'Título' }).fill('Crase para a prova')
    await writeContent(page)

    // A closed tab loses nothing: the draft comes back from the device.
    await page.waitForTimeout(600)
    await page.reload()
    await visible(page.getByTestId('rascunho-restaurado'))
    expect(await page.getByRole('textbox', { name: 'Título' }).inputValue()).toBe('Crase para a prova')
    await visible(page.getByTestId('editor-conteudo').getByRole('heading', { name: 'Regras de crase' }))

    await page.getByRole('button', { name: 'Salvar' }).click()
    await visible(page.getByText('Resumo salvo.'))
    await expect.poll(() => page.url()).toMatch(/#\/v2\/geral\/arquivo\/show\/\d+$/)
    const summaryId = Number(page.url().split('/').pop())
    const shown = page.getByTestId('conteudo-resumo')
    await visible(shown.getByRole('heading', { level: 2, name: 'Regras de crase' }))
    await visible(shown.getByRole('listitem').filter({ hasText: 'Nas locuções adverbiais' }))
    await visible(shown.locator('strong', { hasText: 'Atenção à regência' }))
    await visible(shown.locator('img[src^="/media/"]'))
    await visible(page.getByRole('link', { name: 'Editar' }))
    // The PDF link carries the session as ?token= and answers a PDF.
    const pdfHref = (await page
      .getByRole('link', { name: 'PDF', exact: true })
      .getAttribute('href')) as string
    expect(pdfHref).toMatch(new RegExp(`^/api/v1/geral/arquivo_usuario/${summaryId}/pdf\\?token=`))
    const pdf = await fetch(`${e2e.server.url}${pdfHref}`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')

    // Share: the CPF is checked before anything is sent; then the server's refusals and the success text.
    await visit(page, `/v2/geral/arquivo/compartilhados/${summaryId}`)
    await page.getByRole('button', { name: 'Compartilhar' }).click()
    const modal = page.getByRole('dialog')
    await modal.getByRole('button', { name: 'Compartilhar' }).click()
    await visible(modal.getByText('Informe o CPF.'))
    await modal.getByLabel('CPF').fill('123.456')
    await modal.getByRole('button', { name: 'Compartilhar' }).click()
    await visible(modal.getByText('Informe o CPF só com números.'))
    expect(apiCalls.filter((c) => c.includes('/adicionar/usuario'))).toEqual([])
    await modal.getByLabel('CPF').fill(ana.cpf)
    await modal.getByRole('button', { name: 'Compartilhar' }).click()
    await visible(modal.getByText('Este resumo já é seu: informe o CPF de outro aluno.'))
    await modal.getByLabel('CPF').fill(joao.cpf)
    await modal.getByRole('button', { name: 'Compartilhar' }).click()
    await visible(page.getByText('compartilhamento realizado com successo.', { exact: true }))
    const formatted = `${joao.cpf.slice(0, 3)}.${joao.cpf.slice(3, 6)}.${joao.cpf.slice(6, 9)}-${joao.cpf.slice(9)}`
    // The row names the student by first name and initial only (issue 25), beside the CPF typed.
    const shareRow = row(page, formatted)
    const [first, second] = joao.nome.split(' ')
    const shortName = `${first} ${second?.[0]}.`
    await visible(shareRow.getByText(shortName, { exact: true }))
    expect(await shareRow.getByText(joao.nome).count()).toBe(0)

    // The friend sees it with its creator's name, reads it and cannot edit it.
    const friend = await e2e.open()
    await logInWithCourse(friend.page, joao, chosen)
    await visit(friend.page, '/v2/geral/arquivo')
    const shared = row(friend.page, 'Crase para a prova')
    await visible(shared.getByText(ana.nome))
    expect(await shared.getByRole('link', { name: /^Editar/ }).count()).toBe(0)
    expect(await shared.getByRole('button', { name: /^Excluir/ }).count()).toBe(0)
    await shared.getByRole('link', { name: 'Ver Crase para a prova' }).click()
    await visible(friend.page.getByTestId('criador').getByText(`Criador: ${ana.nome}`, { exact: false }))
    await visible(
      friend.page.getByTestId('conteudo-resumo').getByRole('heading', { name: 'Regras de crase' }),
    )
    expect(await friend.page.getByRole('link', { name: 'Editar' }).count()).toBe(0)
    await visit(friend.page, `/v2/geral/arquivo/edit/${summaryId}`)
    await visible(friend.page.getByText('Só o criador pode editar este resumo.'))

    // Unshare, with its confirmation: the friend no longer has it.
    await shareRow.getByRole('button', { name: `Remover ${shortName}` }).click()
    await confirmWith(page, 'Confirma o Descompartilhamento ', 'Compartilhamento removido.')
    await gone(shareRow)
    await visit(friend.page, '/v2/geral/arquivo')
    await visible(friend.page.getByText('Nenhum resumo ainda. Cadastre o primeiro.'))

    // Deactivate, then delete, each confirmed; the list refreshes.
    await visit(page, '/v2/geral/arquivo')
    await row(page, 'Crase para a prova')
      .getByRole('button', { name: 'Desativar Crase para a prova' })
      .click()
    await confirmWith(page, 'Confirma a Desativação ', 'desativação realizada com sucesso!!')
    await visible(row(page, 'Crase para a prova').getByText('Desativado'))
    await row(page, 'Crase para a prova').getByRole('button', { name: 'Excluir Crase para a prova' }).click()
    await confirmWith(page, 'Confirma a Exclusão ', 'Exclusao realizada com sucesso!!')
    await gone(row(page, 'Crase para a prova'))
    await visible(page.getByTestId('limite-resumos').getByText(/Você ainda pode cadastrar 10\./))
  })

  it('never runs a stored <img onerror> payload, whether the server or the page removes it', async () => {
    const ana = await student(e2e)
    const chosen = await course(e2e, ana, SERGEANT_COURSE)
    const payload = '<p>Texto seguro</p><img src=x onerror="document.title=\'XSS\';alert(1)">'
    const viaApi = await createSummaryByApi(e2e, ana, chosen.id, 'Payload pela API', payload)
    expect(viaApi.descricao).toBe('<p>Texto seguro</p>')
    // A row written before the sanitizer existed (straight into the database): the page must clean it itself.
    const raw = await createSummaryByApi(e2e, ana, chosen.id, 'Payload antigo', '<p>x</p>')
    await e2e.withDatabase((db) =>
      db.query('update summary_files set content_html = $1 where id = $2', [payload, raw.id]),
    )
    const { page } = await e2e.open({ viewport: PHONE })
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await logInWithCourse(page, ana, chosen)
    for (const id of [viaApi.id, raw.id]) {
      await visit(page, `/v2/geral/arquivo/show/${id}`)
      await visible(page.getByTestId('conteudo-resumo').getByText(/Texto seguro|^x$/))
      await page.waitForTimeout(300)
      expect(await page.getByTestId('conteudo-resumo').locator('img').count()).toBe(0)
    }
    expect(dialogs).toEqual([])
    expect(await page.title()).not.toBe('XSS')
    await page.screenshot({ path: artifactPath('summary-show-360.png'), fullPage: true })
  })

  it('fits a phone: the list, the editor and the shares', async () => {
    const ana = await student(e2e)
    const chosen = await course(e2e, ana, SERGEANT_COURSE)
    const summary = await createSummaryByApi(
      e2e,
      ana,
      chosen.id,
      'Concordância verbal',
      '<h2>Sujeito composto</h2><ul><li><p>Antes do verbo: plural</p></li></ul><p><strong>Atenção</strong></p>',
    )
    const { page } = await e2e.open({ viewport: PHONE })
    await logInWithCourse(page, ana, chosen)
    await visit(page, '/v2/geral/arquivo')
    await visible(row(page, 'Concordância verbal'))
    await visible(page.getByTestId('limite-resumos').getByText(/Você ainda pode cadastrar 9\./))
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(await overflow()).toBeLessThanOrEqual(0)
    await page.screenshot({ path: artifactPath('summaries-list-360.png'), fullPage: true })
    await visit(page, `/v2/geral/arquivo/edit/${summary.id}`)
    await visible(page.getByTestId('editor-conteudo').getByRole('heading', { name: 'Sujeito composto' }))
    await page.screenshot({ path: artifactPath('summary-editor-360.png'), fullPage: true })
    await visit(page, `/v2/geral/arquivo/compartilhados/${summary.id}`)
    await visible(page.getByText('Este resumo ainda não foi compartilhado.'))
    await page.screenshot({ path: artifactPath('summary-shares-360.png'), fullPage: true })
  })

  it('saves an answered practice question into a new summary, then into the same one', async () => {
    const ana = await student(e2e)
    const chosen = await course(e2e, ana, SERGEANT_COURSE)
    const { page } = await e2e.open()
    await logInWithCourse(page, ana, chosen)
    await visit(page, '/v2/geral/perguntas')
    for (const round of [1, 2]) {
      await visible(questionHeading(page))
      await page.keyboard.press('1')
      await page.keyboard.press('Enter')
      await visible(page.getByTestId('resultado'))
      await page.getByRole('button', { name: 'Salvar no meu resumo' }).click()
      const dialog = page.getByRole('dialog', { name: 'Salvar no meu resumo' })
      const picker = dialog.getByRole('combobox', { name: 'Resumo' })
      await expect.poll(() => picker.isEnabled()).toBe(true)
      // The first time there is none: a new one; the second time the new one comes first.
      expect(await picker.locator('option:checked').innerText()).toBe(
        round === 1 ? 'Novo resumo' : 'Questões salvas',
      )
      await dialog.getByRole('button', { name: 'Salvar' }).click()
      await visible(page.getByText('Questão salva no resumo "Questões salvas".'))
      await gone(dialog)
      await page.getByRole('button', { name: /Pr[óo]xima Pergunta/i }).click()
    }
    const { body } = await callApi<{ data: { id: number }[] }>(
      e2e.server.url,
      'GET',
      `/api/v1/geral/arquivo_usuario/datatable?modulo_id=${chosen.id}`,
      ana.token,
    )
    expect(body.data).toHaveLength(1)
    const saved = await callApi<{ descricao: string }>(
      e2e.server.url,
      'GET',
      `/api/v1/geral/arquivo_usuario/${body.data[0]?.id}`,
      ana.token,
    )
    expect(saved.body.descricao.match(/<h3>Questão \d+<\/h3>/g)).toHaveLength(2)
    expect(saved.body.descricao).toContain('<strong>Resposta certa: ')
  })
})
