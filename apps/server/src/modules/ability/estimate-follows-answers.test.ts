import { CALIBRATION_MIN_ANSWERS, QUESTION_STATUS } from '@gabarito/core'
import type { ItemStatsRun, Proficiency, QualityQueue } from '@gabarito/core/contract'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parsedRows } from '../../db/rows.ts'
import { questions } from '../../db/schema/index.ts'
import { auth, signUpAndLogin } from '../../test/context.ts'
import { createExam, grantPlan, userIdOf } from '../../test/fixtures.ts'
import { practiceSuite } from '../../test/practice.ts'
import { staffTokens } from '../../test/staff.ts'
import {
  type GeneratedAnswer,
  insertAnswers,
  insertStudents,
  prng,
} from '../item-stats/item-stats.test-helpers.ts'
import { simulatedCandidateEmail } from '../users/simulated-candidates.ts'
import { moreItemsNeeded, NOT_CALIBRATED } from './proficiency.service.ts'

// Issue 47, item 4 (decision 0070): a student's estimate follows their own answers between two calibrations, the
// messages say what is missing in terms a student can act on, the staff see why questions are not calibrated, and
// the demo's simulated candidates calibrate the items without ever showing as students.
const s = practiceSuite('Português')
const CALIBRATED = 24
const PLAN_END = new Date('2030-01-01T00:00:00Z')

let tokens: Awaited<ReturnType<typeof staffTokens>>
let calibrated: Awaited<ReturnType<typeof s.question>>[]
let candidateId: number

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  s.t.app.inject({ method, url: `/api/v1/${url}`, headers: auth(token), payload })
const report = async (token: string) =>
  (await call(token, 'GET', `geral/relatorio/modulo/${s.course.id}/proficiencia`)).json() as Proficiency
async function student() {
  const login = await signUpAndLogin(s.t.app)
  await grantPlan(s.t.db, userIdOf(login.token), s.course.planId, PLAN_END)
  return login.token
}

beforeAll(async () => {
  tokens = await staffTokens(s.t)
  const exam = await createExam(s.t.db, s.course.id, 'Prova de 2025', 2025)
  calibrated = []
  for (let j = 0; j < CALIBRATED; j++)
    calibrated.push(await s.question(j < 10 ? { examId: exam.id, examNumber: j + 1 } : {}))
  const few = await s.question()
  const annulled = await s.question()
  await s.t.db
    .update(questions)
    .set({ status: QUESTION_STATUS.annulled })
    .where(eq(questions.id, annulled.id))
  const users = await insertStudents(s.t.db, CALIBRATION_MIN_ANSWERS, 'estimate')
  candidateId = users[0] as number
  await s.t.db.execute(
    sql`update users set email = ${simulatedCandidateEmail(1)}, name = 'Candidato simulado 1' where id = ${candidateId}`,
  )
  const random = prng(47)
  const answers: GeneratedAnswer[] = []
  for (const [u, userId] of users.entries())
    for (const [j, q] of [...calibrated, few, annulled].entries()) {
      if (q === few && u % 2 === 0) continue
      const right = random() < 0.25 + (0.7 * u) / users.length
      const alternativeId = right ? q.correctId : (q.alternatives[1 + (j % 3)]?.id as number)
      answers.push({ userId, questionId: q.id, alternativeId, answeredAt: new Date(1.7e12 + u * 1e6 + j) })
    }
  const byId = new Map([...calibrated, few, annulled].map((q) => [q.id, q]))
  await insertAnswers(s.t.db, answers, (id) => {
    const q = byId.get(id) as (typeof calibrated)[number]
    return { courseId: s.course.id, subjectId: q.subjectId, correctId: q.correctId }
  })
}, 120_000)

describe('before the course has a calibration', () => {
  it('tells the student the course lacks answers, with no count of their own to reach', async () => {
    const res = await report(await student())
    expect(res).toMatchObject({ nota_estimada: null, faltam: 0, motivo: NOT_CALIBRATED })
    expect(NOT_CALIBRATED).toBe('O curso ainda não tem respostas suficientes para estimar sua nota.')
  })
})

describe('after a calibration', () => {
  let run: ItemStatsRun

  beforeAll(async () => {
    const res = await call(tokens.manager, 'POST', 'admin/estatisticas/recalcular', {
      modulo_id: s.course.id,
    })
    expect(res.statusCode, res.body).toBe(200)
    run = res.json()
  }, 120_000)

  it('tells the staff how many questions were calibrated and why the others were not', async () => {
    const coverage = {
      calibradas: CALIBRATED,
      poucas_respostas: 1,
      anuladas: 1,
      minimo: CALIBRATION_MIN_ANSWERS,
    }
    expect(run.calibracao).toMatchObject({ itens: CALIBRATED, cobertura: coverage })
    const queue = (
      await call(tokens.manager, 'GET', `admin/perguntas/revisao?modulo_id=${s.course.id}`)
    ).json() as QualityQueue
    expect(queue.calibracao).toEqual(coverage)
    expect(queue.calibrada_em).toEqual(expect.any(String))
  })

  it("follows a new student's answers without a new calibration: 19 ask for one more, 20 give the estimate", async () => {
    const token = await student()
    for (const q of calibrated.slice(0, 19)) expect((await s.answer(token, q, q.id % 2)).statusCode).toBe(200)
    const before = await report(token)
    expect(before).toMatchObject({ itens: 19, faltam: 1, nota_estimada: null, motivo: moreItemsNeeded(1) })
    expect(moreItemsNeeded(12)).toBe('Responda mais 12 questões para ver sua nota estimada.')
    const last = calibrated[19] as (typeof calibrated)[number]
    expect((await s.answer(token, last, 0)).statusCode).toBe(200)
    const after = await report(token)
    expect(after).toMatchObject({ itens: 20, faltam: 0, prova_referencia: { nome: 'Prova de 2025' } })
    expect(after.theta).toEqual(expect.any(Number))
    expect(after.nota_estimada).toEqual(expect.any(Number))
    expect(after.disciplinas.map((d) => d.nome)).toEqual(['Português'])
    // Computed on the read: the calibration's tables still hold nothing of this student.
    const [stored] = await parsedRows(
      s.t.db,
      sql`select count(*)::int as n from ability_estimates where user_id = ${userIdOf(token)}`,
      z.object({ n: z.number() }),
    )
    expect(stored?.n).toBe(0)
  })

  it('calibrates with the simulated candidates but never shows them as students', async () => {
    const [estimates] = await parsedRows(
      s.t.db,
      sql`select count(*)::int as n from ability_estimates where user_id = ${candidateId}`,
      z.object({ n: z.number() }),
    )
    expect(estimates?.n).toBe(0)
    expect(run.calibracao.alunos).toBe(CALIBRATION_MIN_ANSWERS)
    const listed = await call(tokens.admin, 'GET', 'admin/usuarios?busca=Candidato&length=-1')
    expect(listed.statusCode, listed.body).toBe(200)
    expect(listed.json().recordsFiltered).toBe(0)
    const figures = (await s.t.app.inject({ url: '/api/v1/geral/estatisticas' })).json() as {
      usuarios: number
      perguntas_respondidas: number
    }
    const [all] = await parsedRows(
      s.t.db,
      sql`select (select count(*)::int from users) as users, (select count(*)::int from answers) as answers,
                 (select count(*)::int from answers where user_id = ${candidateId}) as theirs`,
      z.object({ users: z.number(), answers: z.number(), theirs: z.number() }),
    )
    expect(all?.theirs).toBeGreaterThan(0)
    expect(figures).toMatchObject({
      usuarios: (all?.users as number) - 1,
      perguntas_respondidas: (all?.answers as number) - (all?.theirs as number),
    })
  })
})
