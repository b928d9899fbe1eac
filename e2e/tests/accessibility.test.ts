import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { type AxeFinding, describeFindings, seriousFindings } from '../src/axe.ts'
import {
  apiToken,
  expectRoute,
  form,
  logIn,
  type NewUser,
  SERGEANT_COURSE,
  visible,
  visit,
} from '../src/gabarito.ts'
import { ADMIN, setupE2E } from '../src/harness.ts'
import { answerMockByApi, openMockByApi } from '../src/mock.ts'
import { PAYMENT_ROUTE, PURCHASE_KEY } from '../src/payments.ts'
import { grantCoursePlan } from '../src/plans.ts'
import {
  answerManyByApi,
  callApi,
  courseNamed,
  createStudent,
  logInWithCourse,
  questionHeading,
} from '../src/practice.ts'
import { serverRows } from '../src/reading.ts'
import { PHONE } from '../src/viewports.ts'

/**
 * Every student screen and the staff landing, at a laptop's and a phone's width, checked by axe-core: no serious or
 * critical finding (decision 0038). One browser context per width, logged in once.
 */
const e2e = setupE2E()

const LAPTOP = { width: 1366, height: 800 }

interface Screen {
  name: string
  route: string
  /** What shows that the screen has loaded. */
  ready: (page: Page) => Locator
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name, level: 1 })

const LOGGED_OUT: Screen[] = [
  { name: 'home (logged out)', route: '/', ready: heading('Nossos cursos') },
  { name: 'login', route: '/login', ready: (page) => form(page, 'Entrar') },
  { name: 'cadastro', route: '/cadastro', ready: (page) => form(page, 'Criar conta') },
  { name: 'recuperar_senha', route: '/recuperar_senha', ready: (page) => form(page, 'Recuperar senha') },
  { name: 'promoções', route: '/promocao', ready: heading('Promoções') },
  { name: 'termos', route: '/termo_de_uso', ready: (page) => page.getByRole('heading', { level: 1 }) },
]

const REPORTS: Screen[] = [
  {
    name: 'reports hub',
    route: '/v2/geral/relatorio',
    ready: (page) => page.getByTestId('onde-perde-pontos'),
  },
  {
    name: 'report: general charts',
    route: '/v2/geral/relatorio/grafico/geral',
    ready: (page) => page.getByTestId('grafico-meu-desempenho').locator('svg'),
  },
  {
    name: 'report: subject charts',
    route: '/v2/geral/relatorio/grafico/disciplina',
    ready: (page) => page.getByTestId('grafico-meu-desempenho-disciplinas').locator('svg'),
  },
  ...[
    ['weekdays', 'dia_semana'],
    ['hours', 'hora_dia'],
    ['subjects', 'disciplina'],
  ].map(([name, path]) => ({
    name: `report: ${name}`,
    route: `/v2/geral/relatorio/estatistica/${path}`,
    ready: (page: Page) => page.getByTestId('tabela-utilizacao').locator('tbody tr'),
  })),
  { name: 'report: concepts', route: '/v2/geral/relatorio/conceitos', ready: heading(/Conceitos/) },
  {
    name: 'report: proficiency',
    route: '/v2/geral/relatorio/proficiencia',
    ready: (page) => page.getByTestId('proficiencia'),
  },
]

describe('accessibility (axe-core)', () => {
  let student: NewUser
  let mockId: number
  let summaryId: number
  let textId: number

  beforeAll(async () => {
    student = await createStudent(e2e.server.url)
    await e2e.withDatabase((db) => grantCoursePlan(db, student.cpf, SERGEANT_COURSE))
    const token = await apiToken(e2e.server.url, student.cpf, student.password)
    const course = await courseNamed(e2e.server.url, token, SERGEANT_COURSE)
    // Answers for the reports, and three questions of the weekly mock: its history and correction have a row (a short
    // correction: axe takes seconds over every question of a whole mock), its screen still a question.
    await answerManyByApi(e2e.server.url, token, course.id, 12)
    const mock = await openMockByApi(e2e.server.url, token, course.id)
    mockId = mock.simulado.id
    for (const question of mock.perguntas.slice(0, 3)) {
      await answerMockByApi(e2e.server.url, token, course.id, mock, question.id)
    }
    const summary = await callApi<{ id: number }>(
      e2e.server.url,
      'POST',
      '/api/v1/geral/arquivo_usuario',
      token,
      {
        nome: 'Concordância verbal',
        descricao: '<h2>Sujeito composto</h2><p>Antes do verbo: <strong>plural</strong>.</p>',
        modulo_id: course.id,
      },
    )
    summaryId = summary.body.id
    const rows = await serverRows(e2e, course.id, [{ column: 'titulo', dir: 'asc' }])
    const text = rows.find((row) => !row.restrito) ?? rows[0]
    if (!text) throw new Error('no study text')
    textId = text.id
  }, 180_000)

  function studentScreens(): Screen[] {
    return [
      { name: 'home (logged in)', route: '/', ready: heading('Nossos cursos') },
      {
        name: 'courses list',
        route: '/v2/geral/modulos',
        ready: (page) => page.getByRole('button', { name: `Desmarcar ${SERGEANT_COURSE}` }),
      },
      { name: 'news list', route: '/v2/geral/noticias', ready: (page) => page.getByTestId('noticia') },
      { name: 'material list', route: '/v2/geral/resumo', ready: (page) => page.getByTestId('linha') },
      {
        name: 'material text',
        route: `/v2/geral/resumo/${textId}`,
        ready: (page) => page.getByTestId('conteudo-do-resumo'),
      },
      {
        name: 'exam practice',
        route: '/v2/geral/concurso_relacionados',
        ready: (page) => page.getByTestId('numero-prova'),
      },
      {
        name: 'weekly mock terms',
        route: '/v2/geral/simulado',
        ready: (page) => page.getByRole('link', { name: 'Iniciar Simulado' }),
      },
      { name: 'weekly mock', route: '/v2/geral/simulado/perguntas', ready: questionHeading },
      {
        name: 'mock history',
        route: '/v2/geral/simulado/historico',
        ready: (page) => page.getByTestId('linha'),
      },
      {
        name: 'mock correction',
        route: `/v2/geral/simulado/historico/${mockId}`,
        ready: (page) => page.getByTestId('desempenho-geral'),
      },
      ...REPORTS,
      { name: 'summaries list', route: '/v2/geral/arquivo', ready: (page) => page.getByTestId('linha') },
      {
        name: 'summary editor',
        route: `/v2/geral/arquivo/edit/${summaryId}`,
        ready: (page) =>
          page.getByTestId('editor-conteudo').getByRole('heading', { name: 'Sujeito composto' }),
      },
      { name: 'profile', route: '/profile', ready: heading('Meu perfil') },
    ]
  }

  async function check(page: Page, screens: Screen[], width: number, found: AxeFinding[]): Promise<void> {
    for (const screen of screens) {
      await visit(page, screen.route)
      await visible(screen.ready(page))
      found.push(...(await seriousFindings(page, `${screen.name} @${width}`)))
    }
  }

  /** Subject practice before and after answering, then in the dark theme (its own toggle) with the weekly mock. */
  async function checkPractice(page: Page, width: number, found: AxeFinding[]): Promise<void> {
    await visit(page, '/v2/geral/perguntas')
    await visible(questionHeading(page))
    found.push(...(await seriousFindings(page, `subject practice @${width}`)))
    await page.keyboard.press('b')
    await page.getByRole('button', { name: 'Responder' }).click()
    await visible(page.getByTestId('resultado'))
    found.push(...(await seriousFindings(page, `subject practice answered @${width}`)))
    await page.getByLabel('Tema escuro').check()
    found.push(...(await seriousFindings(page, `subject practice answered, dark @${width}`)))
    await visit(page, '/v2/geral/simulado/perguntas')
    await visible(questionHeading(page))
    found.push(...(await seriousFindings(page, `weekly mock, dark @${width}`)))
    await visit(page, '/v2/geral/perguntas')
    await visible(questionHeading(page))
    await page.getByLabel('Tema escuro').uncheck()
  }

  for (const viewport of [LAPTOP, PHONE]) {
    it(`finds no serious or critical violation at ${viewport.width} px`, { timeout: 240_000 }, async () => {
      const found: AxeFinding[] = []
      const { page } = await e2e.open({ viewport })
      await check(page, LOGGED_OUT, viewport.width, found)

      await logInWithCourse(page, student, SERGEANT_COURSE)
      await check(page, studentScreens(), viewport.width, found)
      await checkPractice(page, viewport.width, found)
      await page.evaluate((key) => {
        window.localStorage.setItem(key, JSON.stringify({ id: 1, nome: 'Assinatura ilimitada' }))
      }, PURCHASE_KEY)
      const months = (p: Page) => p.getByRole('radio', { name: '1 mês - R$ 35,00' })
      await check(page, [{ name: 'payment', route: PAYMENT_ROUTE, ready: months }], viewport.width, found)

      // The staff landing, as the Admin.
      const staff = await e2e.open({ viewport })
      await logIn(staff.page, ADMIN.cpf, ADMIN.password)
      await expectRoute(staff.page, '/')
      const landing = { name: 'staff landing', route: '/admin', ready: heading('Administração') }
      await check(staff.page, [landing], viewport.width, found)

      expect(found.length, describeFindings(found)).toBe(0)
    })
  }
})
