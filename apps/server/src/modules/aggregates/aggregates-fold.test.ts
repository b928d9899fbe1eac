import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/rows.ts'
import { auth, signUpAndLogin } from '../../test/context.ts'
import { testDriver } from '../../test/database.ts'
import { createExam, grantPlan, userIdOf } from '../../test/fixtures.ts'
import { answerMock, staffMock } from '../../test/mock.ts'
import { PRACTICE_START, practiceSuite } from '../../test/practice.ts'
import { staffTokens } from '../../test/staff.ts'
import { createAggregateFold, foldQueued } from './aggregates.fold.ts'
import { aggregateMismatches } from './aggregates.recount.ts'

// The fold (decision 0047) on a server whose fold runs in the background: here it never wakes by itself (an hour's
// delay), so the test decides when it runs, is killed, or runs twice at once.
const HOUR = 3600_000
const suite = practiceSuite('Matemática', ['Porcentagem'], {
  env: { AGGREGATE_FOLD: 'background' },
  foldTiming: { delayMs: HOUR, pollMs: HOUR },
})

const queued = async (db: Database) =>
  (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from aggregate_fold_queue`))[0]?.n

const report = async (token: string) =>
  (
    await suite.t.app.inject({
      url: `/api/v1/geral/relatorio/modulo/${suite.course.id}/disciplina`,
      headers: auth(token),
    })
  ).json()

const practise = (token: string, q: { id: number; subjectId: number }, alternativeId: number) =>
  suite.practice(token, {
    pergunta_id: q.id,
    selected: alternativeId,
    modulo_id: suite.course.id,
    disciplina_id: q.subjectId,
    tipo: 'PUBLICADA',
    chave_idempotencia: randomUUID(),
  })

/** A fold killed midway: on PostgreSQL its connection is terminated after it has deleted and added a batch. */
async function killedFold(db: Database) {
  const killed = db.transaction(async (tx) => {
    expect(await foldQueued(tx, false)).toBeGreaterThan(0)
    if (testDriver === 'postgres') {
      const [me] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`)
      await db.execute(sql`select pg_terminate_backend(${me?.pid})`)
      await tx.execute(sql`select 1`)
    }
    throw new Error('killed')
  })
  await expect(killed).rejects.toThrow()
}

describe('the aggregate fold', () => {
  it('folds practice, exam and mock answers once, after a killed fold, two folds at once and a key change', async () => {
    const staff = await staffTokens(suite.t)
    const exam = await createExam(suite.t.db, suite.course.id, 'EsSA', 2024)
    const q = await suite.question({ topicId: suite.subject.topics[0]?.id, tags: ['Juros', 'Regra de três'] })
    const inExam = await suite.question({ examId: exam.id, examNumber: 1, tags: ['Juros'] })
    const inMock = await suite.question({ tags: ['Crase'] })
    const mockId = await staffMock(suite, [inMock], new Date(PRACTICE_START.getTime() - HOUR))
    const { token } = await signUpAndLogin(suite.t.app)
    const other = await signUpAndLogin(suite.t.app)
    await grantPlan(suite.t.db, userIdOf(token), suite.course.planId, new Date('2030-01-01T00:00:00Z'))

    expect((await practise(token, q, q.correctId)).statusCode).toBe(200)
    expect((await practise(token, q, q.alternatives[1]?.id as number)).statusCode).toBe(200)
    const examAnswer = await suite.t.app.inject({
      method: 'POST',
      url: '/respostas/api/v1/concurso/responder',
      headers: auth(token),
      payload: {
        pergunta_id: inExam.id,
        selected: inExam.correctId,
        modulo_id: suite.course.id,
        referencia_id: exam.id,
        tipo: 'CONCURSO',
      },
    })
    expect(examAnswer.statusCode).toBe(200)
    // The mock's ranking is written with the answer: the place is there before any fold.
    const mockAnswer = await answerMock(suite, token, mockId, inMock, 0)
    expect(mockAnswer.json().classificacao).toEqual({ posicao: 1, acertos: 1, participantes: 1 })
    // The share who chose each alternative: the folded counts (none yet) and the student's own answer.
    const second = await practise(other.token, q, q.correctId)
    expect(second.json().respostas.find((r: { id: number }) => r.id === q.correctId).count).toBe(1)

    // Nothing folded yet: the report does not have the answers, the queue does.
    expect(await queued(suite.t.db)).toBe(5)
    expect(await report(token)).toEqual([{ id: suite.subject.id, nome: 'Matemática', count: 0, acerto: 0 }])

    await killedFold(suite.t.db)
    expect(await queued(suite.t.db)).toBe(5)
    expect(await report(token)).toEqual([{ id: suite.subject.id, nome: 'Matemática', count: 0, acerto: 0 }])

    // Two folds at once (two instances): each answer is folded by one of them.
    const [x, y] = [suite.t.db, suite.t.db].map((db) =>
      createAggregateFold(db, 'background', suite.t.app.log),
    )
    await Promise.all([x?.drain(), y?.drain()])
    expect(await queued(suite.t.db)).toBe(0)
    expect(await report(token)).toEqual([{ id: suite.subject.id, nome: 'Matemática', count: 4, acerto: 3 }])
    expect(await aggregateMismatches(suite.t.db)).toEqual([])

    // A key change while answers wait in the queue: it folds them first, then moves the aggregates.
    expect((await practise(other.token, q, q.alternatives[1]?.id as number)).statusCode).toBe(200)
    expect(await queued(suite.t.db)).toBe(1)
    const changed = await suite.t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/perguntas/${q.id}`,
      headers: auth(staff.manager),
      payload: { correta: 1 },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(await queued(suite.t.db)).toBe(0)
    expect(await aggregateMismatches(suite.t.db)).toEqual([])
    expect(await report(token)).toEqual([{ id: suite.subject.id, nome: 'Matemática', count: 4, acerto: 3 }])
  })

  it('stops a progress counter at the smallint’s largest, and folds on (decision 0071)', async () => {
    const q = await suite.question()
    const { token } = await signUpAndLogin(suite.t.app)
    const other = await signUpAndLogin(suite.t.app)
    for (const student of [token, other.token])
      await grantPlan(suite.t.db, userIdOf(student), suite.course.planId, new Date('2030-01-01T00:00:00Z'))
    const fold = createAggregateFold(suite.t.db, 'background', suite.t.app.log)
    expect((await practise(token, q, q.correctId)).statusCode).toBe(200)
    await fold.drain()
    // As if the student had answered the question 32,767 times, every one right.
    await suite.t.db.execute(
      sql`update question_progress set answers = 32767, hits = 32767, guesses = 32767 where user_id = ${userIdOf(token)}`,
    )
    expect((await practise(token, q, q.correctId)).statusCode).toBe(200)
    expect((await practise(other.token, q, q.correctId)).statusCode).toBe(200)
    await fold.drain()

    expect(await queued(suite.t.db)).toBe(0)
    const progress = await queryRows<{ user_id: number; answers: number; hits: number }>(
      suite.t.db,
      sql`select user_id, answers, hits from question_progress where question_id = ${q.id} order by answers desc`,
    )
    expect(progress).toEqual([
      { user_id: userIdOf(token), answers: 32767, hits: 32767 },
      { user_id: userIdOf(other.token), answers: 1, hits: 1 },
    ])
  })

  it('folds by itself on a server with the default timing', async () => {
    const fold = createAggregateFold(suite.t.db, 'background', suite.t.app.log)
    fold.start()
    try {
      const q = await suite.question()
      const { token } = await signUpAndLogin(suite.t.app)
      await grantPlan(suite.t.db, userIdOf(token), suite.course.planId, new Date('2030-01-01T00:00:00Z'))
      expect((await practise(token, q, q.correctId)).statusCode).toBe(200)
      // The server's own fold sleeps for an hour here; the started one polls the queue.
      const deadline = Date.now() + 20_000
      while ((await queued(suite.t.db)) !== 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50))
      expect(await queued(suite.t.db)).toBe(0)
      expect(await report(token)).toEqual([{ id: suite.subject.id, nome: 'Matemática', count: 1, acerto: 1 }])
    } finally {
      await fold.stop()
    }
  })
})
