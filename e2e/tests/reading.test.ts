import { APP_VERSION, formatDate } from '@gabarito/core'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  apiToken,
  currentRoute,
  expectRoute,
  gone,
  logIn,
  newUser,
  signUp,
  visible,
  visit,
} from '../src/gabarito.ts'
import { ADMIN, artifactPath, setupE2E } from '../src/harness.ts'

const e2e = setupE2E()
const PHONE = { width: 360, height: 740 }
const DESKTOP = { width: 1280, height: 800 }

interface Course {
  id: number
  nome: string
  has_noticia: boolean
  has_material: boolean
}

interface NewsItem {
  id: number
  nome: string
  data: string
}

interface Row {
  id: number
  titulo: string
  restrito: boolean
  acessos: number
  disciplina: { nome: string }
  assunto: { nome: string } | null
}

const COLUMNS = ['titulo', 'disciplina.nome', 'assunto.nome', 'acessos', 'action']

async function courseWithNewsAndMaterial(): Promise<Course> {
  const response = await fetch(`${e2e.server.url}/api/v1/geral/modulo`)
  const courses = (await response.json()) as Course[]
  const course = courses.find((c) => c.has_noticia && c.has_material)
  if (!course) throw new Error('the demo content should hold a course with news and material')
  return course
}

/** The study-material rows as the server orders them (to compare with what the table shows). */
async function serverRows(
  courseId: number,
  order: { column: string; dir: 'asc' | 'desc' }[],
  search = '',
): Promise<Row[]> {
  const token = await apiToken(e2e.server.url, ADMIN.cpf, ADMIN.password)
  const response = await fetch(`${e2e.server.url}/api/v1/geral/resumo/modulo/${courseId}/datatable`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      draw: 1,
      start: 0,
      length: -1,
      search: { value: search },
      order: order.map((o) => ({ column: COLUMNS.indexOf(o.column), dir: o.dir })),
      columns: COLUMNS.map((data) => ({ data })),
    }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: Row[] }).data
}

/** Logs in as the Admin and chooses the course on /v2/geral/modulos, as a user does. */
async function withCourse(
  page: Page,
  course: Course,
  credentials: { cpf: string; password: string } = ADMIN,
) {
  await logIn(page, credentials.cpf, credentials.password)
  await expectRoute(page, '/')
  await visit(page, '/v2/geral/modulos')
  await page.getByRole('button', { name: `Selecionar ${course.nome}` }).click()
  await visible(page.getByRole('button', { name: `Desmarcar ${course.nome}` }))
}

const rows = (page: Page) => page.getByTestId('linha')

async function shownTitles(page: Page): Promise<string[]> {
  const texts = await rows(page).locator('td:first-child').allInnerTexts()
  return texts.map((text) => text.replace(/\s*PRO\s*$/, '').trim())
}

describe('news', () => {
  it('lists the news of the chosen course', async () => {
    const course = await courseWithNewsAndMaterial()
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
    const course = await courseWithNewsAndMaterial()
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
  it('pages, searches and sorts the table and changes the page size', async () => {
    const course = await courseWithNewsAndMaterial()
    const byDefault = await serverRows(course.id, [
      { column: 'acessos', dir: 'desc' },
      { column: 'titulo', dir: 'asc' },
    ])
    expect(byDefault.length).toBeGreaterThan(12)
    const total = byDefault.length

    const { page } = await e2e.open()
    await withCourse(page, course)
    await page.getByRole('link', { name: 'Material' }).click()
    await expectRoute(page, '/v2/geral/resumo')
    const table = page.getByRole('table', { name: 'Material de estudo' })
    await visible(table)
    for (const header of ['Título', 'Disciplina', 'Assunto', 'Ações']) {
      await visible(table.getByRole('columnheader', { name: header }))
    }
    // The access count is sent for sorting but not shown.
    expect(await table.getByRole('columnheader', { name: 'Acessos' }).count()).toBe(0)

    // First page of 12, in the default order (most read, then title).
    await expect.poll(() => rows(page).count()).toBe(12)
    expect(await shownTitles(page)).toEqual(byDefault.slice(0, 12).map((r) => r.titulo))
    await visible(page.getByText(`Mostrando 1 a 12 de ${total} registros`))
    // Restricted texts carry a PRO badge.
    const restricted = byDefault.slice(0, 12).find((r) => r.restrito) as Row
    expect(restricted).toBeTruthy()
    await visible(rows(page).filter({ hasText: restricted.titulo }).getByText('PRO', { exact: true }))

    await page.getByRole('button', { name: 'Página 2' }).click()
    await expect.poll(() => rows(page).count()).toBe(total - 12)
    expect(await shownTitles(page)).toEqual(byDefault.slice(12).map((r) => r.titulo))
    await visible(page.getByText(`Mostrando 13 a ${total} de ${total} registros`))

    // A larger page size shows every row on one page.
    await page.getByLabel('Itens por página').selectOption('15')
    await expect.poll(() => rows(page).count()).toBe(Math.min(15, total))
    expect(await page.getByRole('button', { name: 'Página 2' }).count()).toBe(total > 15 ? 1 : 0)
    await page.getByLabel('Itens por página').selectOption({ label: 'Todos' })
    await expect.poll(() => rows(page).count()).toBe(total)
    const sizes = await page.getByLabel('Itens por página').locator('option').allInnerTexts()
    expect(sizes).toEqual(['12', '15', '20', '40', '50', '70', '100', '150', 'Todos'])

    // Search (title, subject or topic).
    const wanted = byDefault.find((r) => r.titulo.startsWith('Crase')) ?? (byDefault[0] as Row)
    const term = wanted.titulo.split(':')[0]?.toLowerCase() as string
    const found = await serverRows(course.id, [{ column: 'titulo', dir: 'asc' }], term)
    await page.getByLabel('Pesquisar').fill(term)
    await expect.poll(() => rows(page).count()).toBe(found.length)
    await visible(rows(page).filter({ hasText: wanted.titulo }))
    await visible(page.getByText(`(filtrados de ${total} no total)`))
    const subject = wanted.disciplina.nome
    await page.getByLabel('Pesquisar').fill(subject)
    const bySubject = await serverRows(course.id, [{ column: 'titulo', dir: 'asc' }], subject)
    await expect.poll(() => rows(page).count()).toBe(bySubject.length)
    await page.getByLabel('Pesquisar').fill('nada-com-este-nome')
    await visible(page.getByText('Nenhum material encontrado.'))
    await page.getByLabel('Pesquisar').fill('')
    await expect.poll(() => rows(page).count()).toBe(total)

    // Sorting by the headers: title ascending, then descending.
    const byTitle = await serverRows(course.id, [{ column: 'titulo', dir: 'asc' }])
    await table.getByRole('button', { name: /^Título: ordenar/ }).click()
    await expect.poll(() => shownTitles(page)).toEqual(byTitle.map((r) => r.titulo))
    expect(await table.getByRole('columnheader', { name: /Título/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    )
    await table.getByRole('button', { name: /^Título: ordenar/ }).click()
    await expect.poll(() => shownTitles(page)).toEqual([...byTitle].reverse().map((r) => r.titulo))
    expect(await table.getByRole('columnheader', { name: /Título/ }).getAttribute('aria-sort')).toBe(
      'descending',
    )
    const bySubjectDesc = await serverRows(course.id, [{ column: 'disciplina.nome', dir: 'asc' }])
    await table.getByRole('button', { name: /^Disciplina: ordenar/ }).click()
    await expect
      .poll(async () => (await rows(page).locator('td:nth-child(2)').allInnerTexts()).map((t) => t.trim()))
      .toEqual(bySubjectDesc.map((r) => r.disciplina.nome))

    // On a phone the headers give way to an "Ordenar por" picker.
    await page.setViewportSize(PHONE)
    const sortPicker = page.getByLabel('Ordenar por')
    await visible(sortPicker)
    await sortPicker.selectOption({ label: 'Título (decrescente)' })
    await expect.poll(() => shownTitles(page)).toEqual([...byTitle].reverse().map((r) => r.titulo))
    await sortPicker.selectOption({ label: 'Padrão' })
    await expect.poll(() => shownTitles(page)).toEqual(byDefault.map((r) => r.titulo))

    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      await page.waitForTimeout(400) // the sidebar slides away on a phone
      await page.getByLabel('Itens por página').selectOption('12')
      await expect.poll(() => rows(page).count()).toBe(12)
      await gone(page.getByTestId('loading-overlay'))
      await page.screenshot({ path: artifactPath(`material-${viewport.width}.png`), fullPage: true })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      )
    }
  })

  it('opens a text without the app frame and switches the dark theme', async () => {
    const course = await courseWithNewsAndMaterial()
    const open = (await serverRows(course.id, [{ column: 'titulo', dir: 'asc' }])).find(
      (r) => !r.restrito,
    ) as Row

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
    const course = await courseWithNewsAndMaterial()
    const restricted = (await serverRows(course.id, [{ column: 'titulo', dir: 'asc' }])).find(
      (r) => r.restrito,
    ) as Row
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
    const course = await courseWithNewsAndMaterial()
    const { page } = await e2e.open()
    await withCourse(page, course)
    await visit(page, '/v2/geral/resumo/999999')
    await visible(page.getByRole('alert').filter({ hasText: 'Não foi possivel achar o Resumo' }))
  })
})

describe('site texts', () => {
  it('shows the promotions with the donation discount and the payment options', async () => {
    const settings = (await (await fetch(`${e2e.server.url}/site/api/configuracao`)).json()) as Record<
      string,
      string
    >
    const { page } = await e2e.open({ viewport: PHONE })
    await visit(page, '/promocao')
    await visible(page.getByRole('heading', { name: 'Promoções', level: 1 }))
    await visible(page.getByTestId('desconto-doacao').getByText(`${settings.valor_doacao}%`, { exact: true }))
    const headings = [...(settings.promocao ?? '').matchAll(/<h3>([^<]+)<\/h3>/g)].map((m) => m[1] as string)
    expect(headings.length).toBeGreaterThan(1)
    for (const heading of headings) {
      await visible(page.getByTestId('promocao').getByRole('heading', { name: heading }))
    }
    expect(await page.getByTestId('promocao').count()).toBe(headings.length)
    await visible(page.getByText('R$ 1.000,00'))
    await visible(page.getByRole('heading', { name: 'Formas de pagamento' }))
    await visible(page.getByText('PicPay online'))
    await gone(page.getByTestId('loading-overlay'))
    await page.screenshot({ path: artifactPath('promocao-360.png'), fullPage: true })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })

  it('shows the promotions without the discount when its value cannot be loaded', async () => {
    const { page } = await e2e.open()
    // The donation value (asked with POST) fails; the rest of the page loads.
    await page.route('**/site/api/configuracao', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 404,
            contentType: 'application/json',
            body: '{"message":"Não encontrado."}',
          })
        : route.continue(),
    )
    await visit(page, '/promocao')
    await visible(page.getByTestId('promocao'))
    expect(await page.getByTestId('desconto-doacao').count()).toBe(0)
    // Silent: no error toast.
    expect(await page.locator('[data-kind="error"]').count()).toBe(0)
  })

  it('shows the cancellation terms', async () => {
    const settings = (await (await fetch(`${e2e.server.url}/site/api/configuracao`)).json()) as Record<
      string,
      string
    >
    const { page } = await e2e.open()
    await visit(page, '/cancelamento')
    await visible(page.getByRole('heading', { name: 'Termos de cancelamento', level: 1 }))
    const text = page.getByTestId('termos-de-cancelamento')
    await visible(text)
    const firstWords = (settings.cancelamento ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40)
    expect(((await text.textContent()) ?? '').replace(/\s+/g, ' ')).toContain(firstWords)
    await page.screenshot({ path: artifactPath('cancelamento-1280.png'), fullPage: true })
  })

  it('shows the failure message when the cancellation terms cannot be loaded', async () => {
    const { page } = await e2e.open()
    await page.route('**/site/api/configuracao', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Não encontrado."}' }),
    )
    await visit(page, '/cancelamento')
    await visible(page.getByRole('alert').filter({ hasText: 'Não foi possivel achar o termo de uso' }))
  })
})
