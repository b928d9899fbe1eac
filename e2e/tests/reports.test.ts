import { formatPercent, performancePercent } from '@gabarito/core'
import type { Concept, MonthlySeries, SubjectRow, WeekdayRow } from '@gabarito/core/contract'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiToken, type NewUser, SERGEANT_COURSE, visible, visit } from '../src/gabarito.ts'
import { setupE2E } from '../src/harness.ts'
import { screenshot } from '../src/payments.ts'
import { grantCoursePlan } from '../src/plans.ts'
import { answerManyByApi, callApi, courseNamed, createStudent, logInWithCourse } from '../src/practice.ts'
import { PHONE } from '../src/viewports.ts'

const e2e = setupE2E()

describe('reports', () => {
  let student: NewUser
  let token: string
  let courseId: number
  const report = async <T>(path: string) => {
    const { status, body } = await callApi<T>(
      e2e.server.url,
      'GET',
      `/api/v1/geral/relatorio/modulo/${courseId}${path}`,
      token,
    )
    expect(status, path).toBe(200)
    return body
  }

  beforeAll(async () => {
    student = await createStudent(e2e.server.url)
    await e2e.withDatabase((db) => grantCoursePlan(db, student.cpf, SERGEANT_COURSE))
    token = await apiToken(e2e.server.url, student.cpf, student.password)
    courseId = (await courseNamed(e2e.server.url, token, SERGEANT_COURSE)).id
    await answerManyByApi(e2e.server.url, token, courseId, 24)
  })

  /** Opens a report page at phone width (or desktop) logged in with the sergeant course chosen. */
  async function openReport(route: string, viewport = PHONE): Promise<Page> {
    const { page } = await e2e.open({ viewport })
    await logInWithCourse(page, student, SERGEANT_COURSE)
    await visit(page, route)
    return page
  }

  const dots = (page: Page, chart: string) => page.getByTestId(chart).locator('.recharts-line-dot').count()

  it('shows a student without a plan what the plan unlocks on the hub, not an error', async () => {
    const free = await createStudent(e2e.server.url)
    const { page } = await e2e.open({ viewport: PHONE })
    await logInWithCourse(page, free, SERGEANT_COURSE)
    await visit(page, '/v2/geral/relatorio')
    await visible(page.getByTestId('relatorio-pro'))
    await visible(page.getByRole('button', { name: 'Assinar o curso' }))
    await visible(page.getByText('Utilização por hora do dia'))
    await screenshot(page, 'reports-hub-without-plan-phone.png')
  })

  it('the hub: PRO badge, the cards opening in new tabs, the PDF links with the token, the weakest topics', async () => {
    const page = await openReport('/v2/geral/relatorio')
    await visible(page.getByTestId('onde-perde-pontos'))
    await visible(page.getByTestId('selo-pro'))
    const cards = page.getByTestId('cartao-relatorio')
    expect(await cards.count()).toBe(6)
    for (let i = 0; i < 6; i++) expect(await cards.nth(i).getAttribute('target')).toBe('_blank')
    for (const id of ['pdf-conceitos', 'pdf-disciplinas']) {
      const href = (await page.getByTestId(id).getAttribute('href')) as string
      expect(href).toContain(`?token=${encodeURIComponent(token).slice(0, 20)}`)
      const pdf = await page.request.get(href)
      expect(pdf.status()).toBe(200)
      expect(pdf.headers()['content-type']).toBe('application/pdf')
    }
    await screenshot(page, 'reports-hub-phone.png')
  })

  it('draws the monthly charts with one point per month and series, mine and everyone’s', async () => {
    const series = await report<MonthlySeries>('/tentativas/mes/270')
    expect(series.meu.reduce((sum, p) => sum + p.count, 0)).toBe(24)
    const page = await openReport('/v2/geral/relatorio/grafico/geral')
    await visible(page.getByTestId('grafico-meu-desempenho').locator('svg').first())
    await expect.poll(() => dots(page, 'grafico-meu-desempenho')).toBe(series.meu.length * 2)
    await expect.poll(() => dots(page, 'grafico-todos-desempenho')).toBe(series.todos.length * 2)
    await screenshot(page, 'reports-general-charts-phone.png')
  })

  it('draws the per-subject charts with one point per subject', async () => {
    const subjects = await report<SubjectRow[]>('/disciplina')
    const page = await openReport('/v2/geral/relatorio/grafico/disciplina')
    await expect.poll(() => dots(page, 'grafico-meu-desempenho-disciplinas')).toBe(subjects.length)
    await expect.poll(() => dots(page, 'grafico-todos-desempenho-disciplinas')).toBe(subjects.length)
    await screenshot(page, 'reports-subject-charts-phone.png')
  })

  it('the weekday table matches the API; hours have an h suffix; subjects list each one', async () => {
    const weekdays = await report<WeekdayRow[]>('/dia/semana')
    const page = await openReport('/v2/geral/relatorio/estatistica/dia_semana')
    const rows = page.getByTestId('tabela-utilizacao').locator('tbody tr')
    await expect.poll(() => rows.count()).toBe(7)
    const total = weekdays.reduce((sum, w) => sum + w.count, 0)
    for (const [i, day] of weekdays.entries()) {
      const row = rows.nth(i)
      expect(await row.getByTestId('rotulo').innerText()).toBe(day.dia)
      expect(await row.getByTestId('desempenho').innerText()).toBe(
        formatPercent(performancePercent(day.acerto, day.count)),
      )
      expect(await row.getByTestId('total').innerText()).toBe(
        formatPercent(performancePercent(day.count, total)),
      )
    }
    await screenshot(page, 'reports-weekdays-phone.png')

    await visit(page, '/v2/geral/relatorio/estatistica/hora_dia')
    await expect.poll(() => rows.count()).toBe(24)
    expect(await rows.nth(14).getByTestId('rotulo').innerText()).toBe('14h')
    await screenshot(page, 'reports-hours-phone.png')

    const subjects = await report<SubjectRow[]>('/disciplina')
    await visit(page, '/v2/geral/relatorio/estatistica/disciplina')
    await expect.poll(() => rows.count()).toBe(subjects.length)
    expect(await rows.nth(0).getByTestId('rotulo').innerText()).toBe(subjects[0]?.nome)
    await screenshot(page, 'reports-subjects-phone.png')
  })

  it('finds the concepts that fell most in exams for a subject, with their descriptions', async () => {
    const page = await openReport('/v2/geral/relatorio/conceitos')
    const { body: subjects } = await callApi<{ id: number; nome: string }[]>(
      e2e.server.url,
      'GET',
      `/api/v1/geral/modulo/${courseId}/disciplinas`,
    )
    const subject = subjects.find((s) => s.nome === 'Língua Portuguesa') ?? subjects[0]
    if (!subject) throw new Error('no subjects')
    const concepts = await report<Concept[]>(`/disciplina/${subject.id}/conceitos/principais`)
    expect(concepts.length).toBeGreaterThan(0)
    await page.getByRole('combobox', { name: 'Disciplina' }).click()
    await page.getByRole('option', { name: subject.nome, exact: true }).click()
    await page.getByRole('button', { name: 'Buscar' }).click()
    await expect.poll(() => page.getByTestId('conceito').count()).toBe(concepts.length)
    const first = concepts[0] as Concept
    await visible(page.getByTestId('conceito').first().getByText(first.nome, { exact: true }))
    expect(first.descricao).not.toBe('')
    await visible(page.getByText('servem apenas como base de estudo', { exact: false }))
    await screenshot(page, 'reports-concepts-phone.png')
  })
})
