import { randomUUID } from 'node:crypto'
import { and, count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { answers, freeAnswerDays } from '../../db/schema/index.ts'
import { auth, signUpAndLogin } from '../../test/context.ts'
import { createExam, grantPlan, userIdOf } from '../../test/fixtures.ts'
import { practiceSuite } from '../../test/practice.ts'
import { EXAM_IS_PRO } from '../questions/questions.service.ts'
import { KEY_REUSED, QUESTION_NOT_FOUND } from './answers.service.ts'

const suite = practiceSuite('Português')

const send = (token: string, route: 'treinamento' | 'concurso', payload: object) =>
  suite.t.app.inject({
    method: 'POST',
    url: `/respostas/api/v1/${route}/responder`,
    headers: auth(token),
    payload,
  })

/** A question of a new past exam of the course, and a student whose plan for the course ends at `planEnds`. */
async function examQuestionAndStudent(examName: string, year: number, planEnds: Date) {
  const exam = await createExam(suite.t.db, suite.course.id, examName, year)
  const q = await suite.question({ examId: exam.id, examNumber: 1 })
  const { token } = await signUpAndLogin(suite.t.app)
  await grantPlan(suite.t.db, userIdOf(token), suite.course.planId, planEnds)
  return { exam, q, token }
}

const answersOf = async (token: string, questionId?: number) => {
  const userId = userIdOf(token)
  const [row] = await suite.t.db
    .select({ n: count() })
    .from(answers)
    .where(
      questionId === undefined
        ? eq(answers.userId, userId)
        : and(eq(answers.userId, userId), eq(answers.questionId, questionId)),
    )
  return row?.n
}

const freeUsed = async (token: string) => {
  const [row] = await suite.t.db
    .select()
    .from(freeAnswerDays)
    .where(eq(freeAnswerDays.userId, userIdOf(token)))
  return row?.used ?? 0
}

describe('a reused idempotency key', () => {
  it('is refused with another question, reveals nothing of it and records nothing', async () => {
    const answered = await suite.question({})
    const exam = await createExam(suite.t.db, suite.course.id, 'EsSA', 2023)
    const secret = await suite.question({
      examId: exam.id,
      examNumber: 1,
      correct: 3,
      explanation: '<p>Segredo da prova</p>',
    })
    const open = await suite.question({
      correct: 4,
      explanation: '<p>Segredo da questão livre</p>',
    })
    const { token } = await signUpAndLogin(suite.t.app)
    const key = randomUUID()
    const first = await send(token, 'treinamento', {
      pergunta_id: answered.id,
      selected: answered.alternatives[1]?.id,
      modulo_id: suite.course.id,
      chave_idempotencia: key,
    })
    expect(first.statusCode).toBe(200)

    const reuse = (route: 'treinamento' | 'concurso', q: typeof open, extra: object = {}) =>
      send(token, route, {
        pergunta_id: q.id,
        selected: q.alternatives[0]?.id,
        modulo_id: suite.course.id,
        chave_idempotencia: key,
        ...extra,
      })
    const seen = (res: Awaited<ReturnType<typeof reuse>>) => ({ status: res.statusCode, body: res.json() })
    const refused = {
      status: 422,
      body: { message: KEY_REUSED, errors: { chave_idempotencia: [KEY_REUSED] } },
    }
    expect(seen(await reuse('concurso', secret, { referencia_id: exam.id }))).toEqual({
      status: 403,
      body: { message: EXAM_IS_PRO },
    })
    expect(seen(await reuse('treinamento', secret))).toEqual({ status: 403, body: { message: EXAM_IS_PRO } })
    expect(seen(await reuse('treinamento', open))).toEqual(refused)
    // Not after the day's free answers are gone either.
    await suite.t.db
      .update(freeAnswerDays)
      .set({ used: 15 })
      .where(eq(freeAnswerDays.userId, userIdOf(token)))
    expect(seen(await reuse('treinamento', open))).toEqual(refused)
    expect(await answersOf(token, secret.id)).toBe(0)
    expect(await answersOf(token, open.id)).toBe(0)
    expect(await answersOf(token)).toBe(1)
    expect(await freeUsed(token)).toBe(15)
  })

  it('is refused with another alternative or another mode of the same question', async () => {
    const { exam, q, token } = await examQuestionAndStudent('EEAR', 2022, new Date('2027-01-01T00:00:00Z'))
    const other = await createExam(suite.t.db, suite.course.id, 'EEAR', 2021)
    const key = randomUUID()
    const payload = {
      pergunta_id: q.id,
      selected: q.alternatives[0]?.id,
      modulo_id: suite.course.id,
      referencia_id: exam.id,
      chave_idempotencia: key,
    }
    expect((await send(token, 'concurso', payload)).statusCode).toBe(200)
    const refused = { message: KEY_REUSED, errors: { chave_idempotencia: [KEY_REUSED] } }
    const variants: ['treinamento' | 'concurso', object, number, object][] = [
      ['concurso', { ...payload, selected: q.alternatives[1]?.id }, 422, refused],
      ['treinamento', payload, 422, refused],
      // Not a question of that exam.
      ['concurso', { ...payload, referencia_id: other.id }, 404, { message: QUESTION_NOT_FOUND }],
    ]
    for (const [route, body, status, json] of variants) {
      const res = await send(token, route, body)
      expect({ status: res.statusCode, body: res.json() }, JSON.stringify(body)).toEqual({
        status,
        body: json,
      })
    }
    const retry = await send(token, 'concurso', payload)
    expect(retry.statusCode).toBe(200)
    expect(retry.json().resposta_certa_id).toBe(q.correctId)
    expect(await answersOf(token)).toBe(1)
  })

  it('does not give an exam answer back once the plan is over', async () => {
    const { exam, q, token } = await examQuestionAndStudent('ESA', 2020, new Date('2026-11-20T18:00:00Z'))
    const payload = {
      pergunta_id: q.id,
      selected: q.alternatives[0]?.id,
      modulo_id: suite.course.id,
      referencia_id: exam.id,
      chave_idempotencia: randomUUID(),
    }
    expect((await send(token, 'concurso', payload)).statusCode).toBe(200)
    suite.now = new Date('2026-11-20T19:00:00Z')
    const retry = await send(token, 'concurso', payload)
    suite.now = new Date('2026-11-20T17:30:00Z')
    expect(retry.statusCode).toBe(403)
    expect(retry.body).not.toContain('resposta_certa_id')
  })
})

describe('an answer sent without a key', () => {
  it('is stored once when sent twice in the same 10 minutes, and again in the next window', async () => {
    const q = await suite.question()
    const { token } = await signUpAndLogin(suite.t.app)
    const payload = { pergunta_id: q.id, selected: q.alternatives[2]?.id, modulo_id: suite.course.id }
    suite.now = new Date('2026-11-20T17:31:00Z')
    const first = await send(token, 'treinamento', payload)
    suite.now = new Date('2026-11-20T17:39:59Z')
    const again = await send(token, 'treinamento', payload)
    expect(first.statusCode).toBe(200)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(await answersOf(token, q.id)).toBe(1)
    expect(await freeUsed(token)).toBe(1)

    // Another alternative is another answer; so is the same one in the next window.
    const changed = await send(token, 'treinamento', { ...payload, selected: q.alternatives[3]?.id })
    expect(changed.statusCode).toBe(200)
    suite.now = new Date('2026-11-20T17:40:00Z')
    expect((await send(token, 'treinamento', payload)).statusCode).toBe(200)
    suite.now = new Date('2026-11-20T17:30:00Z')
    expect(await answersOf(token, q.id)).toBe(3)
  })

  it('is stored once when the same answer arrives twice at the same instant', async () => {
    const q = await suite.question()
    const { token } = await signUpAndLogin(suite.t.app)
    const payload = { pergunta_id: q.id, selected: q.alternatives[0]?.id, modulo_id: suite.course.id }
    const both = await Promise.all([send(token, 'treinamento', payload), send(token, 'treinamento', payload)])
    expect(both.map((r) => r.statusCode)).toEqual([200, 200])
    expect(both[1]?.json()).toEqual(both[0]?.json())
    expect(await answersOf(token, q.id)).toBe(1)
    expect(await freeUsed(token)).toBe(1)
  })

  it('keeps answers of two students apart', async () => {
    const q = await suite.question()
    const payload = { pergunta_id: q.id, selected: q.alternatives[0]?.id, modulo_id: suite.course.id }
    const a = await signUpAndLogin(suite.t.app)
    const b = await signUpAndLogin(suite.t.app)
    expect((await send(a.token, 'treinamento', payload)).statusCode).toBe(200)
    expect((await send(b.token, 'treinamento', payload)).statusCode).toBe(200)
    expect(await answersOf(a.token, q.id)).toBe(1)
    expect(await answersOf(b.token, q.id)).toBe(1)
  })
})
