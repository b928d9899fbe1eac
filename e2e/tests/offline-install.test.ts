import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { gone, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { setupE2E, WEB_DIST } from '../src/harness.ts'
import { OFFLINE_ERRORS } from '../src/offline.ts'
import { createStudent, forgiveConsoleErrors, logInWithCourse } from '../src/practice.ts'

// Issue 33: the app is installable (Chromium's own installability check, the one Lighthouse's audit reads), opens
// offline after one visit, keeps the staff area out of the students' precache and asks before updating itself.
// The file's server serves a copy of the build: the update test releases a new service worker in it.
const dist = mkdtempSync(path.join(os.tmpdir(), 'gabarito-pwa-'))
cpSync(WEB_DIST, dist, { recursive: true })
const e2e = setupE2E({ env: { WEB_DIST: dist } })
afterAll(() => rmSync(dist, { recursive: true, force: true }))

interface Manifest {
  name: string
  short_name: string
  description: string
  lang: string
  start_url: string
  display: string
  theme_color: string
  background_color: string
  icons: { src: string; sizes: string; type: string; purpose: string }[]
}

describe('the installable app', () => {
  it('has a manifest with its icons and a service worker that precaches the app but not the staff area', async () => {
    const { page, context } = await e2e.open({ serviceWorkers: 'allow' })
    await visit(page, '/login')
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).toBe('/manifest.webmanifest')
    const manifest = await page.evaluate(
      async (url) => (await fetch(url)).json() as Promise<Manifest>,
      href ?? '',
    )
    expect(manifest).toMatchObject({
      short_name: 'Gabarito',
      lang: 'pt-BR',
      start_url: '/',
      display: 'standalone',
      theme_color: '#00a65a',
      background_color: '#ffffff',
    })
    expect(manifest.name).toMatch(/^Gabarito/)
    expect(manifest.description).toContain('concursos públicos e militares')
    const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)
    expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))
    for (const icon of manifest.icons) {
      const loaded = await page.evaluate(async (src) => {
        const response = await fetch(src)
        const bitmap = await createImageBitmap(await response.blob())
        return `${response.headers.get('content-type')} ${bitmap.width}x${bitmap.height}`
      }, icon.src)
      expect(loaded).toBe(`image/png ${icon.sizes}`)
    }

    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      const script = await fetch('/sw.js')
      return {
        script: registration.active?.scriptURL,
        scope: registration.scope,
        cacheControl: script.headers.get('cache-control'),
      }
    })
    expect(worker).toEqual({
      script: `${e2e.server.url}/sw.js`,
      scope: `${e2e.server.url}/`,
      cacheControl: 'no-cache',
    })
    // Chromium's installability check (what Lighthouse's installable-manifest audit reports): no error.
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    // 'in-incognito' is the test browser's own (every test context is one), not the app's.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([])

    // The precache: the app shell and the students' route chunks, not the staff area.
    const precached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.includes('precache'))
      const cache = await caches.open(name ?? '')
      return (await cache.keys()).map((request) => new URL(request.url).pathname)
    })
    expect(precached).toContain('/index.html')
    expect(precached.some((path) => /^\/assets\/subject-practice-page-[\w-]+\.js$/.test(path))).toBe(true)
    expect(precached.some((path) => /^\/assets\/login-page-[\w-]+\.js$/.test(path))).toBe(true)
    expect(precached.filter((path) => path.includes('admin'))).toEqual([])

    // Opened again without a connection: the login screen comes from the precache.
    await context.setOffline(true)
    await page.reload()
    await visible(page.getByRole('button', { name: 'Entrar' }))
    await context.setOffline(false)
  })

  it('says "Nova versão disponível — atualizar" when a new version is installed, and updates on the click', async () => {
    const { page } = await e2e.open({ serviceWorkers: 'allow' })
    await visit(page, '/login')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    // A later visit, under the worker's control.
    await page.reload()
    await visible(page.getByRole('button', { name: 'Entrar' }))
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    // A new release: the same worker with one comment more (and no stale precompressed copies of it).
    appendFileSync(path.join(dist, 'sw.js'), '\n// nova versão\n')
    rmSync(path.join(dist, 'sw.js.gz'))
    rmSync(path.join(dist, 'sw.js.br'))
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update()
    })
    const prompt = page.getByTestId('nova-versao')
    await visible(prompt)
    expect(await prompt.textContent()).toBe('Nova versão disponível — atualizar')
    const reloaded = page.waitForEvent('load')
    await prompt.getByRole('button', { name: 'atualizar' }).click()
    await reloaded
    await visible(page.getByRole('button', { name: 'Entrar' }))
    await gone(prompt)
    const waiting = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
    )
    expect(waiting).toBeNull()
  })

  it('keeps a study text the student opened readable offline, with the app', async () => {
    const student = await createStudent(e2e.server.url)
    const entry = await e2e.open({ serviceWorkers: 'allow' })
    const { page, context } = entry
    await logInWithCourse(page, student, SERGEANT_COURSE)
    await visit(page, '/v2/geral/resumo')
    const table = page.getByRole('table', { name: 'Material de estudo' })
    await table.getByRole('row').nth(1).getByRole('link').first().click()
    const heading = page.locator('#titulo-do-resumo')
    await visible(heading)
    const title = await heading.textContent()
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })

    await context.setOffline(true)
    await page.reload()
    await visible(heading)
    expect(await heading.textContent()).toBe(title)
    forgiveConsoleErrors(entry, OFFLINE_ERRORS)
  })
})
