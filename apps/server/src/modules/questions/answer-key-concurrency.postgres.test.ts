import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { queryRows } from '../../db/rows.ts'
import { auth, signUpAndLogin } from '../../test/context.ts'
import { answerMock, staffMock } from '../../test/mock.ts'
import { PRACTICE_START, practiceSuite } from '../../test/practice.ts'
import { staffTokens } from '../../test/staff.ts'
import { expectAggregatesMatchAnswers } from '../answers/answer-rescore.test-helpers.ts'

// Key changes while students answer the same question (decision 0021): only PostgreSQL runs them at once, so the
// PGlite project leaves out every *.postgres.test.ts (vitest.config.ts).
const suite = practiceSuite('Raciocínio Lógico', ['Sequências'])

describe('answer key changes during answers', () => {
  it('scores every answer against the key committed before it, with every aggregate in step', async () => {
    const staff = await staffTokens(suite.t)
    const q = await suite.question({ topicId: suite.subject.topics[0]?.id as number, tags: ['Sequências'] })
    const mockId = await staffMock(suite, [q], new Date(PRACTICE_START.getTime() - 3600_000))
    const students = await Promise.all(Array.from({ length: 30 }, () => signUpAndLogin(suite.t.app)))
    const positions = [1, 2, 0, 3]
    const keys = positions.map((i) => q.alternatives[i]?.id as number)
    const changes = positions.map((position, i) =>
      new Promise<void>((resolve) => setTimeout(resolve, 15 * i)).then(() =>
        suite.t.app
          .inject({
            method: 'PATCH',
            url: `/api/v1/admin/perguntas/${q.id}`,
            headers: auth(staff.manager),
            payload: { correta: position },
          })
          .then((r) => r.statusCode),
      ),
    )
    const answers = students.flatMap((s, i) => [
      answerMock(suite, s.token, mockId, q, i % 4),
      suite.practice(s.token, {
        pergunta_id: q.id,
        selected: q.alternatives[(i + 1) % 4]?.id,
        modulo_id: suite.course.id,
        disciplina_id: q.subjectId,
        tipo: 'PUBLICADA',
      }),
    ])
    const [changed, answered] = await Promise.all([Promise.all(changes), Promise.all(answers)])
    expect(changed).toEqual([200, 200, 200, 200])
    expect(answered.map((r) => r.statusCode)).toEqual(answers.map(() => 200))
    // Each answer was told the key it was stored against.
    for (const res of answered) {
      const body = res.json()
      expect(body.correta).toBe(body.resposta_id === body.resposta_certa_id)
    }
    const [final] = await queryRows<{ key: number }>(
      suite.t.db,
      sql`select correct_alternative_id as key from questions where id = ${q.id}`,
    )
    expect(keys).toContain(final?.key)
    await expectAggregatesMatchAnswers(suite.t.db)
  })

  it('gives up with a 503 when the question stays locked by answers, changing nothing', async () => {
    const staff = await staffTokens(suite.t)
    const q = await suite.question()
    let status = 0
    let message = ''
    await suite.t.db.transaction(async (tx) => {
      // What an answer being recorded holds on the question's row.
      await tx.execute(sql`select id from questions where id = ${q.id} for key share`)
      const res = await suite.t.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/perguntas/${q.id}`,
        headers: auth(staff.admin),
        payload: { correta: 1 },
      })
      status = res.statusCode
      message = res.json().message
    })
    expect(status).toBe(503)
    expect(message).toBe(
      'Esta questão está recebendo respostas agora. Tente novamente em instantes; nada foi alterado.',
    )
    const [row] = await queryRows<{ key: number }>(
      suite.t.db,
      sql`select correct_alternative_id as key from questions where id = ${q.id}`,
    )
    expect(row?.key).toBe(q.correctId)
  })
})
