import { CALIBRATION_MIN_ANSWERS, QUESTION_STATUS } from '@gabarito/core'
import type { ItemParametersPage, ItemStatsRun, Proficiency, QualityQueue } from '@gabarito/core/contract'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parsedRows } from '../../db/rows.ts'
import { auditLog, questions } from '../../db/schema/index.ts'
import { auth, createTestContext, signUpAndLogin, type TestContext } from '../../test/context.ts'
import {
  createCourse,
  createExam,
  createQuestion,
  createSubject,
  grantPlan,
  userIdOf,
} from '../../test/fixtures.ts'
import { staffTokens } from '../../test/staff.ts'
import { createAggregateFold } from '../aggregates/aggregates.fold.ts'
import {
  type GeneratedAnswer,
  insertAnswers,
  insertStudents,
  prng,
} from '../item-stats/item-stats.test-helpers.ts'
import { releaseClosedMocks } from '../mocks/mock-release.ts'
import { createMock } from '../mocks/mocks.service.ts'
import { moreItemsNeeded, NO_PASS_MARK, NOT_CALIBRATED } from './proficiency.service.ts'

// Issue 32's calls and thresholds (decision 0059) on a small course: 22 questions answered by 110 students (10 of
// them in a past exam, the reference), one answered by 99 (below the minimum), one annulled; student A answered
// the 22, student B only 5.
const PLAN_END = new Date('2030-01-01T00:00:00Z')
const CALIBRATED = 22
const STUDENTS = CALIBRATION_MIN_ANSWERS + 10

let t: TestContext
let tokens: Awaited<ReturnType<typeof staffTokens>>
let courseId: number
let otherCourse: Awaited<ReturnType<typeof createCourse>>
let examId: number
let foreignExamId: number
let calibrated: Awaited<ReturnType<typeof createQuestion>>[]
let few: Awaited<ReturnType<typeof createQuestion>>
let annulled: Awaited<ReturnType<typeof createQuestion>>
let a: string
let b: string
/** A generated student whose account was erased (decision 0062): answers kept, no estimate. */
let erasedId: number

const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: auth(token), payload })
const report = async (token: string, id = courseId) =>
  (await call(token, 'GET', `geral/relatorio/modulo/${id}/proficiencia`)).json() as Proficiency
const recalculate = async () => {
  const res = await call(tokens.manager, 'POST', 'admin/estatisticas/recalcular', { modulo_id: courseId })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as ItemStatsRun
}

async function student(planId: number) {
  const login = await signUpAndLogin(t.app)
  await grantPlan(t.db, userIdOf(login.token), planId, PLAN_END)
  return login.token
}

beforeAll(async () => {
  t = await createTestContext()
  tokens = await staffTokens(t)
  const course = await createCourse(t.db)
  courseId = course.id
  otherCourse = await createCourse(t.db)
  const subjects = [
    await createSubject(t.db, courseId, 'Português'),
    await createSubject(t.db, courseId, 'Matemática'),
  ]
  examId = (await createExam(t.db, courseId, 'Prova de 2024', 2024)).id
  foreignExamId = (await createExam(t.db, otherCourse.id, 'Prova alheia', 2024)).id
  calibrated = []
  for (let j = 0; j < CALIBRATED; j++)
    calibrated.push(
      await createQuestion(t.db, {
        courseId,
        subjectId: (subjects[j % 2] as { id: number }).id,
        ...(j < 10 ? { examId, examNumber: j + 1 } : {}),
      }),
    )
  few = await createQuestion(t.db, { courseId, subjectId: subjects[0]?.id as number })
  annulled = await createQuestion(t.db, { courseId, subjectId: subjects[0]?.id as number })
  await t.db.update(questions).set({ status: QUESTION_STATUS.annulled }).where(eq(questions.id, annulled.id))
  a = await student(course.planId)
  b = await student(course.planId)
  const users = [userIdOf(a), ...(await insertStudents(t.db, STUDENTS - 2, 'ability')), userIdOf(b)]
  erasedId = users[1] as number
  await t.db.execute(sql`update users set deleted_at = now() where id = ${erasedId}`)
  const random = prng(32)
  const answers: GeneratedAnswer[] = []
  const all = [...calibrated, few, annulled]
  for (const [u, userId] of users.entries()) {
    const skill = u / users.length
    for (const [j, q] of all.entries()) {
      if (q === few && u >= CALIBRATION_MIN_ANSWERS - 1) continue
      if (userId === userIdOf(b) && j >= 5 && q !== few) continue
      const right = random() < 0.25 + 0.7 * skill * (1 - j / (2 * all.length))
      const alternative = right ? q.correctId : (q.alternatives[1 + (j % 4)]?.id as number)
      answers.push({
        userId,
        questionId: q.id,
        alternativeId: alternative,
        answeredAt: new Date(1.7e12 + u * 1e6 + j),
      })
    }
  }
  const byId = new Map(all.map((q) => [q.id, q]))
  await insertAnswers(t.db, answers, (id) => {
    const q = byId.get(id) as (typeof all)[number]
    return { courseId, subjectId: q.subjectId, correctId: q.correctId }
  })
}, 120_000)

afterAll(() => t?.close())

describe('before any calibration', () => {
  it('says the questions are not calibrated yet', async () => {
    const res = await report(a)
    expect(res).toMatchObject({
      theta: null,
      nota_estimada: null,
      chance_aprovacao: null,
      motivo: NOT_CALIBRATED,
    })
    // Before any question is calibrated no number of the student's answers brings an estimate (issue 47).
    expect(res.faltam).toBe(0)
  })
})

describe('the calibration and the proficiency report', () => {
  let run: ItemStatsRun

  beforeAll(async () => {
    run = await recalculate()
  }, 120_000)

  it('calibrates only the questions with 100 first answers or more, not annulled ones', async () => {
    expect(run.calibracao).toMatchObject({ itens: CALIBRATED, alunos: STUDENTS, convergiu: true })
    const [erased] = await parsedRows(
      t.db,
      sql`select (select count(*) from ability_estimates where user_id = ${erasedId})::int as estimates,
                 (select count(*) from ability_history where user_id = ${erasedId})::int as weeks`,
      z.object({ estimates: z.number(), weeks: z.number() }),
    )
    expect(erased).toEqual({ estimates: 0, weeks: 0 })
    expect(run.calibracao.respostas).toBe((STUDENTS - 1) * CALIBRATED + 5)
    const page = (
      await call(tokens.manager, 'GET', `admin/perguntas/parametros?modulo_id=${courseId}&length=100&draw=3`)
    ).json() as ItemParametersPage
    expect(page).toMatchObject({ draw: 3, recordsTotal: CALIBRATED, recordsFiltered: CALIBRATED })
    expect(page.data.map((p) => p.pergunta_id)).toEqual(calibrated.map((q) => q.id))
    for (const p of page.data) {
      expect(p.c).toBeCloseTo(0.2, 12)
      expect(p.a).toBeGreaterThan(0)
    }
    const read = async (id: number) => (await call(tokens.manager, 'GET', `admin/perguntas/${id}`)).json()
    expect((await read(calibrated[0]?.id as number)).parametros).toMatchObject({ c: 0.2 })
    expect((await read(few.id)).parametros).toBeNull()
    expect((await read(annulled.id)).parametros).toBeNull()
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'calibrar'), eq(auditLog.entityId, String(courseId))))
    expect(audit).toBeDefined()
  })

  it('gives an ability from 20 calibrated answers, the expected score on the latest calibrated exam', async () => {
    const res = await report(a)
    expect(res.itens).toBe(CALIBRATED)
    expect(res.faltam).toBe(0)
    expect(res.theta).toEqual(expect.any(Number))
    expect(res.erro_padrao).toBeGreaterThan(0)
    expect(res.prova_referencia).toEqual({ id: examId, nome: 'Prova de 2024' })
    const [low, high] = res.intervalo as [number, number]
    expect(low).toBeLessThanOrEqual(res.nota_estimada as number)
    expect(high).toBeGreaterThanOrEqual(res.nota_estimada as number)
    expect(res).toMatchObject({ chance_aprovacao: null, nota_corte: null, motivo: NO_PASS_MARK })
    expect(res.semanas).toHaveLength(1)
    expect(res.disciplinas.length).toBeGreaterThan(0)
    expect(res.disciplinas.reduce((s, d) => s + d.peso, 0)).toBeCloseTo(100, 0)
    expect(res.atualizado_em).toEqual(expect.any(String))
  })

  it('tells a student with fewer than 20 how many more are needed', async () => {
    const res = await report(b)
    expect(res).toMatchObject({
      itens: 5,
      faltam: 15,
      theta: null,
      nota_estimada: null,
      motivo: moreItemsNeeded(15),
    })
  })

  it('takes the passing mark and the reference exam through the course PATCH, with their 422s', async () => {
    const patch = (body: object) => call(tokens.manager, 'PATCH', `admin/cursos/${courseId}`, body)
    for (const [body, field, message] of [
      [{ nota_corte: 100.5 }, 'nota_corte', 'Nota de corte: use um número entre 0 e 100.'],
      [{ nota_corte: 'setenta' }, 'nota_corte', 'Nota de corte: use um número entre 0 e 100.'],
      [
        { prova_referencia_id: foreignExamId },
        'prova_referencia_id',
        'Prova de referência: escolha um concurso deste curso.',
      ],
    ] as const) {
      const res = await patch(body)
      expect(res.statusCode, res.body).toBe(422)
      expect(JSON.stringify(res.json())).toContain(message)
      expect(JSON.stringify(res.json())).toContain(field)
    }
    expect((await patch({ nota_corte: 62.55 })).statusCode).toBe(422)
    const ok = await patch({ nota_corte: 60, prova_referencia_id: examId })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json()).toMatchObject({ nota_corte: 60, prova_referencia_id: examId })
    const read = (await call(tokens.manager, 'GET', `admin/cursos/${courseId}`)).json()
    expect(read).toMatchObject({ nota_corte: 60, prova_referencia_id: examId })
    const res = await report(a)
    expect(res.chance_aprovacao).toBeGreaterThanOrEqual(0)
    expect(res.chance_aprovacao).toBeLessThanOrEqual(100)
    expect(res).toMatchObject({ nota_corte: 60, motivo: null })
    expect(res.semanas[0]?.chance_aprovacao).toEqual(expect.any(Number))
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'curso'), eq(auditLog.entityId, String(courseId))))
    expect(audits.some((row) => JSON.stringify(row.after).includes('nota_corte'))).toBe(true)
    expect((await patch({ nota_corte: null, prova_referencia_id: null })).json()).toMatchObject({
      nota_corte: null,
      prova_referencia_id: null,
    })
  })

  it('flags extreme parameters in the quality queue, a reason that is not dismissed by hand', async () => {
    const target = calibrated[3]?.id as number
    await t.db.execute(sql`update item_parameters set a = 0.1 where question_id = ${target}`)
    const queue = (
      await call(tokens.manager, 'GET', `admin/perguntas/revisao?modulo_id=${courseId}`)
    ).json() as QualityQueue
    expect(queue.data.find((r) => r.pergunta_id === target)?.motivos).toContain('parametros_extremos')
    const dismiss = await call(tokens.manager, 'POST', `admin/perguntas/${target}/revisao/dispensar`, {
      motivo: 'parametros_extremos',
      justificativa: 'Parâmetros conferidos.',
    })
    expect(dismiss.statusCode).toBe(422)
  })
})

describe('who may call', () => {
  it('refuses students the staff calls (403), unknown courses (404) and courses without a plan (423)', async () => {
    for (const [method, url, payload] of [
      ['GET', `admin/perguntas/parametros?modulo_id=${courseId}`, undefined],
      ['POST', 'admin/estatisticas/recalcular', { modulo_id: courseId }],
      ['PATCH', `admin/cursos/${courseId}`, { nota_corte: 50 }],
    ] as const)
      expect((await call(a, method, url, payload)).statusCode).toBe(403)
    expect((await call(a, 'GET', 'geral/relatorio/modulo/999999/proficiencia')).statusCode).toBe(404)
    expect((await call(a, 'GET', `geral/relatorio/modulo/${otherCourse.id}/proficiencia`)).statusCode).toBe(
      423,
    )
    const unknown = await call(tokens.manager, 'GET', 'admin/perguntas/parametros?modulo_id=999999')
    expect(unknown.statusCode).toBe(422)
  })
})

describe('answers a modo-prova mock still holds (issue 45)', () => {
  it('stay out of the item statistics, the calibration and the ability until the release', async () => {
    const hour = 3600_000
    const counted = (run: ItemStatsRun) => [run.respostas, run.calibracao.respostas]
    const before = counted(await recalculate())
    // Questions student B never answered, sealed in an open modo-prova mock that B takes.
    const sealed = calibrated.slice(5, 8)
    const mockId = await createMock(t.db, {
      ...{ courseId, name: 'Prova em andamento', timeLimitMinutes: null, keyMode: 'ao_encerrar' },
      ...{ opensAt: new Date(Date.now() - hour), closesAt: new Date(Date.now() + hour) },
      questionIds: sealed.map((q) => q.id),
    })
    for (const q of sealed) {
      const payload = { pergunta_id: q.id, selected: q.correctId, desafio_id: mockId, modulo_id: courseId }
      const url = '/respostas/api/v1/simulado/responder'
      const res = await t.app.inject({ method: 'POST', url, headers: auth(b), payload })
      expect(res.json()).toMatchObject({ registrada: true })
    }
    expect(counted(await recalculate())).toEqual(before)
    expect((await report(b)).itens).toBe(5)

    const fold = createAggregateFold(t.db, 'inline', t.app.log)
    const later = () => new Date(Date.now() + 2 * hour)
    expect(await releaseClosedMocks({ db: t.db, clock: later, fold })).toEqual([mockId])
    expect(counted(await recalculate())).toEqual(before.map((n) => n + 3))
    expect((await report(b)).itens).toBe(8)
  })
})
