import {
  COMMENT_STATUS,
  discriminationIndex,
  facilityIndex,
  ITEM_STATS_MIN_ANSWERS,
  type ItemResponse,
  pointBiserial,
} from '@gabarito/core'
import type { QualityQueue, QuestionStats } from '@gabarito/core/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, comments, itemStatsRuns } from '../../db/schema/index.ts'
import { auth, createTestContext, type TestContext } from '../../test/context.ts'
import { createCourse, createQuestion, createSubject } from '../../test/fixtures.ts'
import { staffTokens } from '../../test/staff.ts'
import { recalculateDueCourses } from './item-stats.service.ts'
import {
  type GeneratedAnswer,
  type ItemDesign,
  insertAnswers,
  insertStudents,
  simulateAnswers,
} from './item-stats.test-helpers.ts'

// Item statistics and the quality queue (decision 0024) on a generated data set: 500 simulated students of known
// ability answer 40 questions; question 7 has a wrong key (B stored, A true), question 20 a distractor nobody
// picks, question 30 one picked at random. The figures are computed again here from the same answers.
const STUDENTS = 500
const QUESTIONS = 40
const WRONG_KEY = 7
const UNUSED_DISTRACTOR = 20
const RANDOM_DISTRACTOR = 30

let t: TestContext
let tokens: Awaited<ReturnType<typeof staffTokens>>
let courseId: number
let items: ItemDesign[]
let first: GeneratedAnswer[]
let users: number[]

const api = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/admin/${url}`, headers: auth(token), payload })

const queue = async (token = tokens.manager) =>
  (await api(token, 'GET', `perguntas/revisao?modulo_id=${courseId}`)).json() as QualityQueue

beforeAll(async () => {
  t = await createTestContext()
  tokens = await staffTokens(t)
  const course = await createCourse(t.db)
  courseId = course.id
  const subject = await createSubject(t.db, courseId, 'Português')
  items = []
  for (let j = 0; j < QUESTIONS; j++) {
    const question = await createQuestion(t.db, {
      courseId,
      subjectId: subject.id,
      correct: j === WRONG_KEY ? 1 : 0,
      text: `<p>Questão simulada ${j} &amp; cia</p>`,
    })
    items.push({
      question,
      difficulty: -1.6 + (3.2 * j) / (QUESTIONS - 1),
      truth: 0,
      distractors: j === UNUSED_DISTRACTOR ? [1, 2, 3] : [1, 2, 3, 4],
      ...(j === RANDOM_DISTRACTOR ? { randomShare: 0.06, randomPick: 4 } : {}),
    })
  }
  users = await insertStudents(t.db, STUDENTS, 'itemstats')
  const generated = simulateAnswers(users, items, {
    seed: 20261125,
    coverage: 0.9,
    repeatShare: 0.1,
    start: new Date('2026-10-01T12:00:00Z'),
  })
  first = generated.first
  const byId = new Map(items.map((i) => [i.question.id, i.question]))
  await insertAnswers(t.db, generated.all, (id) => {
    const q = byId.get(id) as ItemDesign['question']
    return { courseId: q.courseId, subjectId: q.subjectId, correctId: q.correctId }
  })
}, 120_000)

afterAll(() => t?.close())

/** The hand computation: each question's responses with the student's course score and rest score. */
function responsesByQuestion(): Map<number, (ItemResponse & { alternativeId: number })[]> {
  const key = new Map(items.map((i) => [i.question.id, i.question.correctId]))
  const totals = new Map<number, { n: number; hits: number }>()
  for (const a of first) {
    const s = totals.get(a.userId) ?? { n: 0, hits: 0 }
    s.n += 1
    s.hits += a.alternativeId === key.get(a.questionId) ? 1 : 0
    totals.set(a.userId, s)
  }
  const out = new Map<number, (ItemResponse & { alternativeId: number })[]>()
  for (const a of first) {
    const s = totals.get(a.userId) as { n: number; hits: number }
    const hit = a.alternativeId === key.get(a.questionId)
    const list = out.get(a.questionId) ?? []
    list.push({
      userId: a.userId,
      alternativeId: a.alternativeId,
      hit,
      score: s.hits / s.n,
      rest: s.n > 1 ? (s.hits - (hit ? 1 : 0)) / (s.n - 1) : null,
    })
    out.set(a.questionId, list)
  }
  return out
}

describe('item statistics and the quality queue', () => {
  it('computes facility, discrimination and point-biserials as by hand, and flags the wrong key only', async () => {
    expect((await queue()).data).toEqual([])
    const run = await api(tokens.manager, 'POST', 'estatisticas/recalcular', { modulo_id: courseId })
    expect(run.statusCode).toBe(200)
    expect(run.json()).toMatchObject({
      modulo_id: courseId,
      perguntas: QUESTIONS,
      respostas: first.length,
      alunos: STUDENTS,
    })
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'estatisticas_das_questoes'))
    expect(audit).toMatchObject({ action: 'recalcular', entityId: String(courseId) })

    const hand = responsesByQuestion()
    for (const item of items) {
      const responses = hand.get(item.question.id) ?? []
      const stats = (
        await api(tokens.admin, 'GET', `perguntas/${item.question.id}/estatisticas`)
      ).json() as QuestionStats
      expect(stats.respostas).toBe(responses.length)
      expect(stats.suficiente).toBe(responses.length >= ITEM_STATS_MIN_ANSWERS)
      expect(Math.abs((stats.facilidade as number) - facilityIndex(responses))).toBeLessThan(0.01)
      expect(Math.abs((stats.discriminacao as number) - discriminationIndex(responses))).toBeLessThan(0.01)
      for (const alt of stats.alternativas) {
        const expected = pointBiserial(responses, alt.id)
        if (expected === null) expect(alt.ponto_bisserial).toBeNull()
        else expect(Math.abs((alt.ponto_bisserial as number) - expected)).toBeLessThan(0.01)
        expect(alt.escolhas).toBe(responses.filter((r) => r.alternativeId === alt.id).length)
      }
    }
    // The distractor nobody picks has no point-biserial and flags nothing.
    const unused = (
      await api(tokens.admin, 'GET', `perguntas/${items[UNUSED_DISTRACTOR]?.question.id}/estatisticas`)
    ).json()
    expect(unused.alternativas[4]).toMatchObject({
      letra: 'E',
      escolhas: 0,
      proporcao: 0,
      ponto_bisserial: null,
    })
    expect(unused.motivos).toEqual([])

    const { data, calculadas_em } = await queue()
    expect(calculadas_em).toBe(run.json().calculadas_em)
    const suspects = data.filter((r) => r.motivos.includes('gabarito_suspeito')).map((r) => r.pergunta_id)
    expect(suspects).toEqual([items[WRONG_KEY]?.question.id])
    const wrong = data.find((r) => r.pergunta_id === items[WRONG_KEY]?.question.id)
    expect(wrong).toMatchObject({
      motivo: 'gabarito_suspeito',
      disciplina: 'Português',
      enunciado: 'Questão simulada 7 & cia',
    })
    for (const row of data.filter((r) => r.motivo === 'facilidade_extrema'))
      expect((row.facilidade as number) < 0.15 || (row.facilidade as number) > 0.95).toBe(true)
    const affected = data.map((r) => Math.max(r.respostas, r.comentarios))
    expect(affected).toEqual([...affected].sort((a, b) => b - a))
  })

  it('lists questions with several open comments, and a dismissed flag stays dismissed until the figures change', async () => {
    const wrongId = items[WRONG_KEY]?.question.id as number
    const commented = items[15]?.question.id as number
    await t.db.insert(comments).values(
      [0, 1, 2].map((k) => ({
        userId: users[k] as number,
        questionId: commented,
        courseId,
        text: 'A alternativa C também está certa.',
        status: [COMMENT_STATUS.created, COMMENT_STATUS.underAnalysis, COMMENT_STATUS.archived][k],
      })),
    )
    const row = (await queue()).data.find((r) => r.pergunta_id === commented)
    expect(row).toMatchObject({ motivo: 'comentarios', motivos: ['comentarios'], comentarios: 2 })

    const dismiss = (
      id: number,
      motivo: string,
      justificativa = 'Revisada com a banca: o gabarito oficial é B.',
    ) => api(tokens.manager, 'POST', `perguntas/${id}/revisao/dispensar`, { motivo, justificativa })
    expect((await dismiss(commented, 'gabarito_suspeito')).json()).toMatchObject({
      errors: { motivo: ['Esta questão não está na fila de revisão por este motivo.'] },
    })
    expect((await dismiss(wrongId, 'comentarios', 'ok')).statusCode).toBe(422)
    expect((await dismiss(999999, 'comentarios')).statusCode).toBe(404)
    const done = await dismiss(wrongId, 'gabarito_suspeito')
    expect(done.statusCode).toBe(200)
    expect(done.json()).toMatchObject({ pergunta_id: wrongId, motivo: 'gabarito_suspeito' })
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'dispensar_revisao'))
    expect(audit).toMatchObject({ entity: 'pergunta', entityId: String(wrongId) })
    const after = (await queue()).data.find((r) => r.pergunta_id === wrongId)
    expect(after?.motivos ?? []).not.toContain('gabarito_suspeito')

    // The same answers computed again: still dismissed. A new open comment brings the comments flag back.
    await dismiss(commented, 'comentarios', 'Respondido na própria questão.')
    expect(
      (await api(tokens.admin, 'POST', 'estatisticas/recalcular', { modulo_id: courseId })).statusCode,
    ).toBe(200)
    expect((await queue()).data.map((r) => r.pergunta_id)).not.toContain(commented)
    expect((await queue()).data.find((r) => r.pergunta_id === wrongId)?.motivos ?? []).not.toContain(
      'gabarito_suspeito',
    )
    await t.db
      .insert(comments)
      .values({ userId: users[3] as number, questionId: commented, courseId, text: 'E a D?' })
    expect((await queue()).data.find((r) => r.pergunta_id === commented)).toMatchObject({ comentarios: 3 })

    // The key fixed (A): the flag leaves at once and stays away after the next run.
    const fix = await api(tokens.manager, 'PATCH', `perguntas/${wrongId}`, { correta: 0 })
    expect(fix.statusCode).toBe(200)
    expect(
      (await api(tokens.admin, 'POST', 'estatisticas/recalcular', { modulo_id: courseId })).statusCode,
    ).toBe(200)
    const fixed = (
      await api(tokens.admin, 'GET', `perguntas/${wrongId}/estatisticas`)
    ).json() as QuestionStats
    expect(fixed.motivos).not.toContain('gabarito_suspeito')
    expect(fixed.alternativas[0]).toMatchObject({ correta: true })
    expect(fixed.alternativas[0]?.ponto_bisserial as number).toBeGreaterThan(0.2)
  })

  it('refuses bad input, and the periodic pass computes only the courses that are due', async () => {
    const bad = await api(tokens.manager, 'POST', 'estatisticas/recalcular', { modulo_id: 'x' })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.modulo_id).toEqual(['Curso inválido.'])
    const missing = await api(tokens.manager, 'GET', 'perguntas/revisao?modulo_id=999999')
    expect(missing.json()).toMatchObject({ errors: { modulo_id: ['Curso não encontrado.'] } })
    expect((await api(tokens.student, 'GET', `perguntas/revisao?modulo_id=${courseId}`)).statusCode).toBe(403)

    const other = await createCourse(t.db)
    const subject = await createSubject(t.db, other.id, 'Matemática')
    await createQuestion(t.db, { courseId: other.id, subjectId: subject.id })
    const now = new Date()
    const deps = { db: t.db, clock: () => now }
    // This file's course was computed a moment ago: only the new one is due.
    expect(await recalculateDueCourses(deps, 24)).toEqual([other.id])
    expect(await recalculateDueCourses(deps, 24)).toEqual([])
    const later = { db: t.db, clock: () => new Date(now.getTime() + 25 * 3600_000) }
    expect((await recalculateDueCourses(later, 24)).sort()).toEqual([courseId, other.id].sort())
    const runs = await t.db.select().from(itemStatsRuns).where(sql`${itemStatsRuns.courseId} = ${other.id}`)
    expect(runs[0]).toMatchObject({ questions: 0, answers: 0, students: 0 })
  })
})
