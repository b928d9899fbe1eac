import { describe, expect, it } from 'vitest'
import { signUpAndLogin } from '../../test/context.ts'
import { createSubject } from '../../test/fixtures.ts'
import { practiceSuite } from '../../test/practice.ts'
import { bulkQuestions } from './next-batch.test-helpers.ts'

// Issue 33, decision 0060: offline practice keeps 30 or more questions of the subject ahead, asking the batch for
// `quantidade` of them; the unanswered ones come back first in the next call, so a top-up only adds new ones.
const suite = practiceSuite('Português')

function batchOf(token: string, subjectId: number, query: string) {
  return suite.t.app.inject({
    method: 'GET',
    url: `/api/v1/geral/modulo/${suite.course.id}/disciplina/${subjectId}/perguntas?${query}`,
    headers: { authorization: `Bearer ${token}` },
  })
}

const idsOf = (res: { json: () => { id: number }[] }) => res.json().map((q) => q.id)

describe('the subject batch for offline practice (quantidade)', () => {
  it('serves up to 40 unseen questions at once, and the unanswered ones again first when asked again', async () => {
    const subject = await createSubject(suite.t.db, suite.course.id, 'Português: sem conexão')
    const all = await bulkQuestions(suite.t.db, suite.course.id, subject.id, 60)
    const { token } = await signUpAndLogin(suite.t.app)

    const first = await batchOf(token, subject.id, 'quantidade=40')
    expect(first.statusCode).toBe(200)
    const kept = idsOf(first)
    expect(new Set(kept).size).toBe(40)
    expect(kept.every((id) => all.includes(id))).toBe(true)

    // Asked again without answering: the same 40 (a top-up adds nothing, loses nothing).
    const again = idsOf(await batchOf(token, subject.id, 'quantidade=40'))
    expect([...again].sort()).toEqual([...kept].sort())
    // Without quantidade, the batch is ten, as before.
    expect(idsOf(await batchOf(token, subject.id, ''))).toHaveLength(10)
  })

  it('refuses a quantidade out of 1–40 with the field’s message (422)', async () => {
    const { token } = await signUpAndLogin(suite.t.app)
    for (const bad of ['0', '41', 'muitas']) {
      const res = await batchOf(token, suite.subject.id, `quantidade=${bad}`)
      expect(res.statusCode).toBe(422)
      expect(JSON.stringify(res.json())).toContain('Quantidade inválida: de 1 a 40.')
    }
  })
})
