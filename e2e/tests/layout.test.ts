import { readFileSync } from 'node:fs'
import path from 'node:path'
import { APP_VERSION } from '@gabarito/core'
import { describe, expect, it } from 'vitest'
import { currentRoute, expectRoute, gone, logIn, submitLogin, visible, visit } from '../src/gabarito.ts'
import { ADMIN, artifactPath, setupE2E, WEB_DIST } from '../src/harness.ts'
import { expectScriptsUnderBudget } from '../src/script-budget.ts'

const e2e = setupE2E()
const PHONE = { width: 360, height: 740 }

describe('layout', () => {
  it('shows the top bar, sidebar and footer on the main page', async () => {
    const { page } = await e2e.open()
    await visit(page, '/')
    await visible(page.getByRole('heading', { name: 'Nossos cursos' }))
    await visible(page.getByRole('link', { name: 'Gabarito: página inicial' }))
    await visible(page.getByRole('link', { name: 'Entrar' }))
    await visible(page.getByRole('link', { name: 'Principal' }))
    await visible(page.getByRole('link', { name: 'Promoções' }))
    await visible(page.getByText(`Versão ${APP_VERSION}`))
    expect(APP_VERSION).toBe('2.0.4')
    // Cursos and Sair are for logged-in users only.
    expect(await page.getByRole('link', { name: 'Cursos' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Sair' }).count()).toBe(0)
  })

  it('shows only the header area on login, sign-up, recovery and privacy', async () => {
    const { page } = await e2e.open()
    for (const route of ['/login', '/cadastro', '/recuperar_senha', '/privacidade']) {
      await visit(page, route)
      await visible(page.getByRole('link', { name: 'Gabarito: página inicial' }))
      await visible(page.getByRole('heading', { level: 1 }))
      expect(await page.getByRole('link', { name: 'Principal', exact: true }).count(), route).toBe(0)
      expect(await page.getByText(`Versão ${APP_VERSION}`).count(), route).toBe(0)
    }
  })

  it('sends unknown paths to the main page', async () => {
    const { page } = await e2e.open()
    await visit(page, '/nao/existe')
    await expectRoute(page, '/')
    await visible(page.getByRole('heading', { name: 'Nossos cursos' }))
  })

  it('opens the sidebar with the burger on a phone', async () => {
    const { page } = await e2e.open({ viewport: PHONE })
    await visit(page, '/')
    await visible(page.getByRole('heading', { name: 'Nossos cursos' }))
    const principal = page.getByRole('link', { name: 'Principal', exact: true })
    expect(await principal.isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    await visible(principal)
    await page.getByRole('link', { name: 'Promoções' }).click()
    await expectRoute(page, '/promocao')
    await visible(page.getByRole('heading', { name: 'Promoções' }))
    // Following a link closes the menu again.
    await expect.poll(() => principal.isVisible()).toBe(false)
  })

  it('covers the screen while an API call is in flight', async () => {
    const { page } = await e2e.open()
    await visit(page, '/login')
    await visible(page.getByLabel('CPF'))
    await gone(page.getByTestId('loading-overlay'))
    // The real answer, held back a moment so the overlay can be seen.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/v1/seguranca/auth/login', async (route) => {
      await held
      await route.continue()
    })
    await submitLogin(page, ADMIN.cpf, 'senha-errada')
    await visible(page.getByTestId('loading-overlay'))
    release()
    await visible(page.getByText('CPF ou senha inválidos.'))
    await gone(page.getByTestId('loading-overlay'))
  })

  it('follows the theme kept on the device (tema)', async () => {
    const { page } = await e2e.open()
    await visit(page, '/')
    await visible(page.getByRole('heading', { name: 'Nossos cursos' }))
    const scheme = () => page.evaluate(() => document.documentElement.dataset.mantineColorScheme)
    const barColour = () =>
      page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content)
    expect(await scheme()).toBe('light')
    expect(await barColour()).toBe('#00a65a')
    await page.evaluate(() => window.localStorage.setItem('tema', 'dark'))
    await page.reload()
    await visible(page.getByRole('heading', { name: 'Nossos cursos' }))
    expect(await scheme()).toBe('dark')
    // The browser's bar follows the theme on every screen, not only where the toggle is.
    expect(await barColour()).toBe('#111')
  })

  it('loads the login screen with less than 200 KB of gzipped JavaScript', async () => {
    const { page } = await e2e.open()
    await expectScriptsUnderBudget('login screen', page, async () => {
      await visit(page, '/login')
      await visible(page.getByLabel('CPF'))
      await page.waitForLoadState('networkidle')
    })
  })

  it('serves the built files precompressed', async () => {
    const html = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8')
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(script).toBeTruthy()
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${e2e.server.url}${script}`, { headers: { 'accept-encoding': encoding } })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-encoding')).toBe(encoding)
    }
  })

  it('takes screenshots of the login and profile screens on a phone', async () => {
    const { page } = await e2e.open({ viewport: PHONE })
    await visit(page, '/login')
    await visible(page.getByLabel('CPF'))
    await gone(page.getByTestId('loading-overlay'))
    await page.screenshot({ path: artifactPath('login-360.png'), fullPage: true })

    await logIn(page, ADMIN.cpf, ADMIN.password)
    await expectRoute(page, '/')
    await visit(page, '/profile')
    await visible(page.getByRole('heading', { name: 'Meu perfil' }))
    await visible(page.getByText('Você ainda não possui planos.'))
    await gone(page.getByTestId('loading-overlay'))
    await page.screenshot({ path: artifactPath('profile-360.png'), fullPage: true })

    await page.getByRole('button', { name: 'Abrir menu' }).click()
    await visible(page.getByRole('link', { name: /Meu perfil: ADMIN/ }))
    await page.waitForTimeout(400) // the menu slides in
    await page.screenshot({ path: artifactPath('menu-360.png') })
    expect(currentRoute(page)).toBe('/profile')
  })
})
