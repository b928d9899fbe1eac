import { difficultyLabel } from '@gabarito/core'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parsedRows } from '../../db/rows.ts'
import { questionCounts, questions, studentSubjectStats } from '../../db/schema/index.ts'
import { auth, signUpAndLogin } from '../../test/context.ts'
import {
  createCourse,
  createExam,
  createSubject,
  grantPlan,
  UNLIMITED,
  userIdOf,
} from '../../test/fixtures.ts'
import { practiceSuite } from '../../test/practice.ts'
import {
  answered,
  expected,
  type Filter,
  GUESSED,
  RIGHT,
  type Seeded,
  SKIPPED,
  WRONG,
} from './bank.test-helpers.ts'
import { difficultyLabelSql } from './bank-filter.sql.ts'

// The question bank's filters (issue 31): every filter alone and combined returns exactly the questions that match,
// checked against the seeded data; the situations follow the student's own answers; filters are PRO.
const suite = practiceSuite('Português', ['Crase', 'Regência'])
const BANCAS = ['Cebraspe', 'FGV', 'EsSA', null] as const
const ORGAOS = ['PF', 'Exército', null] as const
const LEVELS = ['medio', 'superior', null] as const

const seeded: Seeded[] = []
let other: Awaited<ReturnType<typeof createSubject>>
let pro: string

const query = (filter: Filter) => {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filter))
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v)
  return params.toString()
}
const get = (token: string, path: string, filter: Filter = {}) =>
  suite.t.app.inject({
    url: `/api/v1/geral/modulo/${suite.course.id}/${path}?${query(filter)}`,
    headers: auth(token),
  })
const ids = async (token: string, filter: Filter) => {
  const response = await get(token, 'perguntas', filter)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().map((q: { id: number }) => q.id) as number[]
}

beforeAll(async () => {
  other = await createSubject(suite.t.db, suite.course.id, 'Matemática', ['Frações'])
  const exam = await createExam(suite.t.db, suite.course.id, 'EsSA 2021', 2021)
  const [crase, regencia] = suite.subject.topics
  for (let i = 0; i < 24; i++) {
    const inFirst = i % 4 !== 3
    const topicId = inFirst ? ([crase?.id, regencia?.id, null][i % 3] ?? null) : (other.topics[0]?.id ?? null)
    const examId = i % 5 === 0 ? exam.id : null
    const q = await suite.question({ subjectId: inFirst ? suite.subject.id : other.id, topicId, examId })
    const source = {
      banca: BANCAS[i % 4] ?? null,
      orgao: ORGAOS[i % 3] ?? null,
      year: 2015 + (i % 10),
      level: LEVELS[Math.floor(i / 2) % 3] ?? null,
    }
    await suite.t.db.update(questions).set(source).where(eq(questions.id, q.id))
    seeded.push({ ...q, ...source, subjectId: q.subjectId, topicId, examId })
  }
  await suite.t.db.insert(questionCounts).values([
    { questionId: (seeded[6] as Seeded).id, answers: 10, hits: 1 },
    { questionId: (seeded[7] as Seeded).id, answers: 10, hits: 10 },
  ])
  pro = (await signUpAndLogin(suite.t.app)).token
  await grantPlan(suite.t.db, userIdOf(pro), UNLIMITED, new Date('2027-11-20T00:00:00Z'))
  const answer = async (i: number, choice: number) => {
    const q = seeded[i] as Seeded
    const more = { disciplina_id: q.subjectId, chutei: GUESSED.includes(i) }
    const response = await suite.answer(pro, { ...q, alternatives: q.alternatives } as never, choice, more)
    expect(response.statusCode, response.body).toBe(200)
  }
  for (const i of WRONG) await answer(i, 1)
  for (const i of RIGHT) await answer(i, 0)
  for (const i of SKIPPED) {
    const response = await suite.t.app.inject({
      method: 'POST',
      url: `/respostas/api/v1/pular/questao/${seeded[i]?.id}`,
      headers: auth(pro),
      payload: { modulo_id: suite.course.id },
    })
    expect(response.statusCode, response.body).toBeLessThan(300)
  }
})

describe('the question bank filters', () => {
  const s1 = () => String(suite.subject.id)
  const combos: (() => Filter)[] = [
    () => ({}),
    () => ({ banca: 'Cebraspe' }),
    () => ({ banca: ['Cebraspe', 'FGV'] }),
    () => ({ orgao: 'Exército' }),
    () => ({ ano_de: '2019', ano_ate: '2021' }),
    () => ({ ano_ate: '2016' }),
    () => ({ nivel: 'superior' }),
    () => ({ nivel: ['medio', 'superior'], concurso: 'nao' }),
    () => ({ concurso: 'sim' }),
    () => ({ disciplina_id: String(other.id) }),
    () => ({ disciplina_id: `${s1()},${other.id}`, banca: 'EsSA' }),
    () => ({ assunto_id: String(suite.subject.topics[0]?.id) }),
    () => ({ assunto_id: String(suite.subject.topics[1]?.id), banca: ['FGV', 'Cebraspe'], ano_de: '2016' }),
    () => ({ dificuldade: 'Lendária' }),
    () => ({ dificuldade: ['Muito Facil', 'Lendária'], concurso: 'nao' }),
    () => ({ dificuldade: 'Médio', banca: 'FGV' }),
    () => ({ situacao: 'errei' }),
    () => ({ situacao: 'acertei' }),
    () => ({ situacao: 'chutei' }),
    () => ({ situacao: ['errei', 'chutei'], banca: 'Cebraspe' }),
    () => ({ situacao: 'nao_resolvidas', banca: 'FGV', ano_de: '2018' }),
    () => ({ situacao: 'nao_resolvidas', disciplina_id: s1(), nivel: 'medio', concurso: 'nao' }),
    () => ({ situacao: ['nao_resolvidas', 'errei'], banca: ['Cebraspe', 'EsSA'] }),
  ]

  /** The batch of each combination that fits in one: exactly the matching questions, the never-answered first. */
  const expectExactBatches = async () => {
    for (const combo of combos) {
      const filter = combo()
      const want = expected(seeded, filter)
      if (want.length > 10) continue
      const got = await ids(pro, filter)
      expect(
        [...got].sort((a, b) => a - b),
        JSON.stringify(filter),
      ).toEqual(want)
      const unseen = got
        .map((id) => seeded.findIndex((q) => q.id === id))
        .map((i) => !answered(i) && !SKIPPED.includes(i))
      expect(unseen, JSON.stringify(filter)).toEqual([...unseen].sort((a, b) => Number(b) - Number(a)))
    }
  }

  it('counts exactly the questions each filter matches, alone and combined', async () => {
    for (const combo of combos) {
      const filter = combo()
      const response = await get(pro, 'perguntas/contagem', filter)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json(), JSON.stringify(filter)).toEqual({ total: expected(seeded, filter).length })
    }
  })

  it('serves exactly the matching questions, the never-answered first, and no key before answering', async () => {
    await expectExactBatches()
    const [first] = (await get(pro, 'perguntas', { banca: 'Cebraspe' })).json()
    expect(first).not.toHaveProperty('resposta_certa_id')
    expect(first).toMatchObject({ banca: 'Cebraspe' })
  })

  it('serves the same for a student with thousands of answers in the subjects (the bank read, not their rows)', async () => {
    // The per-subject aggregate decides the path (decision 0058): past 3,000 answers the answered rounds scan the
    // bank, and a situation's rounds run side by side.
    const userId = userIdOf(pro)
    const rows = [suite.subject.id, other.id].map((subjectId) => ({
      userId,
      courseId: suite.course.id,
      subjectId,
    }))
    const before = await suite.t.db
      .select()
      .from(studentSubjectStats)
      .where(eq(studentSubjectStats.userId, userId))
    await suite.t.db
      .insert(studentSubjectStats)
      .values(rows.map((row) => ({ ...row, answers: 5000 })))
      .onConflictDoUpdate({
        target: [studentSubjectStats.userId, studentSubjectStats.courseId, studentSubjectStats.subjectId],
        set: { answers: sql`${studentSubjectStats.answers} + 5000` },
      })
    try {
      await expectExactBatches()
    } finally {
      await suite.t.db.delete(studentSubjectStats).where(eq(studentSubjectStats.userId, userId))
      if (before.length) await suite.t.db.insert(studentSubjectStats).values(before)
    }
  })

  it('takes the filter on the subject batch too, over the path’s subject', async () => {
    const response = await suite.t.app.inject({
      url: `/api/v1/geral/modulo/${suite.course.id}/disciplina/${suite.subject.id}/perguntas?banca=EsSA`,
      headers: auth(pro),
    })
    const got = response
      .json()
      .map((q: { id: number }) => q.id)
      .sort((a: number, b: number) => a - b)
    expect(got).toEqual(expected(seeded, { banca: 'EsSA', disciplina_id: String(suite.subject.id) }))
  })

  it('follows the student’s own answers: another student’s situations are their own', async () => {
    const { token } = await signUpAndLogin(suite.t.app)
    await grantPlan(suite.t.db, userIdOf(token), UNLIMITED, new Date('2027-11-20T00:00:00Z'))
    expect((await get(token, 'perguntas/contagem', { situacao: 'errei' })).json()).toEqual({ total: 0 })
    expect((await get(token, 'perguntas/contagem', { situacao: 'nao_resolvidas' })).json()).toEqual({
      total: seeded.length,
    })
    expect(await ids(token, { situacao: 'errei' })).toEqual([])
  })

  it('finds the questions due for review as the review lists them', async () => {
    suite.now = new Date(suite.now.getTime() + 60 * 86_400_000)
    try {
      const review = (await get(pro, 'revisao/perguntas')).json().map((q: { id: number }) => q.id)
      expect(review.length).toBeGreaterThan(0)
      const due = await ids(pro, { situacao: 'revisao_vencida' })
      expect([...due].sort()).toEqual([...review].sort())
      expect((await get(pro, 'perguntas/contagem', { situacao: 'revisao_vencida' })).json()).toEqual({
        total: review.length,
      })
    } finally {
      suite.now = new Date(suite.now.getTime() - 60 * 86_400_000)
    }
  })

  it('offers the course’s bancas, órgãos and years', async () => {
    const response = await get(pro, 'perguntas/opcoes')
    expect(response.json()).toEqual({
      bancas: ['Cebraspe', 'EsSA', 'FGV'],
      orgaos: ['Exército', 'PF'],
      anos: [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024],
    })
  })

  it('keeps filters PRO: 423 without a plan, while plain subject practice goes on', async () => {
    const { token } = await signUpAndLogin(suite.t.app)
    for (const path of ['perguntas', 'perguntas/contagem']) {
      const response = await get(token, path, { banca: 'FGV' })
      expect(response.statusCode).toBe(423)
      expect(response.json().message).toMatch(/exclusivos do plano PRO/)
    }
    expect((await suite.batch(token)).statusCode).toBe(200)
  })

  it('refuses a wrong filter with the field’s pt-BR message, and another course’s subject with a 404', async () => {
    const cases: [Filter, string][] = [
      [{ nivel: 'alto' }, 'Nível inválido'],
      [{ ano_de: '2022', ano_ate: '2019' }, 'ano inicial deve ser menor'],
      [{ dificuldade: 'Fácil demais' }, 'Dificuldade inválida'],
      [{ situacao: 'talvez' }, 'Situação inválida'],
      [{ disciplina_id: 'abc' }, 'Disciplina inválida'],
      [{ concurso: 'talvez' }, 'concurso=sim'],
    ]
    for (const [filter, message] of cases) {
      const response = await get(pro, 'perguntas/contagem', filter)
      expect(response.statusCode, JSON.stringify(filter)).toBe(422)
      expect(response.body).toContain(message)
    }
    const course = await createCourse(suite.t.db)
    const foreign = await createSubject(suite.t.db, course.id, 'Direito', ['Penal'])
    expect((await get(pro, 'perguntas', { disciplina_id: String(foreign.id) })).statusCode).toBe(404)
    expect((await get(pro, 'perguntas', { assunto_id: String(foreign.topics[0]?.id) })).statusCode).toBe(404)
  })

  it('labels difficulty in SQL as the core rule does', async () => {
    const grid = [0, 1, 2, 3, 4, 6, 7, 9, 10, 20, 100].flatMap((total) =>
      [0, 0.05, 0.15, 0.25, 0.4, 0.55, 0.65, 0.75, 0.85, 0.95, 1].map((share) => ({
        total,
        hits: Math.round(total * share),
      })),
    )
    const rows = await parsedRows(
      suite.t.db,
      sql`select g.hits, g.total, ${difficultyLabelSql(sql`g.hits`, sql`g.total`)} as label
          from unnest(${sql.param(grid.map((g) => g.hits))}::int[], ${sql.param(grid.map((g) => g.total))}::int[])
          as g(hits, total)`,
      z.object({ hits: z.number(), total: z.number(), label: z.string() }),
    )
    for (const row of rows)
      expect(row.label, `${row.hits}/${row.total}`).toBe(difficultyLabel(row.hits, row.total))
  })

  it('tells a free student the free answers left today before the first answer', async () => {
    const { token } = await signUpAndLogin(suite.t.app)
    const left = async (student: string) =>
      (
        await suite.t.app.inject({
          url: `/api/v1/geral/modulo/${suite.course.id}/disciplina/${suite.subject.id}/hoje`,
          headers: auth(student),
        })
      ).json().gratuitas_restantes
    expect(await left(token)).toBe(15)
    expect((await suite.answer(token, seeded[1] as never, 0)).statusCode).toBe(200)
    expect(await left(token)).toBe(14)
    expect(await left(pro)).toBeNull()
  })
})
