import { describe, expect, it } from 'vitest'
import { auth, signUpAndLogin } from '../../test/context.ts'
import { createCourse, createQuestion, createSubject, grantPlan, userIdOf } from '../../test/fixtures.ts'
import { PRACTICE_START, practiceSuite } from '../../test/practice.ts'

// Issue 26, item 5: a practice session over several batches. A question answered in the session comes back only
// once the unseen ones are used up, and the partial counters (today's answers in the subject) go on across batches.
const suite = practiceSuite('Química')
const { practice, batch } = suite

type Made = Awaited<ReturnType<typeof createQuestion>>

const byNumber = (a: number | undefined, b: number | undefined) => (a ?? 0) - (b ?? 0)

/** A student with a plan for the course (the free tier's 15 answers a day would stop the session). */
async function student() {
  const { token } = await signUpAndLogin(suite.t.app)
  await grantPlan(suite.t.db, userIdOf(token), suite.course.planId, new Date('2027-06-01T00:00:00Z'))
  return token
}

async function subjectWith(name: string, count: number) {
  const subject = await createSubject(suite.t.db, suite.course.id, name)
  const questions: Made[] = []
  for (let i = 0; i < count; i++)
    questions.push(await createQuestion(suite.t.db, { courseId: suite.course.id, subjectId: subject.id }))
  return { subject, byId: new Map(questions.map((q) => [q.id, q])) }
}

async function batchIds(token: string, subjectId: number): Promise<number[]> {
  const res = await batch(token, subjectId)
  expect(res.statusCode).toBe(200)
  return res.json().map((q: { id: number }) => q.id)
}

/** Answers a question right or wrong, a minute after the previous answer (so "longest ago" is well defined). */
async function answer(token: string, question: Made | undefined, right: boolean) {
  if (!question) throw new Error('unknown question')
  suite.now = new Date(suite.now.getTime() + 60_000)
  const wrong = question.alternatives.find((a) => a.id !== question.correctId)
  const res = await practice(token, {
    pergunta_id: question.id,
    selected: right ? question.correctId : wrong?.id,
    modulo_id: suite.course.id,
  })
  expect(res.statusCode).toBe(200)
  expect(res.json().correta).toBe(right)
}

async function today(token: string, subjectId: number, courseId = suite.course.id) {
  return suite.t.app.inject({
    url: `/api/v1/geral/modulo/${courseId}/disciplina/${subjectId}/hoje`,
    headers: auth(token),
  })
}

async function todayOk(token: string, subjectId: number) {
  const res = await today(token, subjectId)
  expect(res.statusCode).toBe(200)
  return res.json()
}

describe('a practice session over several batches', () => {
  it('serves the unseen questions before any answered in the session, then the wrong ones, then the right', async () => {
    const { subject, byId } = await subjectWith('Química Orgânica', 14)
    const token = await student()
    suite.now = PRACTICE_START
    try {
      // The first batch: ten unseen questions, answered in the order served; three of them wrong.
      const first = await batchIds(token, subject.id)
      expect(first).toHaveLength(10)
      const wrong = [first[1], first[4], first[7]]
      for (const id of first) await answer(token, byId.get(id as number), !wrong.includes(id))

      // The next batch: the four unseen ones first; then the wrong ones, then the right ones, longest ago first.
      const second = await batchIds(token, subject.id)
      expect(second).toHaveLength(10)
      const unseen = [...byId.keys()].filter((id) => !first.includes(id))
      expect(second.slice(0, 4).sort(byNumber)).toEqual([...unseen].sort(byNumber))
      const right = first.filter((id) => !wrong.includes(id))
      expect(second.slice(4)).toEqual([...wrong, ...right.slice(0, 3)])

      // The device asks again halfway (a reload without its queue, another device): the unseen ones still lead.
      for (const id of second.slice(0, 2)) await answer(token, byId.get(id as number), true)
      const again = await batchIds(token, subject.id)
      expect(again.slice(0, 2).sort(byNumber)).toEqual(second.slice(2, 4).sort(byNumber))
      expect(again.slice(2, 5)).toEqual(wrong)
    } finally {
      suite.now = PRACTICE_START
    }
  })

  it("counts today's answers in the subject across batches, for this student only, until São Paulo midnight", async () => {
    const { subject, byId } = await subjectWith('Química Inorgânica', 16)
    const other = await createSubject(suite.t.db, suite.course.id, 'Bioquímica')
    const elsewhere = await createQuestion(suite.t.db, { courseId: suite.course.id, subjectId: other.id })
    const token = await student()
    // 23:00 in São Paulo (02:00 UTC the next day): the session crosses midnight.
    suite.now = new Date('2026-11-21T02:00:00Z')
    try {
      expect(await todayOk(token, subject.id)).toEqual({
        dia: '2026-11-20',
        acertos: 0,
        erros: 0,
        total: 0,
        gratuitas_restantes: null,
      })

      const first = await batchIds(token, subject.id)
      for (const [i, id] of first.entries()) await answer(token, byId.get(id as number), i % 3 !== 0)
      expect(await todayOk(token, subject.id)).toEqual({
        dia: '2026-11-20',
        acertos: 6,
        erros: 4,
        total: 10,
        gratuitas_restantes: null,
      })

      // A skip and an answer in another subject are not the subject's answers.
      const second = await batchIds(token, subject.id)
      const skipped = await suite.t.app.inject({
        method: 'POST',
        url: `/respostas/api/v1/pular/questao/${second[0]}`,
        headers: auth(token),
        payload: { modulo_id: suite.course.id },
      })
      expect(skipped.statusCode).toBe(200)
      await answer(token, elsewhere, true)
      for (const id of second.slice(1, 4)) await answer(token, byId.get(id as number), true)
      expect(await todayOk(token, subject.id)).toEqual({
        dia: '2026-11-20',
        acertos: 9,
        erros: 4,
        total: 13,
        gratuitas_restantes: null,
      })
      expect(await todayOk(token, other.id)).toEqual({
        dia: '2026-11-20',
        acertos: 1,
        erros: 0,
        total: 1,
        gratuitas_restantes: null,
      })

      // Another student's figure is their own.
      expect(await todayOk(await student(), subject.id)).toEqual({
        dia: '2026-11-20',
        acertos: 0,
        erros: 0,
        total: 0,
        gratuitas_restantes: null,
      })

      // Midnight in São Paulo: a new day starts from zero, and counts again.
      suite.now = new Date('2026-11-21T03:00:00Z')
      expect(await todayOk(token, subject.id)).toEqual({
        dia: '2026-11-21',
        acertos: 0,
        erros: 0,
        total: 0,
        gratuitas_restantes: null,
      })
      await answer(token, byId.get(second[4] as number), false)
      expect(await todayOk(token, subject.id)).toEqual({
        dia: '2026-11-21',
        acertos: 0,
        erros: 1,
        total: 1,
        gratuitas_restantes: null,
      })
    } finally {
      suite.now = PRACTICE_START
    }
  })

  it("refuses today's figure for a subject of another course, bad ids and no session", async () => {
    const token = await student()
    const otherCourse = await createCourse(suite.t.db)
    const foreign = await createSubject(suite.t.db, otherCourse.id, 'Física')
    expect((await today(token, foreign.id)).statusCode).toBe(404)
    expect((await today(token, 999_999)).statusCode).toBe(404)
    const url = `/api/v1/geral/modulo/${suite.course.id}/disciplina/abc/hoje`
    expect((await suite.t.app.inject({ url, headers: auth(token) })).statusCode).toBe(422)
    expect((await suite.t.app.inject({ url: url.replace('abc', String(suite.subject.id)) })).statusCode).toBe(
      401,
    )
  })

  it("documents today's figure and its fields in the OpenAPI document", async () => {
    const doc = (await suite.t.app.inject({ url: '/api/docs/json' })).json()
    const route = doc.paths['/api/v1/geral/modulo/{id}/disciplina/{d}/hoje'].get
    const schema = route.responses['200'].content['application/json'].schema
    expect(Object.keys(schema.properties)).toEqual([
      'dia',
      'acertos',
      'erros',
      'total',
      'gratuitas_restantes',
    ])
    for (const field of Object.values(schema.properties)) {
      expect(field).toMatchObject({ description: expect.stringMatching(/\S/) })
    }
  })
})
