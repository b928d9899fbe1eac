import { formatDate } from '@gabarito/core'
import type { ItemParametersPage, Proficiency, StaffCourse, StaffQuestion } from '@gabarito/core/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { seriousFindings } from '../src/axe.ts'
import {
  apiToken,
  expectRoute,
  logIn,
  type NewUser,
  SERGEANT_COURSE,
  visible,
  visit,
} from '../src/gabarito.ts'
import { MANAGER, setupE2E } from '../src/harness.ts'
import { screenshot } from '../src/payments.ts'
import { grantCoursePlan } from '../src/plans.ts'
import { callApi, createStudent, logInWithCourse } from '../src/practice.ts'
import { staffCourse } from '../src/staff.ts'
import { PHONE } from '../src/viewports.ts'

// Issue 32: the calibration from many students' first answers, the Gerente's passing mark, the student's estimate.
const e2e = setupE2E()

/** The simulated students: enough first answers (at least 100) for every question of the course to be calibrated. */
const SIMULATED = 120

/**
 * Each listed student (`$2` ids, `$3` abilities, `$4` how many questions) answers the course's first questions
 * with the three-parameter logistic probability (c = 1/5, difficulties spread from -2.2 to 2.2); a miss picks
 * another alternative. Deterministic (hashes, not random()); the answers spread over the last four weeks.
 */
const ANSWERS_SQL = `
with qs as (
  select q.id, q.course_id, q.subject_id, q.correct_alternative_id, row_number() over (order by q.id)::int as j
  from questions q where q.course_id = $1 and q.status = 'PUBLICADA' and q.correct_alternative_id is not null
), alts as (
  select a.question_id, a.id, (row_number() over (partition by a.question_id order by a.position) - 1)::int as pos,
         count(*) over (partition by a.question_id)::int as n
  from alternatives a join qs on qs.id = a.question_id
), keys as (
  select qs.*, a.pos as key_pos, a.n, ((qs.j * 37) % 89 - 44) / 20.0 as b from qs join alts a on a.id = qs.correct_alternative_id
), us as (
  select * from unnest($2::int[], $3::float8[], $4::int[]) as u(user_id, theta, items)
), pairs as (
  select us.user_id, k.*, 0.2 + 0.8 / (1 + exp(-1.2 * (us.theta - k.b))) as p,
         (abs(hashtext(us.user_id || ':' || k.j)) % 10000) / 10000.0 as r1, abs(hashtext(k.j || '/' || us.user_id)) as r2
  from us join keys k on k.j <= us.items
)
insert into answers (user_id, question_id, alternative_id, correct, kind, course_id, subject_id, answered_at)
select p.user_id, p.id, a.id, a.id = p.correct_alternative_id, 'TREINAMENTO', p.course_id, p.subject_id,
       now() - ((p.j % 4) * 7 + 1) * interval '1 day'
from pairs p join alts a on a.question_id = p.id
 and a.pos = case when p.r1 < p.p then p.key_pos else (p.key_pos + 1 + p.r2 % (p.n - 1)) % p.n end`

/** "68%", "68,5%": a percentage as the report writes it. */
const percent = (value: number) => `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`

describe('estimated score and chance of passing', () => {
  let student: NewUser
  let beginner: NewUser
  let courseId: number
  let managerToken: string

  beforeAll(async () => {
    student = await createStudent(e2e.server.url)
    beginner = await createStudent(e2e.server.url)
    const staff = await staffCourse(e2e.server.url, MANAGER)
    courseId = staff.course.id
    managerToken = staff.token
    await e2e.withDatabase(async (db) => {
      await grantCoursePlan(db, student.cpf, SERGEANT_COURSE)
      await grantCoursePlan(db, beginner.cpf, SERGEANT_COURSE)
      await db.query(
        `insert into users (cpf, email, name, nickname, password_hash)
         select lpad((93000000000 + g)::text, 11, '0'), 'aluno' || g || '@proficiencia.exemplo', 'Aluno ' || g,
                'P' || g, 'x'
         from generate_series(1, ${SIMULATED}) g`,
      )
      const { rows } = await db.query<{ id: number }>(
        `select id from users where email like '%@proficiencia.exemplo' order by id`,
      )
      const { rows: real } = await db.query<{ id: number; cpf: string }>(
        'select id, cpf from users where cpf = any($1)',
        [[student.cpf, beginner.cpf]],
      )
      const idOf = (cpf: string) => real.find((r) => r.cpf === cpf)?.id as number
      // Abilities from -2.5 to 2.5; every simulated student answers every question. The student answers them all
      // too, the beginner only five.
      const ids = [...rows.map((r) => r.id), idOf(student.cpf), idOf(beginner.cpf)]
      const thetas = [...rows.map((_, i) => -2.5 + (5 * i) / (SIMULATED - 1)), 0.8, 0]
      const items = [...rows.map(() => 1000), 1000, 5]
      await db.query(ANSWERS_SQL, [courseId, ids, thetas, items])
    })
  }, 180_000)

  const recalculate = async () => {
    const run = await callApi<{ calibracao?: { itens: number } }>(
      e2e.server.url,
      'POST',
      '/api/v1/admin/estatisticas/recalcular',
      managerToken,
      { modulo_id: courseId },
    )
    expect(run.status, JSON.stringify(run.body)).toBe(200)
    expect(run.body.calibracao?.itens).toBeGreaterThanOrEqual(24)
  }

  it('a Gerente sets the passing mark and the reference exam on the course screen; the question screen shows a, b, c', {
    timeout: 240_000,
  }, async () => {
    const { page } = await e2e.open()
    await logIn(page, MANAGER.cpf, MANAGER.password)
    await expectRoute(page, '/')
    await visit(page, `/admin/cursos/${courseId}`)
    const form = page.getByRole('form', { name: 'Editar curso' })
    const mark = form.getByLabel('Nota de corte (%)')
    const exam = form.getByRole('combobox', { name: 'Prova de referência' })
    await visible(mark)
    expect(await exam.inputValue()).toBe('Última prova calibrada')

    // Out of range: the server's message under the field.
    await mark.fill('150')
    await form.getByRole('button', { name: 'Salvar curso' }).click()
    await visible(form.getByText('Nota de corte: use um número entre 0 e 100.'))

    await mark.fill('62,5')
    await exam.click()
    await page.getByRole('option', { name: 'Prova Modelo Gabarito 2025' }).click()
    await form.getByRole('button', { name: 'Salvar curso' }).click()
    await visible(page.getByText('Curso salvo.'))
    const saved = await callApi<StaffCourse>(
      e2e.server.url,
      'GET',
      `/api/v1/admin/cursos/${courseId}`,
      managerToken,
    )
    expect(saved.body.nota_corte).toBe(62.5)
    expect(saved.body.prova_referencia_id).not.toBeNull()
    await screenshot(page, 'proficiency-course-settings-desktop.png')

    await recalculate()
    const calibrated = await callApi<ItemParametersPage>(
      e2e.server.url,
      'GET',
      `/api/v1/admin/perguntas/parametros?modulo_id=${courseId}&start=0&length=12`,
      managerToken,
    )
    expect(calibrated.status, JSON.stringify(calibrated.body)).toBe(200)
    expect(calibrated.body.recordsTotal).toBeGreaterThanOrEqual(24)
    const parameters = calibrated.body.data[0]
    if (!parameters) throw new Error('no question was calibrated')
    const questionId = parameters.pergunta_id
    const question = await callApi<StaffQuestion>(
      e2e.server.url,
      'GET',
      `/api/v1/admin/perguntas/${questionId}`,
      managerToken,
    )
    expect(question.body.parametros).toMatchObject({ a: parameters.a, b: parameters.b, c: parameters.c })
    await visit(page, `/admin/perguntas/${questionId}`)
    const panel = page.getByTestId('parametros-questao')
    const decimals = (n: number) =>
      n.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    await expect.poll(() => panel.getByTestId('parametro-a').innerText()).toBe(decimals(parameters.a))
    expect(await panel.getByTestId('parametro-b').innerText()).toBe(decimals(parameters.b))
    expect(await panel.getByTestId('parametro-c').innerText()).toBe('0,20')
    await panel.scrollIntoViewIfNeeded()
    await screenshot(page, 'proficiency-question-parameters-desktop.png')
  })

  it('a student with enough calibrated answers sees the card on the hub and the page with the sentence', {
    timeout: 240_000,
  }, async () => {
    const token = await apiToken(e2e.server.url, student.cpf, student.password)
    const { status, body } = await callApi<Proficiency>(
      e2e.server.url,
      'GET',
      `/api/v1/geral/relatorio/modulo/${courseId}/proficiencia`,
      token,
    )
    expect(status).toBe(200)
    const { nota_estimada: estimate, intervalo: interval, chance_aprovacao: chance } = body
    if (estimate === null || interval === null || chance === null)
      throw new Error(body.motivo ?? 'no estimate')
    expect(body.nota_corte).toBe(62.5)
    const sentence =
      `Se a prova fosse hoje: ${percent(chance)} de chance de passar, nota estimada ${percent(estimate)} ` +
      `(entre ${percent(interval[0])} e ${percent(interval[1])})`

    const { page } = await e2e.open({ viewport: PHONE })
    await logInWithCourse(page, student, SERGEANT_COURSE)
    await visit(page, '/v2/geral/relatorio')
    const card = page.getByTestId('cartao-proficiencia')
    await visible(card.getByText(sentence, { exact: true }))
    expect(await card.getByRole('link', { name: /Ver o relatório completo/ }).getAttribute('target')).toBe(
      '_blank',
    )
    await screenshot(page, 'proficiency-hub-card-phone.png')

    await visit(page, '/v2/geral/relatorio/proficiencia')
    await visible(page.getByRole('heading', { name: 'Nota estimada e chance de aprovação', level: 1 }))
    await visible(page.getByTestId('proficiencia').getByText(sentence, { exact: true }))
    await visible(
      page.getByRole('img', {
        name: `Nota estimada ${percent(estimate)}, entre ${percent(interval[0])} e ${percent(interval[1])}`,
      }),
    )
    await visible(page.getByText(`atualizado em ${formatDate(body.atualizado_em as string)}`))
    await visible(page.getByText('Nota de corte: 62,5%'))
    await expect.poll(() => page.getByTestId('disciplina-proficiencia').count()).toBe(body.disciplinas.length)
    const weeks = body.semanas.filter((w) => w.nota_estimada !== null)
    if (weeks.length > 0) {
      const chart = page.getByTestId('grafico-proficiencia-semanas')
      await visible(chart.locator('svg').first())
      expect(await chart.locator('tbody tr').count()).toBe(weeks.length)
    }
    expect(await seriousFindings(page, 'proficiency @360')).toEqual([])
    await screenshot(page, 'proficiency-page-phone.png')
  })

  it('a student with few calibrated answers reads why there is no estimate and how many answers are missing', {
    timeout: 120_000,
  }, async () => {
    const { page } = await e2e.open({ viewport: PHONE })
    await logInWithCourse(page, beginner, SERGEANT_COURSE)
    await visit(page, '/v2/geral/relatorio/proficiencia')
    await visible(page.getByTestId('motivo-proficiencia'))
    await visible(page.getByText('Responda mais 15 questões para ver sua nota estimada.', { exact: true }))
    await visible(page.getByRole('progressbar', { name: '5 de 20 respostas necessárias' }))
    expect(await page.getByTestId('frase-proficiencia').count()).toBe(0)
    await screenshot(page, 'proficiency-missing-answers-phone.png')
  })
})
