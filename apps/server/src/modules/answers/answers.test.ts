import { randomUUID } from 'node:crypto'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerStats, answers, comments, questionProgress } from '../../db/schema/index.ts'
import type { Clock } from '../../lib/clock.ts'
import { auth, createTestContext, signUpAndLogin, type TestContext } from '../../test/context.ts'
import {
  createCourse,
  createExam,
  createQuestion,
  createSubject,
  grantPlan,
  UNLIMITED,
  userIdOf,
} from '../../test/fixtures.ts'

// 14:30 in São Paulo.
let now = new Date('2026-11-20T17:30:00Z')
const clock: Clock = () => now
let t: TestContext
let course: Awaited<ReturnType<typeof createCourse>>
let subject: Awaited<ReturnType<typeof createSubject>>

beforeAll(async () => {
  t = await createTestContext({ clock })
  course = await createCourse(t.db)
  subject = await createSubject(t.db, course.id, 'Matemática', ['Porcentagem', 'Frações'])
})
afterAll(() => t.close())

const practice = (token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/respostas/api/v1/treinamento/responder',
    headers: auth(token),
    payload,
  })

const batch = (token: string, subjectId = subject.id, courseId = course.id) =>
  t.app.inject({
    url: `/api/v1/geral/modulo/${courseId}/disciplina/${subjectId}/perguntas`,
    headers: auth(token),
  })

describe('answering', () => {
  it('hides the key in batches and reveals it, the explanation, tags and counts in the answer', async () => {
    const q = await createQuestion(t.db, {
      courseId: course.id,
      subjectId: subject.id,
      correct: 2,
      explanation: '<p>30% de 200 é 60.</p>',
      tags: ['Porcentagem simples', 'Regra de três'],
    })
    const { token } = await signUpAndLogin(t.app)
    const shown = (await batch(token)).json().find((x: { id: number }) => x.id === q.id)
    expect(Object.keys(shown).sort()).toEqual(
      [
        'assunto_id',
        'concurso_id',
        'dificuldade',
        'disciplina_id',
        'id',
        'numero',
        'resposta',
        'status',
        'texto',
        'total_respostas',
      ].sort(),
    )
    expect(shown.resposta[0]).toEqual({ id: q.alternatives[0]?.id, letra: 'A', texto: 'Primeira' })
    expect(JSON.stringify(shown)).not.toContain('30% de 200')
    expect(shown.dificuldade).toBe('Médio')

    const wrong = await practice(token, {
      pergunta_id: q.id,
      selected: q.alternatives[0]?.id,
      modulo_id: course.id,
      disciplina_id: subject.id,
      tipo: 'PUBLICADA',
    })
    expect(wrong.statusCode).toBe(200)
    expect(wrong.json()).toEqual({
      correta: false,
      resposta_id: q.alternatives[0]?.id,
      resposta_certa_id: q.correctId,
      resumo: '<p>30% de 200 é 60.</p>',
      tags: [
        { id: expect.any(Number), descricao: 'Porcentagem simples' },
        { id: expect.any(Number), descricao: 'Regra de três' },
      ],
      respostas: q.alternatives.map((a, i) => ({ id: a.id, count: i === 0 ? 1 : 0 })),
      gratuitas_restantes: 14,
    })
    const other = await signUpAndLogin(t.app)
    const right = await practice(other.token, {
      pergunta_id: q.id,
      selected: q.correctId,
      modulo_id: course.id,
    })
    expect(right.json().correta).toBe(true)
    expect(right.json().respostas.map((r: { count: number }) => r.count)).toEqual([1, 0, 1, 0, 0])
  })

  it('keeps the aggregates and the progress in step with the answer', async () => {
    const q = await createQuestion(t.db, { courseId: course.id, subjectId: subject.id, correct: 1 })
    const { token } = await signUpAndLogin(t.app)
    const userId = userIdOf(token)
    await practice(token, { pergunta_id: q.id, selected: q.alternatives[1]?.id, modulo_id: course.id })
    await practice(token, { pergunta_id: q.id, selected: q.alternatives[3]?.id, modulo_id: course.id })
    const stats = await t.db.select().from(answerStats).where(eq(answerStats.userId, userId))
    expect(stats).toEqual([
      {
        userId,
        courseId: course.id,
        subjectId: subject.id,
        day: '2026-11-20',
        hour: 14,
        answers: 2,
        hits: 1,
      },
    ])
    const [progress] = await t.db.select().from(questionProgress).where(eq(questionProgress.userId, userId))
    expect(progress).toMatchObject({ questionId: q.id, state: 'wrong', attempts: 2 })
    const rows = await t.db.select().from(answers).where(eq(answers.userId, userId))
    expect(rows.map((r) => [r.correct, r.kind])).toEqual([
      [true, 'TREINAMENTO'],
      [false, 'TREINAMENTO'],
    ])
  })

  it('counts a retried idempotency key once and answers it the same', async () => {
    const q = await createQuestion(t.db, { courseId: course.id, subjectId: subject.id })
    const { token } = await signUpAndLogin(t.app)
    const payload = {
      pergunta_id: q.id,
      selected: q.alternatives[2]?.id,
      modulo_id: course.id,
      chave_idempotencia: randomUUID(),
    }
    const first = await practice(token, payload)
    const retry = await practice(token, payload)
    expect(retry.statusCode).toBe(200)
    expect(retry.json().correta).toBe(first.json().correta)
    expect(retry.json().respostas).toEqual(first.json().respostas)
    expect(first.json().gratuitas_restantes).toBe(14)
    expect(retry.json().gratuitas_restantes).toBe(14)
    const [n] = await t.db.select({ n: count() }).from(answers).where(eq(answers.questionId, q.id))
    expect(n?.n).toBe(1)
    const [stat] = await t.db
      .select()
      .from(answerStats)
      .where(eq(answerStats.userId, userIdOf(token)))
    expect(stat?.answers).toBe(1)
  })

  it('allows 15 free answers a São Paulo day, refuses the 16th without recording it, and starts again at midnight', async () => {
    const qs = []
    for (let i = 0; i < 17; i++)
      qs.push(await createQuestion(t.db, { courseId: course.id, subjectId: subject.id }))
    const { token } = await signUpAndLogin(t.app)
    now = new Date('2026-11-21T02:00:00Z') // 23:00 in São Paulo, still the 20th there
    for (let i = 0; i < 15; i++) {
      const res = await practice(token, {
        pergunta_id: qs[i]?.id,
        selected: qs[i]?.alternatives[0]?.id,
        modulo_id: course.id,
      })
      expect(res.statusCode).toBe(200)
      expect(res.json().gratuitas_restantes).toBe(14 - i)
    }
    const sixteenth = await practice(token, {
      pergunta_id: qs[15]?.id,
      selected: qs[15]?.alternatives[0]?.id,
      modulo_id: course.id,
    })
    expect(sixteenth.statusCode).toBe(423)
    expect(sixteenth.json().message).toContain('15 questões gratuitas')
    const [recorded] = await t.db
      .select({ n: count() })
      .from(answers)
      .where(and(eq(answers.userId, userIdOf(token)), eq(answers.questionId, qs[15]?.id as number)))
    expect(recorded?.n).toBe(0)

    now = new Date('2026-11-21T03:00:00Z') // midnight in São Paulo
    const nextDay = await practice(token, {
      pergunta_id: qs[15]?.id,
      selected: qs[15]?.alternatives[0]?.id,
      modulo_id: course.id,
    })
    expect(nextDay.statusCode).toBe(200)
    expect(nextDay.json().gratuitas_restantes).toBe(14)
    now = new Date('2026-11-20T17:30:00Z')
  })

  it('gives the last free answers to only as many of the answers sent at the same instant', async () => {
    const qs: Awaited<ReturnType<typeof createQuestion>>[] = []
    for (let i = 0; i < 19; i++)
      qs.push(await createQuestion(t.db, { courseId: course.id, subjectId: subject.id }))
    const { token } = await signUpAndLogin(t.app)
    const send = (i: number) =>
      practice(token, { pergunta_id: qs[i]?.id, selected: qs[i]?.alternatives[0]?.id, modulo_id: course.id })
    for (let i = 0; i < 13; i++) expect((await send(i)).statusCode).toBe(200)
    const racing = await Promise.all([13, 14, 15, 16, 17, 18].map(send))
    const statuses = racing.map((r) => r.statusCode).sort()
    expect(statuses).toEqual([200, 200, 423, 423, 423, 423])
    const [recorded] = await t.db
      .select({ n: count() })
      .from(answers)
      .where(eq(answers.userId, userIdOf(token)))
    expect(recorded?.n).toBe(15)
  })

  it('lifts the limit with a plan for the course or the unlimited subscription, but not another course’s plan', async () => {
    const qs = []
    for (let i = 0; i < 16; i++)
      qs.push(await createQuestion(t.db, { courseId: course.id, subjectId: subject.id }))
    const otherCourse = await createCourse(t.db)
    for (const planId of [course.planId, UNLIMITED, otherCourse.planId]) {
      const { token } = await signUpAndLogin(t.app)
      await grantPlan(t.db, userIdOf(token), planId, new Date('2027-01-01T00:00:00Z'))
      let last = 0
      for (const q of qs)
        last = (
          await practice(token, { pergunta_id: q.id, selected: q.alternatives[0]?.id, modulo_id: course.id })
        ).statusCode
      expect(last).toBe(planId === otherCourse.planId ? 423 : 200)
    }
  })

  it('refuses bad payloads and ids with 4xx, never 500', async () => {
    const q = await createQuestion(t.db, { courseId: course.id, subjectId: subject.id })
    const other = await createQuestion(t.db, { courseId: course.id, subjectId: subject.id })
    const { token } = await signUpAndLogin(t.app)
    const cases: [object, number][] = [
      [{}, 422],
      [{ pergunta_id: 'x', selected: 1, modulo_id: course.id }, 422],
      [{ pergunta_id: q.id, modulo_id: course.id }, 422],
      [
        {
          pergunta_id: q.id,
          selected: q.alternatives[0]?.id,
          modulo_id: course.id,
          chave_idempotencia: 'abc',
        },
        422,
      ],
      [{ pergunta_id: q.id, selected: other.alternatives[0]?.id, modulo_id: course.id }, 404],
      [{ pergunta_id: 999999, selected: q.alternatives[0]?.id, modulo_id: course.id }, 404],
      [{ pergunta_id: q.id, selected: q.alternatives[0]?.id, modulo_id: 999999 }, 404],
    ]
    for (const [payload, status] of cases)
      expect((await practice(token, payload)).statusCode, JSON.stringify(payload)).toBe(status)
    const noAuth = await t.app.inject({
      method: 'POST',
      url: '/respostas/api/v1/treinamento/responder',
      payload: {},
    })
    expect(noAuth.statusCode).toBe(401)
  })
})

describe('batches', () => {
  it('serves unseen questions first, then wrong or skipped ones oldest first, then right ones', async () => {
    const s = await createSubject(t.db, course.id, 'Física')
    const qs = []
    for (let i = 0; i < 14; i++)
      qs.push(await createQuestion(t.db, { courseId: course.id, subjectId: s.id, correct: 0 }))
    const { token } = await signUpAndLogin(t.app)
    await grantPlan(t.db, userIdOf(token), course.planId, new Date('2027-01-01T00:00:00Z'))
    // Answer 12 of 14: the first 6 right, the next 5 wrong (one minute apart), skip one.
    for (let i = 0; i < 11; i++) {
      now = new Date(Date.UTC(2026, 10, 20, 12, i))
      const selected = i < 6 ? qs[i]?.correctId : qs[i]?.alternatives[1]?.id
      expect(
        (await practice(token, { pergunta_id: qs[i]?.id, selected, modulo_id: course.id })).statusCode,
      ).toBe(200)
    }
    const skipped = await t.app.inject({
      method: 'POST',
      url: `/respostas/api/v1/pular/questao/${qs[11]?.id}`,
      headers: auth(token),
      payload: { modulo_id: course.id },
    })
    expect(skipped.statusCode).toBe(200)
    now = new Date('2026-11-20T17:30:00Z')

    const ids = (await batch(token, s.id)).json().map((q: { id: number }) => q.id)
    expect(ids).toHaveLength(10)
    const unseen = [qs[12]?.id, qs[13]?.id]
    const review = [qs[6]?.id, qs[7]?.id, qs[8]?.id, qs[9]?.id, qs[10]?.id, qs[11]?.id]
    expect(ids).toEqual(expect.arrayContaining([...unseen, ...review]))
    // The two remaining places go to the questions answered right longest ago.
    expect(ids).toEqual(expect.arrayContaining([qs[0]?.id, qs[1]?.id]))
  })

  it('filters by topic only with a plan (PRO)', async () => {
    const [percent, fractions] = subject.topics
    const inTopic = await createQuestion(t.db, {
      courseId: course.id,
      subjectId: subject.id,
      topicId: percent?.id,
    })
    await createQuestion(t.db, { courseId: course.id, subjectId: subject.id, topicId: fractions?.id })
    const { token } = await signUpAndLogin(t.app)
    const url = `/api/v1/geral/modulo/${course.id}/assunto/${percent?.id}/disciplina/${subject.id}/perguntas`
    const refused = await t.app.inject({ url, headers: auth(token) })
    expect(refused.statusCode).toBe(423)
    expect(refused.json().message).toContain('exclusivo do plano PRO')
    await grantPlan(t.db, userIdOf(token), course.planId, new Date('2027-01-01T00:00:00Z'))
    const allowed = await t.app.inject({ url, headers: auth(token) })
    expect(allowed.json().map((q: { id: number }) => q.id)).toEqual([inTopic.id])
    const wrongTopic = await t.app.inject({
      url: `/api/v1/geral/modulo/${course.id}/assunto/${percent?.id}/disciplina/999999/perguntas`,
      headers: auth(token),
    })
    expect(wrongTopic.statusCode).toBe(404)
  })

  it('refuses a subject of another course, bad ids and a course without questions', async () => {
    const { token } = await signUpAndLogin(t.app)
    const other = await createCourse(t.db)
    expect((await batch(token, subject.id, other.id)).statusCode).toBe(404)
    expect(
      (
        await t.app.inject({
          url: `/api/v1/geral/modulo/${course.id}/disciplina/abc/perguntas`,
          headers: auth(token),
        })
      ).statusCode,
    ).toBe(422)
    const noQuestions = await createCourse(t.db, { hasQuestions: false })
    const res = await batch(token, subject.id, noQuestions.id)
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Este curso não possui questões.')
  })
})

describe('past exams', () => {
  it('lists exams, gives their questions in order only with a plan (403), and takes exam answers', async () => {
    const exam = await createExam(t.db, course.id, 'EsSA', 2024)
    const second = await createQuestion(t.db, {
      courseId: course.id,
      subjectId: subject.id,
      examId: exam.id,
      examNumber: 2,
    })
    const first = await createQuestion(t.db, {
      courseId: course.id,
      subjectId: subject.id,
      examId: exam.id,
      examNumber: 1,
    })
    const { token } = await signUpAndLogin(t.app)
    const list = await t.app.inject({
      url: `/api/v1/geral/concurso/modulo/${course.id}`,
      headers: auth(token),
    })
    expect(list.json()).toContainEqual({ id: exam.id, nome: 'EsSA', ano: 2024, total: 2 })

    const refused = await t.app.inject({
      url: `/api/v1/geral/concurso/${exam.id}/modulo/${course.id}/perguntas`,
      headers: auth(token),
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toContain('exclusivas do plano PRO')
    const examAnswer = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/respostas/api/v1/concurso/responder',
        headers: auth(token),
        payload,
      })
    const payload = {
      pergunta_id: first.id,
      selected: first.correctId,
      modulo_id: course.id,
      referencia_id: exam.id,
      tipo: 'CONCURSO',
    }
    expect((await examAnswer(payload)).statusCode).toBe(403)

    await grantPlan(t.db, userIdOf(token), course.planId, new Date('2027-01-01T00:00:00Z'))
    const allowed = await t.app.inject({
      url: `/api/v1/geral/concurso/${exam.id}/modulo/${course.id}/perguntas`,
      headers: auth(token),
    })
    expect(allowed.json().map((q: { id: number; numero: number }) => [q.id, q.numero])).toEqual([
      [first.id, 1],
      [second.id, 2],
    ])
    const short = await t.app.inject({
      url: `/api/v1/geral/concurso/${exam.id}/perguntas`,
      headers: auth(token),
    })
    expect(short.json()).toHaveLength(2)
    const answered = await examAnswer(payload)
    expect(answered.statusCode).toBe(200)
    expect(answered.json().correta).toBe(true)
    const [row] = await t.db
      .select()
      .from(answers)
      .where(and(eq(answers.userId, userIdOf(token)), eq(answers.questionId, first.id)))
    expect(row).toMatchObject({ kind: 'CONCURSO', referenceId: exam.id })

    const loose = await createQuestion(t.db, { courseId: course.id, subjectId: subject.id })
    expect(
      (await examAnswer({ ...payload, pergunta_id: loose.id, selected: loose.correctId })).statusCode,
    ).toBe(404)
    const other = await createCourse(t.db)
    expect(
      (
        await t.app.inject({
          url: `/api/v1/geral/concurso/${exam.id}/modulo/${other.id}/perguntas`,
          headers: auth(token),
        })
      ).statusCode,
    ).toBe(404)
    expect(
      (await t.app.inject({ url: '/api/v1/geral/concurso/999999/perguntas', headers: auth(token) }))
        .statusCode,
    ).toBe(404)
  })
})

describe('comments', () => {
  const comment = (token: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/geral/modulo/criar/comentario',
      headers: auth(token),
      payload,
    })

  it('takes one comment per student and question, stored as Criada', async () => {
    const q = await createQuestion(t.db, { courseId: course.id, subjectId: subject.id })
    const { token } = await signUpAndLogin(t.app)
    const payload = {
      texto: '  A alternativa C também parece certa.  ',
      pergunta_id: q.id,
      modulo_id: course.id,
      status: 'Aprovada',
    }
    const res = await comment(token, payload)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ message: 'Obrigado pelo comentário!' })
    const [row] = await t.db.select().from(comments).where(eq(comments.questionId, q.id))
    expect(row).toMatchObject({
      text: 'A alternativa C também parece certa.',
      status: 'Criada',
      userId: userIdOf(token),
    })
    const again = await comment(token, payload)
    expect(again.statusCode).toBe(422)
    expect(again.json().errors).toEqual({ pergunta_id: ['Você já comentou esta questão.'] })
  })

  it('checks the length and the question', async () => {
    const q = await createQuestion(t.db, { courseId: course.id, subjectId: subject.id })
    const { token } = await signUpAndLogin(t.app)
    expect(
      (await comment(token, { texto: 'x'.repeat(1500), pergunta_id: q.id, modulo_id: course.id })).statusCode,
    ).toBe(201)
    const other = await signUpAndLogin(t.app)
    const long = await comment(other.token, {
      texto: 'x'.repeat(1501),
      pergunta_id: q.id,
      modulo_id: course.id,
    })
    expect(long.json().errors).toEqual({ texto: ['O comentário deve ter no máximo 1500 caracteres.'] })
    expect(
      (await comment(other.token, { texto: '   ', pergunta_id: q.id, modulo_id: course.id })).json().errors,
    ).toEqual({ texto: ['Escreva o comentário.'] })
    expect(
      (await comment(other.token, { texto: 'ok', pergunta_id: 999999, modulo_id: course.id })).statusCode,
    ).toBe(404)
  })
})
