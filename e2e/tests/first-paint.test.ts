import type { BrowserContext, Page, Route } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiToken, type NewUser, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { STEP_TIMEOUT_MS, setupE2E } from '../src/harness.ts'
import { cumulativeShift, recordLayoutShifts, throttleCpu } from '../src/layout-shifts.ts'
import { grantCoursePlan } from '../src/plans.ts'
import { courseNamed, createStudent, questionHeading } from '../src/practice.ts'
import { DESKTOP, PHONE } from '../src/viewports.ts'

const e2e = setupE2E()

/** Decision 0041: sections keep their place as data arrives (CLS under 0.05, Lighthouse's "good" is 0.1). */
const MAX_SHIFT = 0.05
/** A mid-range phone runs the page about this much slower than the test machine (Lighthouse's mobile preset). */
const CPU_SLOWDOWN = 4

const VIEWPORTS = [
  ['phone', PHONE],
  ['lighthouse', { width: 412, height: 823 }],
  ['desktop', DESKTOP],
] as const

let student: NewUser
let session: { token: string; course: string }
/** A student with the course's plan: the reports hub with its proficiency card (issue 47, item 9). */
let planned: { token: string; course: string }

beforeAll(async () => {
  student = await createStudent(e2e.server.url)
  const token = await apiToken(e2e.server.url, student.cpf, student.password)
  const course = await courseNamed(e2e.server.url, token, SERGEANT_COURSE)
  session = { token, course: JSON.stringify(course) }
  const subscriber = await createStudent(e2e.server.url)
  await e2e.withDatabase((db) => grantCoursePlan(db, subscriber.cpf, SERGEANT_COURSE))
  planned = {
    token: await apiToken(e2e.server.url, subscriber.cpf, subscriber.password),
    course: JSON.stringify(course),
  }
})

describe('first paint: nothing moves as the data arrives', () => {
  /** A fresh page recording layout shifts, the CPU slowed down, logged in (token and course kept) if asked. */
  async function open(
    viewport: { width: number; height: number },
    loggedIn: boolean,
    as = session,
  ): Promise<Page> {
    const { page, context } = await e2e.open({ viewport })
    await recordLayoutShifts(context)
    if (loggedIn) await keepSession(context, as)
    await throttleCpu(page, CPU_SLOWDOWN)
    return page
  }

  async function expectStill(page: Page, label: string) {
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    const { total, shifts } = await cumulativeShift(page)
    console.info(`${label}: CLS ${total.toFixed(3)} ${JSON.stringify(shifts)}`)
    expect(total, `${label}: ${JSON.stringify(shifts, null, 1)}`).toBeLessThan(MAX_SHIFT)
  }

  async function homeShown(page: Page) {
    await visible(page.getByRole('heading', { name: 'Nossos cursos' }))
    await expect
      .poll(() => page.getByTestId('curso-a-venda').count(), { timeout: STEP_TIMEOUT_MS })
      .toBeGreaterThan(1)
    await visible(page.getByLabel('Preços da assinatura ilimitada'))
  }

  for (const [name, viewport] of VIEWPORTS) {
    it(`home, logged out, ${name}`, async () => {
      const page = await open(viewport, false)
      await visit(page, '/')
      await homeShown(page)
      await expectStill(page, `home logged out (${name})`)
    })

    it(`home, logged in, ${name}`, async () => {
      const page = await open(viewport, true)
      await visit(page, '/')
      await homeShown(page)
      await visible(page.getByRole('heading', { name: 'Estude também pelo aplicativo' }))
      await expectStill(page, `home logged in (${name})`)
    })

    it(`reports hub of a student with a plan, the proficiency card included, ${name}`, async () => {
      const page = await open(viewport, true, planned)
      await visit(page, '/v2/geral/relatorio')
      await visible(page.getByTestId('cartao-proficiencia').getByTestId('motivo-proficiencia'))
      await visible(page.getByTestId('onde-perde-pontos'))
      await expectStill(page, `reports hub (${name})`)
    })

    it(`practice, ${name}`, async () => {
      const page = await open(viewport, true)
      await visit(page, '/v2/geral/perguntas')
      await visible(questionHeading(page))
      await expectStill(page, `practice (${name})`)
    })
  }
})

describe('the static shell of index.html', () => {
  /** Opens `route` with the scripts held back: what shows is index.html alone. Returns the function that lets them go. */
  async function shellOnly(page: Page, route: string): Promise<() => Promise<void>> {
    const held: Route[] = []
    await page.route('**/assets/*.js', (script) => {
      held.push(script)
    })
    await page.goto(`/#${route}`, { waitUntil: 'commit' })
    await visible(page.locator('.boot-bar'))
    return async () => {
      await Promise.all(held.map((script) => script.continue()))
      await page.unroute('**/assets/*.js')
    }
  }

  const box = async (page: Page, selector: string) => {
    const found = await page.locator(selector).first().boundingBox()
    if (!found) throw new Error(`${selector} is not on screen`)
    const font = await page
      .locator(selector)
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element)
        return `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      })
    return { x: Math.round(found.x), y: Math.round(found.y), width: Math.round(found.width), font }
  }
  const background = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor)

  for (const [name, viewport] of VIEWPORTS) {
    it(`paints the top bar and the name before the scripts run, where React draws them (${name})`, async () => {
      const { page } = await e2e.open({ viewport })
      const release = await shellOnly(page, '/')
      expect(await page.evaluate(() => document.documentElement.dataset.shell)).toBe('full')
      expect(await background(page, '.boot-bar')).toBe('rgb(0, 166, 90)')
      const shellName = await box(page, '.boot-brand span')
      const shellBar = await page.locator('.boot-bar').boundingBox()
      expect(shellBar?.height).toBe(56)
      const shellNav = viewport.width >= 768 ? await box(page, '.boot-nav') : null
      await release()
      const real = page.getByRole('link', { name: 'Gabarito: página inicial' })
      await visible(real)
      await visible(page.getByRole('heading', { name: 'Nossos cursos' }))
      expect(await page.locator('.boot-bar').count()).toBe(0)
      expect(await box(page, 'header a[aria-label="Gabarito: página inicial"] span')).toEqual(shellName)
      if (shellNav) {
        const { x, y, width } = await box(page, '#menu-lateral')
        expect({ x, y, width }).toEqual({ x: shellNav.x, y: shellNav.y, width: shellNav.width })
      }
    })
  }

  it('follows the stored dark theme and the frame of the route (practice: its strip, no top bar)', async () => {
    const { page, context } = await e2e.open({ viewport: PHONE })
    await context.addInitScript(() => window.localStorage.setItem('tema', 'dark'))
    const release = await shellOnly(page, '/login')
    expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('dark')
    expect(await background(page, '.boot-bar')).toBe('rgb(17, 17, 17)')
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#111')
    await release()
    await visible(page.getByRole('heading', { level: 1 }))
    // The practice screen: the 52 px strip and its back arrow, no top bar.
    const opened = await e2e.open({ viewport: PHONE })
    await keepSession(opened.context, session)
    const bare = opened.page
    const releaseBare = await shellOnly(bare, '/v2/geral/perguntas')
    expect(await bare.evaluate(() => document.documentElement.dataset.shell)).toBe('bare')
    expect((await bare.locator('.boot-bar').boundingBox())?.height).toBe(52)
    const shellArrow = await bare.locator('.boot-back svg').boundingBox()
    await releaseBare()
    const back = bare.getByRole('link', { name: 'Voltar ao início' })
    await visible(back)
    expect(await back.locator('svg').boundingBox()).toEqual(shellArrow)
  })
})

async function keepSession(context: BrowserContext, session: { token: string; course: string }) {
  await context.addInitScript(({ token, course }) => {
    window.localStorage.setItem('access_token', token)
    window.localStorage.setItem('modulo', course)
  }, session)
}
