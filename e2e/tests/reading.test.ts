import { APP_VERSION, formatDate } from '@gabarito/core'
import type { StudyTextRow } from '@gabarito/core/contract'
import { describe, expect, it } from 'vitest'
import { currentRoute, expectRoute, gone, newUser, signUp, visible, visit } from '../src/gabarito.ts'
import { artifactPath, setupE2E } from '../src/harness.ts'
import { courseWithNewsAndMaterial, serverRows, withCourse } from '../src/reading.ts'
import { DESKTOP, PHONE } from '../src/viewports.ts'

const e2e = setupE2E()

interface NewsItem {
  id: number
  nome: string
  data: string
}

describe('news', () => {
  it('lists the news of the chosen course', async () => {
    const course = await courseWithNewsAndMaterial(e2e)
    const news = (await (
      await fetch(`${e2e.server.url}/api/v1/geral/modulo/${course.id}/noticias`)
    ).json()) as NewsItem[]
    expect(news.length).toBeGreaterThan(0)

    const { page } = await e2e.open()
    await withCourse(page, course)
    await page.getByRole('link', { name: 'Notícias' }).click()
    await expectRoute(page, '/v2/geral/noticias')
    await visible(page.getByRole('heading', { name: 'Notícias', level: 1 }))
    const cards = page.getByTestId('noticia')
    await expect.poll(() => cards.count()).toBe(news.length)
    const first = news[0] as NewsItem
    const card = cards.first()
    await visible(card.getByRole('heading', { name: first.nome }))
    await visible(card.getByText(formatDate(first.data), { exact: true }))
    expect(formatDate(first.data)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)

    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      await page.waitForTimeout(400) // the sidebar slides away on a phone
      await gone(page.getByTestId('loading-overlay'))
      await page.screenshot({ path: artifactPath(`news-${viewport.width}.png`), fullPage: true })
    }
  })
})

describe('load failures', () => {
  it('shows the news and material failure messages', async () => {
    const course = await courseWithNewsAndMaterial(e2e)
    const { page } = await e2e.open()
    await withCourse(page, course)
    const notFound = { status: 404, contentType: 'application/json', body: '{"message":"Não encontrado."}' }
    await page.route(`**/api/v1/geral/modulo/${course.id}/noticias`, (route) => route.fulfill(notFound))
    await page.route(`**/api/v1/geral/resumo/modulo/${course.id}/datatable`, (route) =>
      route.fulfill(notFound),
    )
    await visit(page, '/v2/geral/noticias')
    await visible(page.locator('[data-kind="error"]').getByText('Não foi possivel achar as modulos'))
    await visit(page, '/v2/geral/resumo')
    await visible(page.locator('[data-kind="error"]').getByText('Não foi possivel achar Resumo'))
    await visible(page.locator('[data-kind="error"]').getByText('Erro: Não encontrado.'))
    await visible(page.getByText('Não foi possível carregar os registros.'))
  })
})

describe('study material', () => {
  it('opens a text without the app frame and switches the dark theme', async () => {
    const course = await courseWithNewsAndMaterial(e2e)
    const open = (await serverRows(e2e, course.id, [{ column: 'titulo', dir: 'asc' }])).find(
      (r) => !r.restrito,
    ) as StudyTextRow

    const { page } = await e2e.open({ viewport: PHONE })
    await withCourse(page, course)
    await visit(page, '/v2/geral/resumo')
    await page.getByRole('link', { name: `Ver ${open.titulo}` }).click()
    await expectRoute(page, `/v2/geral/resumo/${open.id}`)
    await visible(page.getByRole('heading', { name: open.titulo, level: 1 }))
    await visible(page.getByTestId('conteudo-do-resumo'))
    expect(((await page.getByTestId('conteudo-do-resumo').textContent()) ?? '').length).toBeGreaterThan(100)
    // Header, sidebar and footer are hidden.
    expect(await page.getByRole('link', { name: 'Gabarito: página inicial' }).count()).toBe(0)
    expect(await page.getByRole('link', { name: 'Principal', exact: true }).count()).toBe(0)
    expect(await page.getByText(`Versão ${APP_VERSION}`).count()).toBe(0)

    const themeColor = () =>
      page.evaluate(() => document.querySelector('meta[name="theme-color"]')?.getAttribute('content'))
    const scheme = () => page.evaluate(() => document.documentElement.dataset.mantineColorScheme)
    expect(await themeColor()).toBe('#00a65a')
    const dark = page.getByLabel('Tema escuro')
    expect(await dark.isChecked()).toBe(false)
    await dark.check()
    await expect.poll(themeColor).toBe('#111')
    expect(await scheme()).toBe('dark')
    expect(await page.evaluate(() => window.localStorage.getItem('tema'))).toBe('dark')
    await gone(page.getByTestId('loading-overlay'))
    await page.screenshot({ path: artifactPath('study-text-dark-360.png'), fullPage: true })

    // The theme stays after a reload.
    await page.reload()
    await visible(page.getByRole('heading', { name: open.titulo, level: 1 }))
    expect(await page.getByLabel('Tema escuro').isChecked()).toBe(true)
    await expect.poll(themeColor).toBe('#111')
    await page.getByLabel('Tema escuro').uncheck()
    await expect.poll(themeColor).toBe('#00a65a')
    expect(await scheme()).toBe('light')
    await page.setViewportSize(DESKTOP)
    await page.screenshot({ path: artifactPath('study-text-1280.png'), fullPage: true })

    await page.getByRole('link', { name: 'Voltar', exact: true }).click()
    await expectRoute(page, '/v2/geral/resumo')
    await visible(page.getByRole('table', { name: 'Material de estudo' }))
  })

  it('shows the PRO panel for a restricted text to a student without a plan', async () => {
    const course = await courseWithNewsAndMaterial(e2e)
    const restricted = (await serverRows(e2e, course.id, [{ column: 'titulo', dir: 'asc' }])).find(
      (r) => r.restrito,
    ) as StudyTextRow
    const student = newUser()
    const { page } = await e2e.open()
    await signUp(page, student)
    await withCourse(page, course, { cpf: student.cpf, password: student.password })

    await visit(page, '/v2/geral/resumo')
    await page.getByRole('link', { name: `Ver ${restricted.titulo}` }).click()
    await expectRoute(page, `/v2/geral/resumo/${restricted.id}`)
    const panel = page.getByTestId('conteudo-pro')
    await visible(panel.getByRole('heading', { name: 'Conteúdo PRO' }))
    await visible(panel.getByText(/exclusivo/))
    expect(await page.getByTestId('conteudo-do-resumo').count()).toBe(0)
    await gone(page.getByTestId('loading-overlay'))
    await page.screenshot({ path: artifactPath('study-text-pro-1280.png'), fullPage: true })

    await panel.getByRole('button', { name: 'Assinar o curso' }).click()
    await expect.poll(() => ['/v2/geral/pagamento', '/'].includes(currentRoute(page))).toBe(true)
    const kept = await page.evaluate(() => window.localStorage.getItem('curso_compra'))
    expect(JSON.parse(kept ?? 'null')).toEqual({ id: course.id, nome: course.nome })
  })

  it('says so when a text does not exist', async () => {
    const course = await courseWithNewsAndMaterial(e2e)
    const { page } = await e2e.open()
    await withCourse(page, course)
    await visit(page, '/v2/geral/resumo/999999')
    await visible(page.getByRole('alert').filter({ hasText: 'Não foi possivel achar o Resumo' }))
  })
})
