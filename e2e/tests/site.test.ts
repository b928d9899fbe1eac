import { describe, expect, it } from 'vitest'
import { expectRoute, gone, visible, visit } from '../src/gabarito.ts'
import { setupE2E } from '../src/harness.ts'

const e2e = setupE2E()

async function serverPage(key: 'termo_de_uso' | 'privacidade') {
  const response = await fetch(`${e2e.server.url}/site/api/${key}`)
  return (await response.json()) as { titulo: string; conteudo: string }
}

/** The main heading a reader sees: the text's own <h1> when it has one, otherwise the page title. */
function mainHeading(page: { titulo: string; conteudo: string }): string {
  const own = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(page.conteudo)?.[1]
  return own
    ? own
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim()
    : page.titulo
}

describe('site texts', () => {
  it('opens the terms of use in a modal from the login screen', async () => {
    const terms = await serverPage('termo_de_uso')
    const { page } = await e2e.open()
    await visit(page, '/login')
    await page.getByRole('button', { name: 'Termos de uso' }).click()
    const dialog = page.getByRole('dialog', { name: 'Termos de uso' })
    await visible(dialog)
    await visible(dialog.getByTestId('termos-de-uso'))
    const shown = (await dialog.getByTestId('termos-de-uso').textContent()) ?? ''
    const firstWords = terms.conteudo
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40)
    expect(shown.replace(/\s+/g, ' ')).toContain(firstWords)
    await page.keyboard.press('Escape')
    await gone(dialog)
  })

  it('shows the terms of use page', async () => {
    const terms = await serverPage('termo_de_uso')
    const { page } = await e2e.open()
    await visit(page, '/termo_de_uso')
    const heading = page.getByRole('heading', { level: 1 })
    await visible(heading)
    expect(await heading.count()).toBe(1)
    expect(((await heading.textContent()) ?? '').trim()).toBe(mainHeading(terms))
  })

  it('shows the privacy policy with a way back to the main page', async () => {
    const policy = await serverPage('privacidade')
    const { page } = await e2e.open()
    await visit(page, '/privacidade')
    const heading = page.getByRole('heading', { level: 1 })
    await visible(heading)
    expect(await heading.count()).toBe(1)
    expect(((await heading.textContent()) ?? '').trim()).toBe(mainHeading(policy))
    await page.getByRole('link', { name: 'Voltar para a página principal' }).click()
    await expectRoute(page, '/')
  })

  it('shows the cancellation and promotions pages', async () => {
    const { page } = await e2e.open()
    await visit(page, '/cancelamento')
    await visible(page.getByRole('heading', { name: 'Termos de cancelamento' }))
    await visit(page, '/promocao')
    await visible(page.getByRole('heading', { name: 'Promoções' }))
  })
})
