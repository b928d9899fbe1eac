import { and, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, questionProgress, questions } from '../../db/schema/index.ts'
import { auth, signUpAndLogin } from '../../test/context.ts'
import { userIdOf } from '../../test/fixtures.ts'
import { answerMock, getMock, staffMock } from '../../test/mock.ts'
import { PRACTICE_START, practiceSuite } from '../../test/practice.ts'
import { staffTokens } from '../../test/staff.ts'
import { expectAggregatesMatchAnswers } from '../answers/answer-rescore.test-helpers.ts'

// A changed answer key and an annulment through the editor's PATCH, which hands them to the key's one writer,
// changeAnswerKeys (decision 0021): every answer to the question rescored with every aggregate and the mock
// rankings, in one transaction, with an audit row saying how many answers changed; the impact said before.
const suite = practiceSuite('Matemática', ['Porcentagem', 'Frações'])
const HOUR = 3600_000
const at = (hours: number) => new Date(PRACTICE_START.getTime() + hours * HOUR)

const admin = (token: string, method: 'GET' | 'PATCH', path: string, payload?: object) =>
  suite.t.app.inject({ method, url: `/api/v1/admin/perguntas/${path}`, headers: auth(token), payload })

/**
 * The audit rows changeAnswerKeys wrote for the question (a key change, an annulment or its undoing, each saying how
 * many answers changed), oldest first; the PATCH writes its own row for the question's edit beside them.
 */
async function keyAudit(questionId: number) {
  const rows = await suite.t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'pergunta'),
        eq(auditLog.entityId, String(questionId)),
        inArray(auditLog.action, ['alterar_gabarito', 'anular', 'desanular']),
      ),
    )
    .orderBy(auditLog.id)
  return rows.filter(
    (r) => (r.after as { respostas_alteradas?: number } | null)?.respostas_alteradas !== undefined,
  )
}

async function ranking(token: string, mockId: number) {
  const url = `${suite.course.id}/simulado/classificacao/datatable?simulado=${mockId}&length=-1`
  const body = (await getMock(suite, token, url)).json()
  return body.data.map((r: { user_id: number; acertos: number }) => [r.user_id, r.acertos])
}

describe("answer key change and annulment (the editor's PATCH)", () => {
  it('rescores every answer, aggregate and mock ranking; annulment makes mock answers right; undoing restores', async () => {
    const staff = await staffTokens(suite.t)
    const topic = suite.subject.topics[0]?.id as number
    const q = await suite.question({ topicId: topic, tags: ['Juros simples', 'Regra de três'] })
    const other = await suite.question({
      topicId: suite.subject.topics[1]?.id as number,
      tags: ['Juros simples'],
    })
    const mockId = await staffMock(suite, [q, other], at(-2))
    const [a, b, c, d] = [
      await signUpAndLogin(suite.t.app, { apelido: 'Ana' }),
      await signUpAndLogin(suite.t.app, { apelido: 'Bia' }),
      await signUpAndLogin(suite.t.app, { apelido: 'Caio' }),
      await signUpAndLogin(suite.t.app, { apelido: 'Davi' }),
    ].map((s) => s.token) as [string, string, string, string]
    const [ia, ib, ic] = [a, b, c].map(userIdOf)

    // Practice on two days and hours; D answers wrong and then skips.
    suite.now = at(-26)
    expect((await suite.answer(a, q, 1)).statusCode).toBe(200)
    suite.now = at(-1)
    expect((await suite.answer(a, q, 0)).statusCode).toBe(200)
    expect((await suite.answer(b, q, 1)).statusCode).toBe(200)
    expect((await suite.answer(d, q, 2)).statusCode).toBe(200)
    const skip = await suite.t.app.inject({
      method: 'POST',
      url: `/respostas/api/v1/pular/questao/${q.id}`,
      headers: auth(d),
      payload: { modulo_id: suite.course.id },
    })
    expect(skip.statusCode).toBe(200)
    // The mock: A 2 hits, B 1, C 0 (the question's key is alternative 0).
    for (const [token, choices, hour] of [
      [a, [0, 0], 0],
      [b, [1, 0], 0.5],
      [c, [1, 1], 0.7],
    ] as [string, number[], number][]) {
      suite.now = at(hour)
      expect((await answerMock(suite, token, mockId, q, choices[0])).statusCode).toBe(200)
      expect((await answerMock(suite, token, mockId, other, choices[1])).statusCode).toBe(200)
    }
    suite.now = at(1)
    expect(await ranking(a, mockId)).toEqual([
      [ia, 2],
      [ib, 1],
      [ic, 0],
    ])
    await expectAggregatesMatchAnswers(suite.t.db)

    // The impact first: the answers that chose A or B change (three in practice, three in the mock).
    const newKey = q.alternatives[1]?.id as number
    const impact = await admin(staff.manager, 'GET', `${q.id}/impacto?correta=${newKey}`)
    expect(impact.statusCode).toBe(200)
    expect(impact.json()).toEqual({ respostas_alteradas: 6, respostas_total: 7 })

    const changed = await admin(staff.manager, 'PATCH', `${q.id}`, { correta: 1 })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ id: q.id, correta: 1, status: 'PUBLICADA' })
    expect((await keyAudit(q.id)).at(-1)?.after).toMatchObject({ correta: newKey, respostas_alteradas: 6 })
    await expectAggregatesMatchAnswers(suite.t.db)
    // B now has 2 hits and leads; A and C have 1 each, A's last answer first.
    expect(await ranking(a, mockId)).toEqual([
      [ib, 2],
      [ia, 1],
      [ic, 1],
    ])
    // A's latest practice answer (alternative 0) is now wrong; D's skip stays a skip.
    const progress = await suite.t.db
      .select({ userId: questionProgress.userId, state: questionProgress.state })
      .from(questionProgress)
      .where(eq(questionProgress.questionId, q.id))
    expect(progress.find((p) => p.userId === userIdOf(d))?.state).toBe('skipped')
    // A new answer is scored against the new key.
    const fresh = await suite.answer(c, q, 1)
    expect(fresh.json()).toMatchObject({ correta: true, resposta_certa_id: newKey })
    expect((await admin(staff.manager, 'GET', `${q.id}/impacto?correta=${newKey}`)).json()).toEqual({
      respostas_alteradas: 0,
      respostas_total: 8,
    })

    // Annulled: every mock answer is right; practice answers keep the key; the question leaves practice.
    expect((await admin(staff.admin, 'GET', `${q.id}/impacto?anulada=true`)).json()).toEqual({
      respostas_alteradas: 1,
      respostas_total: 8,
    })
    const annulled = await admin(staff.admin, 'PATCH', `${q.id}`, { status: 'ANULADA' })
    expect(annulled.json()).toMatchObject({ status: 'ANULADA', correta: 1 })
    expect((await keyAudit(q.id)).at(-1)?.after).toMatchObject({ status: 'ANULADA', respostas_alteradas: 1 })
    await expectAggregatesMatchAnswers(suite.t.db)
    expect(await ranking(a, mockId)).toEqual([
      [ia, 2],
      [ib, 2],
      [ic, 1],
    ])
    expect((await suite.answer(b, q, 1)).statusCode).toBe(404)
    const batch = (await suite.batch(b)).json() as { id: number }[]
    expect(batch.map((x) => x.id)).not.toContain(q.id)
    // In the open mock it is still answered, and right whatever the choice.
    const late = await signUpAndLogin(suite.t.app, { apelido: 'Edu' })
    const lateAnswer = await answerMock(suite, late.token, mockId, q, 4)
    expect(lateAnswer.statusCode).toBe(200)
    expect(lateAnswer.json()).toMatchObject({ correta: true, classificacao: { acertos: 1 } })
    await expectAggregatesMatchAnswers(suite.t.db)

    // Back in use: published again, mock answers scored by the key (the late answer, alternative E, is wrong).
    const restored = await admin(staff.admin, 'PATCH', `${q.id}`, { status: 'PUBLICADA' })
    expect(restored.json()).toMatchObject({ status: 'PUBLICADA', correta: 1 })
    expect((await keyAudit(q.id)).at(-1)?.after).toMatchObject({
      status: 'PUBLICADA',
      respostas_alteradas: 2,
    })
    await expectAggregatesMatchAnswers(suite.t.db)
    expect((await ranking(a, mockId)).slice(0, 3)).toEqual([
      [ib, 2],
      [ia, 1],
      [ic, 1],
    ])

    // Nothing to change: no rescore, no audit row.
    const same = await admin(staff.admin, 'PATCH', `${q.id}`, { correta: 1, status: 'PUBLICADA' })
    expect(same.statusCode).toBe(200)
    const audit = await keyAudit(q.id)
    expect(audit.map((r) => [r.action, r.actorId])).toEqual([
      ['alterar_gabarito', userIdOf(staff.manager)],
      ['anular', userIdOf(staff.admin)],
      ['desanular', userIdOf(staff.admin)],
    ])
    expect(audit[0]).toMatchObject({
      before: { correta: q.correctId, status: 'PUBLICADA' },
      after: { correta: newKey, status: 'PUBLICADA', respostas_alteradas: 6 },
    })
    suite.now = PRACTICE_START
  })

  it('refuses students, an alternative of another question, an unknown question and an empty change', async () => {
    const staff = await staffTokens(suite.t)
    const q = await suite.question()
    const other = await suite.question()
    const foreign = other.alternatives[1]?.id as number
    for (const [method, path, payload] of [
      ['GET', `${q.id}/impacto?correta=${q.alternatives[1]?.id}`, undefined],
      ['PATCH', `${q.id}`, { correta: 1 }],
      ['PATCH', `${q.id}`, { status: 'ANULADA' }],
    ] as const) {
      const res = await admin(staff.student, method, path, payload)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ message: 'Você não tem permissão para acessar esta área.' })
    }
    const wrong = await admin(staff.admin, 'GET', `${q.id}/impacto?correta=${foreign}`)
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors).toEqual({ correta: ['Escolha uma das alternativas desta questão.'] })
    const empty = await admin(staff.admin, 'GET', `${q.id}/impacto`)
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors.correta).toBeDefined()
    const unknown = await admin(staff.admin, 'PATCH', '999999', { status: 'ANULADA' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: 'Questão não encontrada.' })
    const [row] = await suite.t.db.select().from(questions).where(eq(questions.id, q.id))
    expect(row).toMatchObject({ correctAlternativeId: q.correctId, status: 'PUBLICADA' })
  })
})
