import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  apiToken,
  expectRoute,
  gone,
  logIn,
  type NewUser,
  newUser,
  SERGEANT_COURSE,
  signUpAndLogIn,
  visible,
  visit,
} from '../src/gabarito.ts'
import {
  ADMIN,
  artifactPath,
  type BrowserPage,
  ROOT_DIR,
  STEP_TIMEOUT_MS,
  setupE2E,
  startServer,
  WEB_DIST,
} from '../src/harness.ts'
import { grantCoursePlan } from '../src/plans.ts'

const e2e = setupE2E()

const TOPIC_IS_PRO = 'O filtro por assunto é exclusivo do plano PRO'
const EXAM_IS_PRO = 'As provas anteriores são exclusivas do plano PRO'
const FREE_LIMIT_REACHED = 'Você já respondeu as 15 questões gratuitas de hoje neste curso'
const PHONE = { width: 360, height: 740 }

// --- API helpers (what another client would do) --------------------------------------------------------------

async function callApi<T>(
  baseUrl: string,
  method: string,
  route: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {}
  if (token) headers.authorization = `Bearer ${token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T }
}

/** Creates a student account through the API (the sign-up form has its own test). */
async function createStudent(baseUrl: string): Promise<NewUser> {
  const user = newUser()
  const { status, body } = await callApi(baseUrl, 'POST', '/api/v1/cadastro', undefined, {
    nome: user.nome,
    email: user.email,
    id: user.cpf,
    apelido: user.apelido,
    password: user.password,
    passwordConfirm: user.password,
  })
  if (status !== 201) throw new Error(`sign-up failed: ${status} ${JSON.stringify(body)}`)
  return user
}

interface CourseJson {
  id: number
  nome: string
}

async function courseNamed(baseUrl: string, token: string, name: string): Promise<CourseJson> {
  const { body } = await callApi<CourseJson[]>(baseUrl, 'GET', '/api/v1/geral/modulo', token)
  const course = body.find((c) => c.nome === name)
  if (!course) throw new Error(`course ${name} not listed`)
  return course
}

interface QuestionJson {
  id: number
  resposta: { id: number; letra: string }[]
  disciplina_id: number
  status: string
}

interface AnswerJson {
  correta: boolean
  resposta_certa_id: number
  gratuitas_restantes: number | null
}

async function answerByApi(
  baseUrl: string,
  token: string,
  courseId: number,
  questionId: number,
  alternativeId: number,
): Promise<{ status: number; body: AnswerJson }> {
  return callApi<AnswerJson>(baseUrl, 'POST', '/respostas/api/v1/treinamento/responder', token, {
    pergunta_id: questionId,
    selected: alternativeId,
    modulo_id: courseId,
    chave_idempotencia: crypto.randomUUID(),
  })
}

/** Answers `count` questions of the course's subjects through the API (first alternative each time). */
async function answerManyByApi(baseUrl: string, token: string, courseId: number, count: number) {
  const { body: subjects } = await callApi<{ id: number }[]>(
    baseUrl,
    'GET',
    `/api/v1/geral/modulo/${courseId}/disciplinas`,
    token,
  )
  let left = count
  for (const subject of subjects) {
    if (left === 0) break
    const { body: batch } = await callApi<QuestionJson[]>(
      baseUrl,
      'GET',
      `/api/v1/geral/modulo/${courseId}/disciplina/${subject.id}/perguntas`,
      token,
    )
    for (const question of batch.slice(0, left)) {
      const first = question.resposta[0]
      if (!first) throw new Error('a question without alternatives')
      const { status } = await answerByApi(baseUrl, token, courseId, question.id, first.id)
      expect(status).toBe(200)
      left -= 1
    }
  }
  expect(left).toBe(0)
}

// --- screen helpers --------------------------------------------------------------------------------------------

/** Logs in through the form and makes `courseName` the current course, as /v2/geral/modulos does. */
async function logInWithCourse(page: Page, user: NewUser, courseName: string): Promise<CourseJson> {
  await logIn(page, user.cpf, user.password)
  await expectRoute(page, '/')
  const token = await page.evaluate(() => localStorage.getItem('access_token'))
  if (!token) throw new Error('no token after login')
  const baseUrl = new URL(page.url()).origin
  const course = await courseNamed(baseUrl, token, courseName)
  await page.evaluate((value) => localStorage.setItem('modulo', JSON.stringify(value)), course)
  return course
}

function questionHeading(page: Page): Locator {
  return page.getByRole('heading', { name: /^Questão #\d+$/ })
}

/** The id of the question on screen, from its "Questão #<id>" heading. */
async function shownQuestionId(page: Page): Promise<number> {
  await visible(questionHeading(page))
  const text = (await questionHeading(page).textContent()) ?? ''
  return Number(text.replace(/\D/g, ''))
}

async function waitForAnotherQuestion(page: Page, previous: number): Promise<number> {
  await expect.poll(() => shownQuestionId(page), { timeout: STEP_TIMEOUT_MS }).not.toBe(previous)
  return shownQuestionId(page)
}

function alternatives(page: Page): Locator {
  return page.getByTestId('alternativa')
}

function alternativeWithId(page: Page, id: number): Locator {
  return alternatives(page).filter({ has: page.locator(`input[value="${id}"]`) })
}

/**
 * Learns the right alternative of the question on screen by answering it as another student (the admin,
 * through the API): the key never reaches the page before answering.
 */
async function rightAlternativeOf(page: Page, oracleToken: string, courseId: number) {
  const questionId = await shownQuestionId(page)
  const ids = await alternatives(page)
    .locator('input[type="radio"]')
    .evaluateAll((inputs) => inputs.map((input) => Number((input as HTMLInputElement).value)))
  const first = ids[0]
  if (first === undefined) throw new Error('no alternatives on screen')
  const baseUrl = new URL(page.url()).origin
  const { status, body } = await answerByApi(baseUrl, oracleToken, courseId, questionId, first)
  expect(status).toBe(200)
  const right = body.resposta_certa_id
  return { questionId, right, rightIndex: ids.indexOf(right), wrong: ids.find((id) => id !== right) ?? 0 }
}

async function counters(page: Page) {
  const text = async (id: string) => ((await page.getByTestId(id).textContent()) ?? '').trim()
  return { acertos: await text('acertos'), erros: await text('erros'), desempenho: await text('desempenho') }
}

/** The expected 4xx of the answers API and aborted requests are answers the screen handles, not errors. */
function forgiveConsoleErrors(entry: BrowserPage, pattern: RegExp): void {
  const kept = entry.errors.filter((error) => !pattern.test(error))
  entry.errors.splice(0, entry.errors.length, ...kept)
}

async function settle(page: Page): Promise<void> {
  await gone(page.getByTestId('loading-overlay'))
}

// --- tests -----------------------------------------------------------------------------------------------------

describe('question practice', () => {
  let examStudent: NewUser

  beforeAll(async () => {
    examStudent = await createStudent(e2e.server.url)
    await e2e.withDatabase((db) => grantCoursePlan(db, examStudent.cpf, SERGEANT_COURSE))
  })

  it('practises by subject: right, wrong, skipped, counters, answered list, comment, dark theme', async () => {
    const entry = await e2e.open()
    const { page } = entry
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(new URL(request.url()).pathname)
    })
    const oracle = await apiToken(e2e.server.url, ADMIN.cpf, ADMIN.password)

    await signUpAndLogIn(page)
    await visit(page, '/v2/geral/modulos')
    await page.getByRole('button', { name: `Selecionar ${SERGEANT_COURSE}` }).click()
    await page.getByRole('link', { name: 'Questões', exact: true }).click()
    await expectRoute(page, '/v2/geral/perguntas')

    // A bare screen: the strip with the course, no top bar, sidebar or footer.
    await visible(page.getByRole('heading', { name: 'Questões', level: 1 }))
    expect(await page.getByTestId('curso-atual').textContent()).toBe(SERGEANT_COURSE)
    expect(await page.getByRole('link', { name: 'Meus Resumos' }).count()).toBe(0)
    expect(await page.getByText('2.0.4').count()).toBe(0)
    await visible(page.getByRole('link', { name: 'Voltar ao início' }))

    // The first subject is chosen; the topic filter is labelled PRO.
    const subject = page.getByLabel('Disciplina')
    await visible(subject)
    expect(await subject.locator('option:checked').textContent()).toBe('Língua Portuguesa')
    await visible(page.getByText('PRO', { exact: true }))
    const course = await courseNamed(e2e.server.url, oracle, SERGEANT_COURSE)

    // Question 1: the right alternative.
    const q1 = await rightAlternativeOf(page, oracle, course.id)
    await visible(page.getByTestId('dificuldade'))
    const responder = page.getByRole('button', { name: 'Responder' })
    expect(await responder.isDisabled()).toBe(true)
    await page.keyboard.press('Enter')
    expect(posts.filter((p) => p.includes('/responder'))).toEqual([])
    await alternativeWithId(page, q1.right).click()
    await responder.click()
    await visible(page.getByText('Você Acertou!!'))
    expect(await alternativeWithId(page, q1.right).getAttribute('data-correct')).toBe('true')
    expect(await page.locator('[data-testid="alternativa"][data-wrong]').count()).toBe(0)
    expect(await page.getByTestId('estatistica').count()).toBe(await alternatives(page).count())
    await visible(page.getByText('Definições Abordadas'))
    expect(await page.getByTestId('tag').count()).toBeGreaterThan(0)
    await visible(page.getByText('Você ainda tem 14 questões gratuitas hoje'))
    expect(await counters(page)).toEqual({ acertos: '1', erros: '0', desempenho: '100,0%' })
    await page.getByRole('button', { name: 'Proxima Pergunta' }).click()

    // Question 2: a wrong alternative, chosen and sent with the keyboard.
    await waitForAnotherQuestion(page, q1.questionId)
    const q2 = await rightAlternativeOf(page, oracle, course.id)
    await page.keyboard.press(q2.rightIndex === 0 ? '2' : '1')
    await page.keyboard.press('Enter')
    await visible(page.getByText('Você Errou!'))
    expect(await alternativeWithId(page, q2.right).getAttribute('data-correct')).toBe('true')
    expect(await page.locator('[data-testid="alternativa"][data-wrong]').count()).toBe(1)
    expect(await counters(page)).toEqual({ acertos: '1', erros: '1', desempenho: '50,0%' })

    // The answered list: green right, red wrong.
    const answered = page.getByTestId('respondida')
    expect(await answered.count()).toBe(2)
    expect(await answered.nth(0).getAttribute('data-resultado')).toBe('certa')
    expect(await answered.nth(1).getAttribute('data-resultado')).toBe('errada')
    const rgb = (item: Locator) =>
      item.evaluate((el) => getComputedStyle(el).backgroundColor.match(/\d+/g)?.map(Number) ?? [])
    const [r1 = 0, g1 = 0] = await rgb(answered.nth(0))
    const [r2 = 0, g2 = 0] = await rgb(answered.nth(1))
    expect(g1).toBeGreaterThan(r1)
    expect(r2).toBeGreaterThan(g2)

    // A comment, once: thanks, then the box is gone until the next question.
    const comment = page.getByLabel('Comentar a questão')
    await comment.fill('A alternativa B também parece aceitável: o gabarito está certo?')
    await visible(page.getByText('63/1500', { exact: true }))
    await page.getByRole('button', { name: 'Enviar comentário' }).click()
    await visible(page.getByText('Obrigado pelo comentário!'))
    await gone(page.getByLabel('Comentar a questão'))
    await page.screenshot({ path: artifactPath('practice-answered-desktop.png'), fullPage: true })

    // Question 3: skipped after the confirmation.
    await page.keyboard.press('Enter')
    const q3 = await waitForAnotherQuestion(page, q2.questionId)
    await visible(page.getByRole('button', { name: 'Responder' }))
    expect(await page.getByLabel('Comentar a questão').count()).toBe(0)
    await page.getByRole('button', { name: 'Pular' }).click()
    const dialog = page.getByRole('dialog')
    await visible(dialog.getByText('Realmente deseja PULAR a Questão?'))
    await dialog.getByRole('button', { name: 'Sim, pular' }).click()
    const q4 = await waitForAnotherQuestion(page, q3)
    expect(posts).toContain(`/respostas/api/v1/pular/questao/${q3}`)
    expect(await answered.count()).toBe(2)
    expect(await counters(page)).toEqual({ acertos: '1', erros: '1', desempenho: '50,0%' })

    // The queue and the answered list are kept on the device.
    await page.reload()
    expect(await shownQuestionId(page)).toBe(q4)
    expect(await counters(page)).toEqual({ acertos: '1', erros: '1', desempenho: '50,0%' })

    // Dark theme, kept after a reload.
    const scheme = () => page.evaluate(() => document.documentElement.dataset.mantineColorScheme)
    expect(await scheme()).toBe('light')
    await page.getByLabel('Tema escuro').check()
    expect(await scheme()).toBe('dark')
    await page.reload()
    await visible(questionHeading(page))
    expect(await scheme()).toBe('dark')
    expect(await page.getByLabel('Tema escuro').isChecked()).toBe(true)
    expect(await page.evaluate(() => localStorage.getItem('tema'))).toBe('dark')
    await settle(page)
    await page.screenshot({ path: artifactPath('practice-dark-desktop.png'), fullPage: true })
    await page.keyboard.press('1')
    await page.keyboard.press('Enter')
    await visible(page.getByTestId('resultado'))
    await settle(page)
    await page.screenshot({ path: artifactPath('practice-dark-answered-desktop.png'), fullPage: true })
  })

  it('fits a phone: question, answer and dark theme at 360 px', async () => {
    const student = await createStudent(e2e.server.url)
    const { page } = await e2e.open({ viewport: PHONE })
    await logInWithCourse(page, student, SERGEANT_COURSE)
    await visit(page, '/v2/geral/perguntas')
    await visible(questionHeading(page))

    // Opened afresh, the screen loads under 200 KB of gzipped JavaScript (DESIGN section 5).
    const scripts = new Set<string>()
    page.on('response', (response) => {
      const { pathname } = new URL(response.url())
      if (pathname.endsWith('.js')) scripts.add(pathname)
    })
    await page.reload()
    await visible(questionHeading(page))
    const gzipped = [...scripts].reduce(
      (sum, script) => sum + statSync(path.join(WEB_DIST, `${script}.gz`)).size,
      0,
    )
    expect(scripts.size).toBeGreaterThan(1)
    expect(gzipped).toBeLessThan(200 * 1024)

    await settle(page)
    await page.screenshot({ path: artifactPath('practice-360.png'), fullPage: true })
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth)
    expect(await overflow()).toBeLessThanOrEqual(PHONE.width)

    // Tap targets: every alternative is at least 44 px high.
    const heights = await alternatives(page).evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect().height),
    )
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(44)

    await page.keyboard.press('b')
    await page.getByRole('button', { name: 'Responder' }).click()
    await visible(page.getByTestId('resultado'))
    await settle(page)
    await page.screenshot({ path: artifactPath('practice-answered-360.png'), fullPage: true })
    expect(await overflow()).toBeLessThanOrEqual(PHONE.width)

    await page.getByLabel('Tema escuro').check()
    await settle(page)
    await page.screenshot({ path: artifactPath('practice-dark-answered-360.png'), fullPage: true })
  })

  it('refuses the topic filter and the past exams without a plan, with the server message', async () => {
    const student = await createStudent(e2e.server.url)
    const entry = await e2e.open()
    const { page } = entry
    await logInWithCourse(page, student, SERGEANT_COURSE)
    await visit(page, '/v2/geral/perguntas')
    const first = await shownQuestionId(page)

    await page.getByLabel('Assunto').selectOption({ label: 'Crase' })
    await visible(page.getByText(TOPIC_IS_PRO).first())
    await visible(page.getByRole('link', { name: 'Ver planos' }))
    await gone(questionHeading(page))

    // Back to all topics of the subject.
    await page.getByRole('button', { name: 'Praticar todos os assuntos' }).click()
    await visible(questionHeading(page))
    expect(await page.getByLabel('Assunto').locator('option:checked').textContent()).toBe('Todos os assuntos')
    expect(first).toBeGreaterThan(0)

    // Past exams are PRO.
    await visit(page, '/v2/geral/concurso_relacionados')
    await visible(page.getByRole('heading', { name: /Concursos/, level: 1 }))
    await visible(page.getByText(EXAM_IS_PRO).first())
    await visible(page.getByRole('link', { name: 'Ver planos' }))
    expect(await questionHeading(page).count()).toBe(0)
  })

  it('says why there is nothing to practise (SPEC section 8 texts)', async () => {
    const student = await createStudent(e2e.server.url)
    const { page } = await e2e.open()
    const navy = await logInWithCourse(page, student, 'Marinha — Aprendiz de Marinheiro')

    // A subject without questions.
    await visit(page, '/v2/geral/perguntas')
    await visible(
      page
        .getByTestId('problema-carga')
        .getByText('Não foi possivel achar as perguntas ou o usuário não possui o plano necessário!'),
    )
    expect(await questionHeading(page).count()).toBe(0)

    // A course without past exams has no exam practice.
    await visit(page, '/v2/geral/concurso_relacionados')
    await expectRoute(page, '/')

    // A course the server does not know: no subjects; the exam list fails with an alert, then the main page.
    await page.evaluate((course) => localStorage.setItem('modulo', JSON.stringify(course)), {
      ...navy,
      id: 999_999,
      has_pergunta: true,
      has_prova_anterior: true,
    })
    await visit(page, '/v2/geral/perguntas')
    await visible(page.getByTestId('falha-disciplinas').getByText('Não foi possivel achar as disciplinas'))
    await visit(page, '/v2/geral/concurso_relacionados')
    const alert = page.getByRole('dialog')
    await visible(alert.getByText('Curso não encontrado.'))
    await alert.getByRole('button', { name: 'OK' }).click()
    await expectRoute(page, '/')
  })

  it('with a plan, answers every question of the past exam with the keyboard until "concurso Finalizado!!"', async () => {
    const { page } = await e2e.open()
    await logInWithCourse(page, examStudent, SERGEANT_COURSE)
    await visit(page, '/v2/geral/concurso_relacionados')
    const exam = page.getByLabel('Concurso')
    await visible(exam)
    expect(await exam.locator('option:checked').textContent()).toBe('Prova Modelo Gabarito (2025)')
    await visible(page.getByText('24 questões', { exact: true }))

    for (let number = 1; number <= 24; number++) {
      await visible(page.getByTestId('numero-prova').getByText(`nº ${number}`, { exact: true }))
      expect(await page.getByTestId('progresso').textContent()).toBe(`${number - 1} de 24`)
      await page.keyboard.press(number % 2 === 0 ? 'A' : '2')
      await page.keyboard.press('Enter')
      await visible(page.getByTestId('resultado'))
      if (number === 12) {
        await settle(page)
        await page.screenshot({ path: artifactPath('exam-answered-desktop.png'), fullPage: true })
      }
      if (number < 24) await page.keyboard.press('Enter')
    }
    expect(await page.getByTestId('respondida').count()).toBe(24)
    const { acertos, erros } = await counters(page)
    expect(Number(acertos) + Number(erros)).toBe(24)
    expect(await page.getByTestId('gratuitas').count()).toBe(0)

    await page.keyboard.press('Enter')
    await visible(page.getByText('concurso Finalizado!!'))
    await visible(page.getByText(`Você acertou ${acertos} de 24 questões`))
    await settle(page)
    await page.screenshot({ path: artifactPath('exam-finished-desktop.png'), fullPage: true })
    // The queue and the answered list were cleared.
    expect(await page.getByTestId('respondida').count()).toBe(0)

    await page.getByRole('button', { name: 'Refazer o concurso' }).click()
    await visible(page.getByTestId('numero-prova').getByText('nº 1', { exact: true }))
    expect(await counters(page)).toEqual({ acertos: '0', erros: '0', desempenho: '0,0%' })
  })

  it('tells a student without a plan how many free answers are left, then that the 15 are used', async () => {
    const student = await createStudent(e2e.server.url)
    const token = await apiToken(e2e.server.url, student.cpf, student.password)
    const entry = await e2e.open()
    const { page } = entry
    const course = await logInWithCourse(page, student, SERGEANT_COURSE)
    await answerManyByApi(e2e.server.url, token, course.id, 12)

    await visit(page, '/v2/geral/perguntas')
    await visible(questionHeading(page))
    await page.keyboard.press('1')
    await page.keyboard.press('Enter')
    await visible(page.getByText('Você ainda tem 2 questões gratuitas hoje'))

    // Two more elsewhere (another device): the next answer here is refused.
    const { body: more } = await callApi<QuestionJson[]>(
      e2e.server.url,
      'GET',
      `/api/v1/geral/modulo/${course.id}/disciplina/4/perguntas`,
      token,
    )
    for (const question of more.slice(0, 2)) {
      const { status } = await answerByApi(
        e2e.server.url,
        token,
        course.id,
        question.id,
        question.resposta[0]?.id ?? 0,
      )
      expect(status).toBe(200)
    }
    await page.keyboard.press('Enter')
    await visible(page.getByRole('button', { name: 'Responder' }))
    await page.keyboard.press('1')
    await page.keyboard.press('Enter')
    await visible(page.getByText(FREE_LIMIT_REACHED))
    await visible(page.getByTestId('falha-resposta').getByRole('link', { name: 'Ver planos' }))
    expect(await page.getByTestId('resultado').count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Responder' }).isDisabled()).toBe(true)
    await settle(page)
    await page.screenshot({ path: artifactPath('practice-free-limit-desktop.png'), fullPage: true })
    forgiveConsoleErrors(entry, /status of 423.*\/respostas\/api\/v1\/treinamento\/responder/)
  })

  it('sends an answer again with the same key when the network fails, and it is counted once', async () => {
    const student = await createStudent(e2e.server.url)
    const token = await apiToken(e2e.server.url, student.cpf, student.password)
    const entry = await e2e.open()
    const { page } = entry
    const course = await logInWithCourse(page, student, SERGEANT_COURSE)

    const bodies: string[] = []
    let release: () => void = () => {}
    const retryMayGo = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/respostas/api/v1/treinamento/responder', async (route) => {
      bodies.push(route.request().postData() ?? '')
      if (bodies.length === 1) {
        // The answer reaches the server, but its reply is lost on the way back.
        await route.fetch()
        await route.abort('internetdisconnected')
        return
      }
      await retryMayGo
      await route.continue()
    })

    await visit(page, '/v2/geral/perguntas')
    await visible(questionHeading(page))
    await page.keyboard.press('1')
    await page.keyboard.press('Enter')
    await visible(page.getByText('Sem conexão… tentando de novo'))
    release()
    await visible(page.getByTestId('resultado'))
    await gone(page.getByText('Sem conexão… tentando de novo'))

    expect(bodies).toHaveLength(2)
    const keys = bodies.map((body) => (JSON.parse(body) as { chave_idempotencia: string }).chave_idempotencia)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])

    // The server counted one answer: the next one leaves 13.
    const { body: batch } = await callApi<QuestionJson[]>(
      e2e.server.url,
      'GET',
      `/api/v1/geral/modulo/${course.id}/disciplina/5/perguntas`,
      token,
    )
    const question = batch[0]
    if (!question) throw new Error('no question')
    const { body } = await answerByApi(
      e2e.server.url,
      token,
      course.id,
      question.id,
      question.resposta[0]?.id ?? 0,
    )
    expect(body.gratuitas_restantes).toBe(13)
    forgiveConsoleErrors(
      entry,
      /net::ERR_INTERNET_DISCONNECTED.*\/respostas\/api\/v1\/treinamento\/responder/,
    )
  })

  it('fits a statement image into a 360 px screen (question imported with the CLI)', {
    timeout: 180_000,
  }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gabarito-e2e-img-'))
    try {
      // A wide figure, far larger than a phone.
      writeFileSync(
        path.join(dataDir, 'figura.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">' +
          '<rect width="1200" height="400" fill="#e6f8ef"/><circle cx="600" cy="200" r="150" fill="#00a65a"/>' +
          '<text x="40" y="380" font-size="40">1200 x 400</text></svg>',
      )
      const courseName = 'Curso com Figuras (teste)'
      writeFileSync(
        path.join(dataDir, 'questoes.json'),
        JSON.stringify({
          modulo: { nome: courseName },
          questoes: [
            {
              ref: 'figura-1',
              disciplina: 'Matemática',
              formato: 'markdown',
              texto: 'Observe a figura.\n\n![Um círculo verde](figura.svg)\n\nQuantos círculos há na figura?',
              alternativas: [
                { letra: 'A', texto: 'Um' },
                { letra: 'B', texto: 'Dois' },
                { letra: 'C', texto: 'Três' },
                { letra: 'D', texto: null, imagem: 'figura.svg' },
              ],
              correta: 'A',
              resumo: 'Há **um** círculo.',
            },
          ],
        }),
      )
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }
      for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'INIT_CWD']) delete env[key]
      const imported = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'apps/server/src/import-cli.ts', path.join(dataDir, 'questoes.json')],
        { cwd: ROOT_DIR, env },
      )
      expect(imported.stdout).toContain('importadas: 1 novas, 0 atualizadas')

      const server = await startServer({ dataDir })
      const context = await e2e.browser.newContext({
        baseURL: server.url,
        viewport: PHONE,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
      })
      context.setDefaultTimeout(STEP_TIMEOUT_MS)
      try {
        const errors: string[] = []
        const page = await context.newPage()
        page.on('pageerror', (error) => errors.push(error.message))
        const student = await createStudent(server.url)
        await logInWithCourse(page, student, courseName)
        await visit(page, '/v2/geral/perguntas')
        await visible(questionHeading(page))
        const image = page.getByTestId('enunciado').getByRole('img', { name: 'Um círculo verde' })
        await visible(image)
        await expect
          .poll(() =>
            image.evaluate(
              (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth,
            ),
          )
          .toBe(1200)
        const box = await image.boundingBox()
        expect(box?.width ?? 0).toBeGreaterThan(200)
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width)
        // Height follows the width (no stretching): 1200 x 400 stays 3:1.
        expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - 3)).toBeLessThan(0.05)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          PHONE.width,
        )
        await settle(page)
        await page.screenshot({ path: artifactPath('practice-image-360.png'), fullPage: true })
        expect(errors).toEqual([])
      } finally {
        await context.close()
        await server.stop()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
