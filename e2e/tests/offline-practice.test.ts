import type { SubjectRow, SubjectToday } from '@gabarito/core/contract'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiToken, gone, type NewUser, SERGEANT_COURSE, visible } from '../src/gabarito.ts'
import { type BrowserPage, STEP_TIMEOUT_MS, setupE2E } from '../src/harness.ts'
import {
  addSubjectWithQuestions,
  answerKept,
  keptQuestionCount,
  OFFLINE_ERRORS,
  practiseUntilKept,
} from '../src/offline.ts'
import { grantCoursePlan } from '../src/plans.ts'
import {
  callApi,
  courseNamed,
  createStudent,
  forgiveConsoleErrors,
  logInWithCourse,
  questionHeading,
} from '../src/practice.ts'

// Issue 33: practice goes on without a connection; the answers kept on the device reach the server exactly once.
const e2e = setupE2E()
const ANSWER_ROUTE = '**/respostas/api/v1/treinamento/responder'
const WAIT = { timeout: STEP_TIMEOUT_MS }

describe('offline practice', () => {
  let subjectId: number
  let courseId: number
  let pro: NewUser

  beforeAll(async () => {
    pro = await createStudent(e2e.server.url)
    const token = await apiToken(e2e.server.url, pro.cpf, pro.password)
    const course = await courseNamed(e2e.server.url, token, SERGEANT_COURSE)
    courseId = course.id
    if (!course.imagem) throw new Error('the demo course has no image')
    const image = course.imagem
    subjectId = await e2e.withDatabase(async (db) => {
      await grantCoursePlan(db, pro.cpf, SERGEANT_COURSE)
      return addSubjectWithQuestions(db, 'Prática sem conexão', 45, image)
    })
  })

  /** The student's answers in the subject today, as the server counts them. */
  async function today(student: NewUser) {
    const token = await apiToken(e2e.server.url, student.cpf, student.password)
    const route = `/api/v1/geral/modulo/${courseId}/disciplina/${subjectId}/hoje`
    const { status, body } = await callApi<SubjectToday>(e2e.server.url, 'GET', route, token)
    expect(status).toBe(200)
    return { token, ...body }
  }

  async function opened(student: NewUser): Promise<BrowserPage> {
    const entry = await e2e.open({ serviceWorkers: 'allow' })
    await logInWithCourse(entry.page, student, SERGEANT_COURSE)
    await practiseUntilKept(entry.page, subjectId)
    return entry
  }

  const sentList = (page: Page) => page.getByTestId('respostas-enviadas').getByTestId('resposta-enviada')

  it('answers 5 questions offline, survives an offline reload, and syncs them once from two tabs', async () => {
    const entry = await opened(pro)
    const { page, context } = entry
    await context.setOffline(true)
    for (let n = 1; n <= 5; n++) await answerKept(page, n)

    // Reloaded without a connection: the app, the kept questions and their images are still there.
    await page.reload()
    await visible(questionHeading(page))
    await visible(page.getByText('Sem conexão · 5 respostas para enviar'))
    const image = page.getByTestId('enunciado').locator('img[src^="/media/"]')
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), WAIT)
      .toBeGreaterThan(0)
    expect(await keptQuestionCount(page)).toBeGreaterThanOrEqual(30)

    // A second tab, then the connection returns: both try to send, and each answer reaches the server once.
    const second = await context.newPage()
    await second.goto(page.url())
    await visible(questionHeading(second))
    const posts: string[] = []
    await context.route(ANSWER_ROUTE, async (route) => {
      posts.push(route.request().postData() ?? '')
      await route.continue()
    })
    await context.setOffline(false)
    await expect.poll(() => sentList(page).count(), WAIT).toBe(5)
    await gone(page.getByTestId('sem-conexao'))
    for (const item of await sentList(page).all()) {
      expect(await item.getAttribute('data-contada')).toBe('true')
      expect(await item.textContent()).toMatch(/Questão #\d+(Certa|Errada)/)
    }
    const keys = posts.map((body) => (JSON.parse(body) as { chave_idempotencia: string }).chave_idempotencia)
    expect(new Set(keys).size).toBe(5)

    // The server counted five: in today's counters and in the student's report by subject.
    const counted = await today(pro)
    expect(counted.total).toBe(5)
    const report = `/api/v1/geral/relatorio/modulo/${courseId}/disciplina`
    await expect
      .poll(async () => {
        const rows = (await callApi<SubjectRow[]>(e2e.server.url, 'GET', report, counted.token)).body
        return rows.find((row) => row.id === subjectId)?.count
      }, WAIT)
      .toBe(5)

    // A second sync (a reload, online) sends nothing.
    const before = posts.length
    await page.reload()
    await visible(questionHeading(page))
    await expect.poll(() => sentList(page).count(), WAIT).toBe(5)
    // The practice screen syncs as it opens: once the network is quiet, nothing was sent.
    await page.waitForLoadState('networkidle')
    expect(posts.length).toBe(before)
    expect((await today(pro)).total).toBe(5)
    forgiveConsoleErrors(entry, OFFLINE_ERRORS)
  })

  it('sends exactly 5 when the sync is cut after 2 of 5 answers by a reload', async () => {
    const student = await createStudent(e2e.server.url)
    const entry = await opened(student)
    const { page, context } = entry
    await context.setOffline(true)
    for (let n = 1; n <= 5; n++) await answerKept(page, n)

    // The first two answers come back; the third reaches the server, but the page reloads before its reply.
    let seen = 0
    let thirdReached: () => void = () => {}
    const reached = new Promise<void>((resolve) => {
      thirdReached = resolve
    })
    await context.route(ANSWER_ROUTE, async (route) => {
      seen++
      if (seen <= 2) return route.continue()
      await route.fetch()
      thirdReached()
      await route.abort('connectionreset').catch(() => undefined)
    })
    await context.setOffline(false)
    await reached
    await context.unrouteAll({ behavior: 'ignoreErrors' })
    await page.reload()

    await expect.poll(() => sentList(page).count(), WAIT).toBe(5)
    expect((await today(student)).total).toBe(5)
    forgiveConsoleErrors(entry, OFFLINE_ERRORS)
  })

  it('syncs 20 answers of a free student as 15 counted and 5 refused with the server’s message', async () => {
    const student = await createStudent(e2e.server.url)
    const entry = await opened(student)
    const { page, context } = entry
    await context.setOffline(true)
    for (let n = 1; n <= 20; n++) await answerKept(page, n)
    await context.setOffline(false)

    await expect.poll(() => sentList(page).count(), { timeout: 2 * STEP_TIMEOUT_MS }).toBe(20)
    const counted = sentList(page).and(page.locator('[data-contada="true"]'))
    const refused = sentList(page).and(page.locator('[data-contada="false"]'))
    expect(await counted.count()).toBe(15)
    expect(await refused.count()).toBe(5)
    for (const item of await refused.all()) {
      await visible(
        item.getByText('Você já respondeu as 15 questões gratuitas de hoje neste curso', { exact: false }),
      )
    }
    // The refused ones are not sent again: a reload sends nothing, and the server holds 15.
    await page.reload()
    await visible(questionHeading(page))
    await gone(page.getByTestId('sem-conexao'))
    const { total, gratuitas_restantes } = await today(student)
    expect(total).toBe(15)
    expect(gratuitas_restantes).toBe(0)
    forgiveConsoleErrors(entry, /status of 423|ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/)
  })
})
