import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { courses } from '../../db/schema/index.ts'
import { auth, signUpAndLogin } from '../../test/context.ts'
import type { createQuestion } from '../../test/fixtures.ts'
import { answerMock, getMock, staffMock } from '../../test/mock.ts'
import { PRACTICE_START, practiceSuite } from '../../test/practice.ts'
import { staffTokens } from '../../test/staff.ts'
import { createAggregateFold } from '../aggregates/aggregates.fold.ts'
import { QUESTION_SEALED } from '../answers/answers.service.ts'
import { RELEASE_GRACE_MS, releaseClosedMocks } from './mock-release.ts'
import { MOCK_KEY_OUT } from './mocks.staff.service.ts'

// Issue 45: a question a modo-prova mock seals answers nowhere but in that mock until its release, the week's
// automatic mock included; no mock is composed, drawn or picked with a question another mock of the same period
// keeps sealed; a modo-prova mock whose key is out never opens again.
const suite = practiceSuite('Português')
const HOUR = 3600_000
type Question = Awaited<ReturnType<typeof createQuestion>>
let tokens: Awaited<ReturnType<typeof staffTokens>>
let student: string
let bank: Question[]

const at = (hours: number) => new Date(PRACTICE_START.getTime() + hours * HOUR)
/** "dd/mm/yyyy HH:mm" in São Paulo for at(hours). */
const sp = (hours: number) => {
  const local = new Date(at(hours).getTime() - 3 * HOUR)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${p(local.getUTCDate())}/${p(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${p(local.getUTCHours())}:${p(local.getUTCMinutes())}`
}
const staff = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  suite.t.app.inject({ method, url: `/api/v1/admin/${url}`, headers: auth(tokens.manager), payload })
/** The course's open mock as the student sees it (the automatic one is composed by the first call of the week). */
const openMock = async () =>
  (await getMock(suite, student, `geral/modulo/${suite.course.id}/simulado/perguntas`)).json()
const idsOf = (questions: { id: number }[]) => questions.map((q) => q.id).sort()
const byId = (id: number) => bank.find((q) => q.id === id) as Question
const release = () =>
  releaseClosedMocks({
    db: suite.t.db,
    clock: () => suite.now,
    fold: createAggregateFold(suite.t.db, 'inline', suite.t.app.log),
  })

beforeAll(async () => {
  tokens = await staffTokens(suite.t)
  await suite.t.db.update(courses).set({ mockQuestionsPerSubject: 2 }).where(eq(courses.id, suite.course.id))
  bank = []
  for (let i = 0; i < 4; i++) bank.push(await suite.question())
  student = (await signUpAndLogin(suite.t.app)).token
})

describe('a question sealed by a modo-prova mock', () => {
  it('is refused in the week’s automatic mock (423, no key) until the release, and answers in its own mock', async () => {
    suite.now = PRACTICE_START
    const weekly = await openMock()
    const [inBoth, onlyWeekly] = weekly.perguntas.map((q: { id: number }) => byId(q.id)) as [
      Question,
      Question,
    ]
    const other = bank.find((q) => q !== inBoth && q !== onlyWeekly) as Question
    // An overlap made before the staff's checks existed: the answer path is the last guard.
    const sealing = await staffMock(suite, [inBoth, other], at(-1), { hours: 2, keyMode: 'ao_encerrar' })

    const refused = await answerMock(suite, student, weekly.simulado.id, inBoth)
    expect([refused.statusCode, refused.json()]).toEqual([423, { message: QUESTION_SEALED }])
    expect((await answerMock(suite, student, weekly.simulado.id, onlyWeekly)).json()).toMatchObject({
      correta: true,
    })
    expect((await answerMock(suite, student, sealing, inBoth)).json()).toEqual({
      registrada: true,
      resposta_id: inBoth.alternatives[0]?.id,
    })
    const review = await getMock(
      suite,
      student,
      `geral/modulo/${suite.course.id}/simulado/${weekly.simulado.id}/respostas`,
    )
    expect(review.json().respostas.map((r: { pergunta: { id: number } }) => r.pergunta.id)).toEqual([
      onlyWeekly.id,
    ])

    suite.now = new Date(at(1).getTime() + RELEASE_GRACE_MS)
    expect(await release()).toEqual([sealing])
    const released = await answerMock(suite, student, weekly.simulado.id, inBoth)
    expect(released.json()).toMatchObject({ correta: true, resposta_certa_id: inBoth.correctId })
  })

  it('cannot be picked or drawn into a mock open at the same time, and keeps the automatic mock from it', async () => {
    suite.now = at(3)
    const weekly = await openMock()
    const held = weekly.perguntas.map((q: { id: number }) => q.id) as number[]
    const free = bank.map((q) => q.id).filter((id) => !held.includes(id))
    const mock = { modulo_id: suite.course.id, nome: 'Prova de sexta', gabarito: 'ao_encerrar' }
    const picked = await staff('POST', 'simulados', { ...mock, abre: sp(4), fecha: sp(6), perguntas: held })
    expect(picked.statusCode).toBe(422)
    expect(picked.json().errors.perguntas[0]).toMatch(
      new RegExp(`^A questão ${held[0]} está no simulado "${weekly.simulado.nome}" \\(`),
    )
    const drawn = await staff('POST', 'simulados', {
      ...mock,
      abre: sp(4),
      fecha: sp(6),
      sorteio: [{ disciplina_id: suite.subject.id, quantidade: 2 }],
    })
    expect(drawn.statusCode, drawn.body).toBe(201)
    expect(idsOf(drawn.json().perguntas)).toEqual(free.sort())
    const tooMany = await staff('POST', 'simulados', {
      ...mock,
      abre: sp(7),
      fecha: sp(8),
      sorteio: [{ disciplina_id: suite.subject.id, quantidade: 3 }],
    })
    expect(tooMany.json().errors.sorteio).toEqual([
      'A disciplina "Português" tem apenas 2 questões livres nesse período: as outras estão em um simulado em modo prova aberto ao mesmo tempo.',
    ])
    // A mock of the next week may take them: the windows do not meet.
    const nextWeek = await staff('POST', 'simulados', {
      ...mock,
      nome: 'Prova da semana seguinte',
      abre: sp(100),
      fecha: sp(101),
      perguntas: held,
    })
    expect(nextWeek.statusCode, nextWeek.body).toBe(201)

    // The next week's automatic mock is composed around it: of the 4 questions, the one it does not seal.
    const sealingNextWeek = nextWeek.json().id
    const grown = await staff('PATCH', `simulados/${sealingNextWeek}`, { perguntas: [...held, free[0]] })
    expect(grown.statusCode, grown.body).toBe(200)
    suite.now = at(90)
    const composed = await openMock()
    expect(composed.simulado.nome).not.toBe(weekly.simulado.nome)
    expect(idsOf(composed.perguntas)).toEqual([free[1]])
    // Nor may its window move into the week of the automatic mock that holds them.
    const moved = await staff('PATCH', `simulados/${sealingNextWeek}`, { abre: sp(10), fecha: sp(11) })
    expect(moved.json().errors.perguntas[0]).toMatch(/aberto no mesmo período/)
  })
})

describe('a modo-prova mock whose key is out', () => {
  it('refuses any new window or key mode, participants or not (409)', async () => {
    const created = await staff('POST', 'simulados', {
      modulo_id: suite.course.id,
      nome: 'Prova sem participantes',
      gabarito: 'ao_encerrar',
      abre: sp(400),
      fecha: sp(401),
      perguntas: [bank[0]?.id],
    })
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().id
    suite.now = new Date(at(401).getTime() + RELEASE_GRACE_MS)
    await release()
    for (const change of [{ fecha: sp(410) }, { abre: sp(405), fecha: sp(410) }, { gabarito: 'imediato' }]) {
      const res = await staff('PATCH', `simulados/${id}`, change)
      expect([res.statusCode, res.json().message]).toEqual([409, MOCK_KEY_OUT])
    }
    expect((await staff('PATCH', `simulados/${id}`, { nome: 'Prova encerrada' })).statusCode).toBe(200)
    suite.now = PRACTICE_START
  })
})
