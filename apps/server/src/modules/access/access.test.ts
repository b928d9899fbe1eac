import { PAYMENT_STATUS, ROLES } from '@gabarito/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payments } from '../../db/schema/index.ts'
import type { Clock } from '../../lib/clock.ts'
import { auth, createTestContext, signUpAndLogin, type TestContext } from '../../test/context.ts'
import {
  createCourse,
  createExam,
  createQuestion,
  createStudyText,
  createSubject,
  grantPlan,
  UNLIMITED,
  userIdOf,
} from '../../test/fixtures.ts'
import { userWithRoles } from '../../test/staff.ts'
import { PAYMENT_NOT_FOUND } from '../payments/payments.service.ts'
import { EXAM_IS_PRO } from '../questions/questions.service.ts'
import { ROLE_REQUIRED } from './access.service.ts'

// Each guard of modules/access, through a real route that uses it.
const now = new Date('2026-11-20T15:00:00Z')
const clock: Clock = () => now
const LATER = new Date('2027-01-01T00:00:00Z')
const EARLIER = new Date('2026-10-01T00:00:00Z')

let t: TestContext
let course: Awaited<ReturnType<typeof createCourse>>
let other: Awaited<ReturnType<typeof createCourse>>
let textId: number
let examId: number
let pastExamQuestion: Awaited<ReturnType<typeof createQuestion>>

beforeAll(async () => {
  t = await createTestContext({ clock })
  course = await createCourse(t.db)
  other = await createCourse(t.db)
  const subject = await createSubject(t.db, course.id, 'Português')
  textId = (
    await createStudyText(t.db, {
      courseId: course.id,
      subjectId: subject.id,
      title: 'Crase',
      contentHtml: '<p>Somente com o plano</p>',
      restricted: true,
    })
  ).id
  examId = (await createExam(t.db, course.id, 'EsSA', 2024)).id
  pastExamQuestion = await createQuestion(t.db, {
    courseId: course.id,
    subjectId: subject.id,
    examId,
    examNumber: 1,
  })
})
afterAll(() => t.close())

const get = (url: string, token?: string) =>
  t.app.inject({ url: `/api/v1${url}`, headers: token ? auth(token) : {} })

describe('course access (a plan for the course or the unlimited subscription, still running)', () => {
  type Plan = 'course' | 'other' | 'unlimited'
  const cases: { name: string; plans: [Plan, Date][]; access: boolean; endsAt: Date | null }[] = [
    { name: 'no plan', plans: [], access: false, endsAt: null },
    { name: 'an expired plan', plans: [['course', EARLIER]], access: false, endsAt: EARLIER },
    { name: 'a plan for the course', plans: [['course', LATER]], access: true, endsAt: LATER },
    { name: 'the unlimited subscription', plans: [['unlimited', LATER]], access: true, endsAt: LATER },
    { name: "another course's plan", plans: [['other', LATER]], access: false, endsAt: null },
  ]

  it.each(cases)('$name: every route gives the same answer', async ({ plans, access, endsAt }) => {
    const { token } = await signUpAndLogin(t.app)
    const planIds = { course: course.planId, other: other.planId, unlimited: UNLIMITED }
    for (const [plan, end] of plans) await grantPlan(t.db, userIdOf(token), planIds[plan], end)

    // requireCourseAccess: a restricted study text is a 423 without access.
    const text = await get(`/geral/resumo/modulo/${course.id}/${textId}`, token)
    expect(text.statusCode).toBe(access ? 200 : 423)
    // hasCourseAccess: the plan offer says whether the caller already has the course.
    expect((await get(`/profile/meus/planos/modulo/${course.id}`, token)).json().possui).toBe(access)
    // courseAccessSql, inside the answer statement: a past-exam question is a 403 without access.
    const answer = await t.app.inject({
      method: 'POST',
      url: '/respostas/api/v1/concurso/responder',
      headers: auth(token),
      payload: {
        pergunta_id: pastExamQuestion.id,
        selected: pastExamQuestion.correctId,
        modulo_id: course.id,
        referencia_id: examId,
      },
    })
    expect(answer.statusCode).toBe(access ? 200 : 403)
    if (!access) expect(answer.json()).toEqual({ message: EXAM_IS_PRO })
    // accessEndsAtByCourse: the course's end date, past ones included.
    expect((await get(`/geral/modulo/${course.id}`, token)).json().data_fim).toBe(
      endsAt?.toISOString() ?? null,
    )
  })
})

describe('requireOwner: records of others answer as if they did not exist', () => {
  it.each([
    { name: 'own payment', whose: 'own', status: 200 },
    { name: "another student's payment", whose: 'another', status: 404 },
    { name: 'unknown payment', whose: 'none', status: 404 },
  ] as const)('$name: $status', async ({ whose, status }) => {
    const me = await signUpAndLogin(t.app)
    const someone = await signUpAndLogin(t.app)
    const owner = whose === 'own' ? me.token : someone.token
    const [payment] = await t.db
      .insert(payments)
      .values({
        txid: `GABACESSO${Date.now()}${Math.floor(Math.random() * 1e6)}`,
        userId: userIdOf(owner),
        planId: course.planId,
        months: 1,
        amountCents: 2990,
        status: PAYMENT_STATUS.executed,
        brCode: '000201',
        expiresAt: LATER,
      })
      .returning()
    const id = whose === 'none' ? 999_999 : (payment?.id as number)
    const res = await get(`/profile/meus/planos/pagamento/${id}`, me.token)
    expect(res.statusCode).toBe(status)
    expect(res.json()).toEqual(
      status === 200 ? { id, status: PAYMENT_STATUS.executed } : { message: PAYMENT_NOT_FOUND },
    )
  })
})

describe('requirePermission: /api/v1/admin is for Admins and Gerentes', () => {
  it.each([
    { name: 'anonymous', roles: null, status: 401, body: { error: 'Entre para continuar.' } },
    { name: 'student', roles: [ROLES.student], status: 403, body: { message: ROLE_REQUIRED } },
    { name: 'Gerente', roles: [ROLES.manager], status: 200, body: { perfis: [ROLES.manager] } },
    { name: 'Admin', roles: [ROLES.admin, ROLES.student], status: 200, body: { perfis: ['Admin', 'Aluno'] } },
  ])('$name: $status', async ({ roles, status, body }) => {
    const token = roles === null ? undefined : await userWithRoles(t, roles)
    const res = await get('/admin/eu', token)
    expect(res.statusCode).toBe(status)
    expect(res.json()).toMatchObject(body)
    if (token && status === 200)
      expect(res.json()).toMatchObject({ id: userIdOf(token), apelido: expect.stringMatching(/^Cida \d+$/) })
  })

  it('is documented in the OpenAPI document under Administração', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json()
    expect(doc.paths['/api/v1/admin/eu'].get.tags).toEqual(['Administração'])
  })
})
