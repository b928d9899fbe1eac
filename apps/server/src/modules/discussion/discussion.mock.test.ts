import { beforeAll, describe, expect, it } from 'vitest'
import { auth, signUpAndLogin } from '../../test/context.ts'
import { createExam, grantPlan, userIdOf } from '../../test/fixtures.ts'
import { practiceSuite } from '../../test/practice.ts'
import { createMock } from '../mocks/mocks.service.ts'

// The discussion of a mock's question (issue 47, decision 0067), for a free and a PRO student: closed while an open
// modo-prova mock holds the question, open from its close; a past exam's question a mock served opens to a free
// student too (every student of the course met it in the mock).
const suite = practiceSuite('Direito Constitucional')
const HOUR = 3_600_000

let free: string
let pro: string
let examId: number
let examNumber = 0

const at = (hours: number) => new Date(suite.now.getTime() + hours * HOUR)
const discussion = (token: string, id: number) =>
  suite.t.app.inject({ url: `/api/v1/geral/pergunta/${id}/discussao`, headers: auth(token) })
const post = (token: string, id: number, texto: string) =>
  suite.t.app.inject({
    method: 'POST',
    url: `/api/v1/geral/pergunta/${id}/discussao`,
    headers: auth(token),
    payload: { texto },
  })
/** What GET and POST answer each student, in the order free GET, free POST, PRO GET, PRO POST. */
const statuses = async (id: number) => [
  (await discussion(free, id)).statusCode,
  (await post(free, id, 'Comentário do aluno gratuito')).statusCode,
  (await discussion(pro, id)).statusCode,
  (await post(pro, id, 'Comentário do aluno PRO')).statusCode,
]
/** A past exam's question in a mock of the course open from an hour ago for `hours` more. */
async function mockQuestion(keyMode: 'imediato' | 'ao_encerrar', hours: number) {
  const question = (await suite.question({ examId, examNumber: ++examNumber })).id
  await createMock(suite.t.db, {
    courseId: suite.course.id,
    name: `Simulado ${keyMode} ${question}`,
    opensAt: at(-1),
    closesAt: at(hours),
    timeLimitMinutes: null,
    questionIds: [question],
    keyMode,
  })
  return question
}

beforeAll(async () => {
  free = (await signUpAndLogin(suite.t.app, { apelido: 'Gratuito' })).token
  pro = (await signUpAndLogin(suite.t.app, { apelido: 'Assinante' })).token
  await grantPlan(suite.t.db, userIdOf(pro), suite.course.planId, at(24 * 365))
  examId = (await createExam(suite.t.db, suite.course.id, 'Concurso do simulado', 2023)).id
})

describe('the discussion of a mock’s question', () => {
  it('opens to a free and a PRO student in a mock that shows the key at once', async () => {
    const question = await mockQuestion('imediato', 24)
    expect(await statuses(question)).toEqual([200, 201, 200, 201])
  })

  it('stays closed to both while a modo-prova mock holds it, and opens to both at the close', async () => {
    const question = await mockQuestion('ao_encerrar', 2)
    expect(await statuses(question)).toEqual([404, 404, 404, 404])
    const before = suite.now
    try {
      // At the close the correction shows the key to every student: the discussion opens with it, before the release.
      suite.now = at(2)
      expect(await statuses(question)).toEqual([200, 201, 200, 201])
      const page = await discussion(free, question)
      // Each sees their own comment, pending until the staff approve it.
      expect(page.json().comentarios.map((c: { texto: string }) => c.texto)).toEqual([
        'Comentário do aluno gratuito',
      ])
    } finally {
      suite.now = before
    }
  })

  it('keeps a past exam’s question no mock served closed to a free student, open to a PRO one', async () => {
    const question = (await suite.question({ examId, examNumber: ++examNumber })).id
    expect(await statuses(question)).toEqual([404, 404, 200, 201])
    // A mock that has not opened yet served nothing.
    const later = (await suite.question({ examId, examNumber: ++examNumber })).id
    await createMock(suite.t.db, {
      courseId: suite.course.id,
      name: 'Simulado da semana que vem',
      opensAt: at(24 * 7),
      closesAt: at(24 * 8),
      timeLimitMinutes: null,
      questionIds: [later],
    })
    expect((await discussion(free, later)).statusCode).toBe(404)
  })
})
