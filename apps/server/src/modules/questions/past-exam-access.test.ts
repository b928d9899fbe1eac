import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { answers, freeAnswerDays } from '../../db/schema/index.ts'
import { auth, signUpAndLogin } from '../../test/context.ts'
import { createExam, type createQuestion, grantPlan, UNLIMITED, userIdOf } from '../../test/fixtures.ts'
import { practiceSuite } from '../../test/practice.ts'
import { EXAM_IS_PRO } from './questions.service.ts'

const suite = practiceSuite('História')
let loose: number[]
let fromExams: Awaited<ReturnType<typeof createQuestion>>[]

// A subject whose bank mixes loose questions with questions of a past exam.
beforeAll(async () => {
  const exam = await createExam(suite.t.db, suite.course.id, 'EsSA', 2024)
  loose = []
  fromExams = []
  for (let i = 0; i < 4; i++) {
    loose.push((await suite.question()).id)
    fromExams.push(
      await suite.question({
        examId: exam.id,
        examNumber: i + 1,
        explanation: '<p>Comentário da prova</p>',
      }),
    )
  }
})

const batchIds = async (token: string) => {
  const res = await suite.t.app.inject({
    url: `/api/v1/geral/modulo/${suite.course.id}/disciplina/${suite.subject.id}/perguntas`,
    headers: auth(token),
  })
  expect(res.statusCode).toBe(200)
  return res.json<{ id: number }[]>().map((q) => q.id)
}

const practice = (token: string, q: (typeof fromExams)[number], selected = q.alternatives[1]?.id) =>
  suite.t.app.inject({
    method: 'POST',
    url: '/respostas/api/v1/treinamento/responder',
    headers: auth(token),
    payload: { pergunta_id: q.id, selected, modulo_id: suite.course.id },
  })

const examIds = () => fromExams.map((q) => q.id)
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b)

describe('past-exam questions in subject practice', () => {
  it('are served only to students with access to the course', async () => {
    const free = await signUpAndLogin(suite.t.app)
    expect(sorted(await batchIds(free.token))).toEqual(sorted(loose))
    for (const planId of [suite.course.planId, UNLIMITED]) {
      const { token } = await signUpAndLogin(suite.t.app)
      await grantPlan(suite.t.db, userIdOf(token), planId, new Date('2027-01-01T00:00:00Z'))
      expect(sorted(await batchIds(token))).toEqual(sorted([...loose, ...examIds()]))
    }
  })

  it('are answered only with access: 403 without, nothing recorded, no free answer taken', async () => {
    const { token } = await signUpAndLogin(suite.t.app)
    const q = fromExams[0] as (typeof fromExams)[number]
    const refused = await practice(token, q)
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 403,
      body: { message: EXAM_IS_PRO },
    })
    const [recorded] = await suite.t.db
      .select({ n: count() })
      .from(answers)
      .where(eq(answers.userId, userIdOf(token)))
    expect(recorded?.n).toBe(0)
    const used = await suite.t.db
      .select()
      .from(freeAnswerDays)
      .where(eq(freeAnswerDays.userId, userIdOf(token)))
    expect(used).toEqual([])

    await grantPlan(suite.t.db, userIdOf(token), suite.course.planId, new Date('2027-01-01T00:00:00Z'))
    const allowed = await practice(token, q)
    expect(allowed.statusCode).toBe(200)
    expect(allowed.json()).toMatchObject({ resposta_certa_id: q.correctId, gratuitas_restantes: null })
  })

  it('leave the questions to review when the plan ends', async () => {
    const { token } = await signUpAndLogin(suite.t.app)
    await grantPlan(suite.t.db, userIdOf(token), suite.course.planId, new Date('2026-11-20T18:00:00Z'))
    // One exam question answered wrong, one right: both would come back for review.
    const [wrong, right] = fromExams as [(typeof fromExams)[number], (typeof fromExams)[number]]
    expect((await practice(token, wrong)).statusCode).toBe(200)
    expect((await practice(token, right, right.correctId)).statusCode).toBe(200)
    suite.now = new Date('2026-11-20T19:00:00Z')
    try {
      const ids = await batchIds(token)
      expect(ids.filter((id) => examIds().includes(id))).toEqual([])
      expect(sorted(ids)).toEqual(sorted(loose))
      expect((await practice(token, wrong)).statusCode).toBe(403)
    } finally {
      suite.now = new Date('2026-11-20T17:30:00Z')
    }
  })
})
