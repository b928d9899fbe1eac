import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { answers, practiceDayScores, questionProgress } from '../../db/schema/index.ts'
import { auth, signUpAndLogin } from '../../test/context.ts'
import { createCourse, userIdOf } from '../../test/fixtures.ts'
import { PRACTICE_START, practiceSuite } from '../../test/practice.ts'

// Answering in subject practice (/treinamento/responder): what is revealed, what is recorded, retries, bad input.
const suite = practiceSuite('Matemática', ['Porcentagem', 'Frações'])
const { practice, batch } = suite

describe('answering', () => {
  it('hides the key in batches and reveals it, the explanation, tags and counts in the answer', async () => {
    const q = await suite.question({
      correct: 2,
      explanation: '<p>30% de 200 é 60.</p>',
      tags: ['Porcentagem simples', 'Regra de três'],
    })
    const { token } = await signUpAndLogin(suite.t.app)
    const shown = (await batch(token)).json().find((x: { id: number }) => x.id === q.id)
    expect(Object.keys(shown).sort()).toEqual(
      [
        'ano',
        'assunto_id',
        'banca',
        'cargo',
        'concurso_id',
        'dificuldade',
        'disciplina_id',
        'id',
        'meu_comentario',
        'nivel',
        'numero',
        'orgao',
        'resposta',
        'status',
        'texto',
        'total_respostas',
      ].sort(),
    )
    expect(shown.resposta[0]).toEqual({ id: q.alternatives[0]?.id, letra: 'A', texto: 'Primeira' })
    expect(JSON.stringify(shown)).not.toContain('30% de 200')
    expect(shown.dificuldade).toBe('Médio')
    expect(shown.meu_comentario).toBeNull()

    const wrong = await practice(token, {
      pergunta_id: q.id,
      selected: q.alternatives[0]?.id,
      modulo_id: suite.course.id,
      disciplina_id: suite.subject.id,
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
      // A miss makes a review card: FSRS's first Again is due a day later (issue 30).
      respondida_em: PRACTICE_START.toISOString(),
      proxima_revisao: new Date(PRACTICE_START.getTime() + 86_400_000).toISOString(),
    })
    const other = await signUpAndLogin(suite.t.app)
    const right = await practice(other.token, {
      pergunta_id: q.id,
      selected: q.correctId,
      modulo_id: suite.course.id,
    })
    expect(right.json().correta).toBe(true)
    expect(right.json().respostas.map((r: { count: number }) => r.count)).toEqual([1, 0, 1, 0, 0])
  })

  it('keeps the aggregates and the progress in step with the answer', async () => {
    const q = await suite.question({
      correct: 1,
    })
    const { token } = await signUpAndLogin(suite.t.app)
    const userId = userIdOf(token)
    await practice(token, { pergunta_id: q.id, selected: q.alternatives[1]?.id, modulo_id: suite.course.id })
    await practice(token, { pergunta_id: q.id, selected: q.alternatives[3]?.id, modulo_id: suite.course.id })
    const stats = await suite.t.db
      .select()
      .from(practiceDayScores)
      .where(eq(practiceDayScores.userId, userId))
    expect(stats).toEqual([
      {
        userId,
        courseId: suite.course.id,
        subjectId: suite.subject.id,
        day: '2026-11-20',
        answers: 2,
        hits: 1,
        lastAt: expect.any(Date),
      },
    ])
    const [progress] = await suite.t.db
      .select()
      .from(questionProgress)
      .where(eq(questionProgress.userId, userId))
    expect(progress).toMatchObject({ questionId: q.id, state: 'wrong' })
    const rows = await suite.t.db.select().from(answers).where(eq(answers.userId, userId))
    expect(rows.map((r) => [r.correct, r.kind])).toEqual([
      [true, 'TREINAMENTO'],
      [false, 'TREINAMENTO'],
    ])
  })

  it('counts a retried idempotency key once and answers it the same', async () => {
    const q = await suite.question()
    const { token } = await signUpAndLogin(suite.t.app)
    const payload = {
      pergunta_id: q.id,
      selected: q.alternatives[2]?.id,
      modulo_id: suite.course.id,
      chave_idempotencia: randomUUID(),
    }
    const first = await practice(token, payload)
    const retry = await practice(token, payload)
    expect(retry.statusCode).toBe(200)
    expect(retry.json().correta).toBe(first.json().correta)
    expect(retry.json().respostas).toEqual(first.json().respostas)
    expect(first.json().gratuitas_restantes).toBe(14)
    expect(retry.json().gratuitas_restantes).toBe(14)
    const [n] = await suite.t.db.select({ n: count() }).from(answers).where(eq(answers.questionId, q.id))
    expect(n?.n).toBe(1)
    const [stat] = await suite.t.db
      .select()
      .from(practiceDayScores)
      .where(eq(practiceDayScores.userId, userIdOf(token)))
    expect(stat?.answers).toBe(1)
  })

  it('refuses bad payloads and ids with 4xx, never 500', async () => {
    const q = await suite.question()
    const other = await suite.question()
    const { token } = await signUpAndLogin(suite.t.app)
    const cases: [object, number][] = [
      [{}, 422],
      [{ pergunta_id: 'x', selected: 1, modulo_id: suite.course.id }, 422],
      [{ pergunta_id: q.id, modulo_id: suite.course.id }, 422],
      [
        {
          pergunta_id: q.id,
          selected: q.alternatives[0]?.id,
          modulo_id: suite.course.id,
          chave_idempotencia: 'abc',
        },
        422,
      ],
      [{ pergunta_id: q.id, selected: other.alternatives[0]?.id, modulo_id: suite.course.id }, 404],
      [{ pergunta_id: 999999, selected: q.alternatives[0]?.id, modulo_id: suite.course.id }, 404],
      [{ pergunta_id: q.id, selected: q.alternatives[0]?.id, modulo_id: 999999 }, 404],
    ]
    for (const [payload, status] of cases)
      expect((await practice(token, payload)).statusCode, JSON.stringify(payload)).toBe(status)
    const noAuth = await suite.t.app.inject({
      method: 'POST',
      url: '/respostas/api/v1/treinamento/responder',
      payload: {},
    })
    expect(noAuth.statusCode).toBe(401)
  })

  it('refuses a subject id that is no positive PostgreSQL integer with the field error, recording nothing', async () => {
    const q = await suite.question()
    const { token } = await signUpAndLogin(suite.t.app)
    for (const disciplina_id of [2147483648, 1e20, 0, -1]) {
      const res = await practice(token, {
        pergunta_id: q.id,
        selected: q.alternatives[0]?.id,
        modulo_id: suite.course.id,
        disciplina_id,
      })
      expect(res.statusCode, String(disciplina_id)).toBe(422)
      expect(res.json().message).toBe('Disciplina inválida.')
      expect(Object.keys(res.json().errors)).toEqual(['disciplina_id'])
    }
    const [n] = await suite.t.db.select({ n: count() }).from(answers).where(eq(answers.questionId, q.id))
    expect(n?.n).toBe(0)
  })
})

describe('skipping', () => {
  it('marks a question skipped, keeps one answered right as right, and refuses a question of another course', async () => {
    const skipped = await suite.question({})
    const right = await suite.question()
    const elsewhere = await createCourse(suite.t.db)
    const { token } = await signUpAndLogin(suite.t.app)
    const userId = userIdOf(token)
    const skip = (questionId: number, courseId = suite.course.id) =>
      suite.t.app.inject({
        method: 'POST',
        url: `/respostas/api/v1/pular/questao/${questionId}`,
        headers: auth(token),
        payload: { modulo_id: courseId },
      })
    const res = await skip(skipped.id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Questão pulada.' })
    await practice(token, { pergunta_id: right.id, selected: right.correctId, modulo_id: suite.course.id })
    expect((await skip(right.id)).statusCode).toBe(200)
    const states = await suite.t.db
      .select({ questionId: questionProgress.questionId, state: questionProgress.state })
      .from(questionProgress)
      .where(eq(questionProgress.userId, userId))
    expect(states).toEqual(
      expect.arrayContaining([
        { questionId: skipped.id, state: 'skipped' },
        { questionId: right.id, state: 'right' },
      ]),
    )
    expect(states).toHaveLength(2)
    const missing = await skip(999999)
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('Questão não encontrada.')
    expect((await skip(skipped.id, elsewhere.id)).json()).toEqual({ message: 'Questão não encontrada.' })
  })
})
