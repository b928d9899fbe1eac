import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { freeAnswerDays } from '../../db/schema/index.ts'
import { auth, signUpAndLogin } from '../../test/context.ts'
import { createExam, type createQuestion, grantPlan, userIdOf } from '../../test/fixtures.ts'
import { answerMock, getMock, staffMock, storedAnswers } from '../../test/mock.ts'
import { PRACTICE_START, practiceSuite } from '../../test/practice.ts'
import { staffTokens } from '../../test/staff.ts'
import { createAggregateFold } from '../aggregates/aggregates.fold.ts'
import { expectAggregatesMatchAnswers } from '../answers/answer-rescore.test-helpers.ts'
import { QUESTION_SEALED } from '../answers/answers.service.ts'
import { RELEASE_GRACE_MS, releaseClosedMocks } from './mock-release.ts'
import { RANKING_AT_CLOSE } from './mocks.service.ts'

// Modo prova (issue 29, decision 0056): while the mock is open nothing a student can call tells a hit; at the close
// everything opens at once, and after the release its answers reach the reports.
const suite = practiceSuite('Português')
const HOUR = 3600_000
const at = (hours: number) => new Date(PRACTICE_START.getTime() + hours * HOUR)
type Question = Awaited<ReturnType<typeof createQuestion>>

async function examModeMock(n: number) {
  const questions: Question[] = []
  for (let i = 0; i < n; i++)
    questions.push(
      await suite.question({ tags: [`Conceito secreto ${i}`], explanation: `<p>Por que ${i}</p>` }),
    )
  // Open from an hour before the file's clock, for two hours.
  const id = await staffMock(suite, questions, at(-1), { hours: 2, keyMode: 'ao_encerrar' })
  return { id, questions }
}

const course = () => suite.course.id
const openMock = (token: string) => getMock(suite, token, `geral/modulo/${course()}/simulado/perguntas`)
const correction = (token: string, mockId: number) =>
  getMock(suite, token, `geral/modulo/${course()}/simulado/${mockId}/respostas`)
const ranking = (token: string, mockId: number) =>
  getMock(suite, token, `${course()}/simulado/classificacao/datatable?simulado=${mockId}&length=-1`)
const history = (token: string) => getMock(suite, token, `${course()}/simulado/historico/datatable`)
const today = (token: string) =>
  getMock(suite, token, `geral/modulo/${course()}/disciplina/${suite.subject.id}/hoje`)

/** Nothing in a response body that tells the key or a hit: no key, hit, explanation, tag, count or place. */
function expectNoKey(body: string) {
  expect(body).not.toMatch(/"(resposta_certa_id|correta|resposta|acertos|rendimento|posicao)":[\dtf]/)
  for (const text of ['Por que', 'Conceito secreto', '"count"']) expect(body).not.toContain(text)
}

/** The release job's pass, as the server runs it, on the test's clock and database (the fold inline). */
const release = () =>
  releaseClosedMocks({
    db: suite.t.db,
    clock: () => suite.now,
    fold: createAggregateFold(suite.t.db, 'inline', suite.t.app.log),
  })

describe('modo prova: the key at the close', () => {
  it('records answers without telling a hit anywhere while the mock is open', async () => {
    suite.now = PRACTICE_START
    const mock = await examModeMock(3)
    const [first, second, third] = mock.questions as [Question, Question, Question]
    const { token } = await signUpAndLogin(suite.t.app)

    const open = await openMock(token)
    expect(open.json().simulado).toMatchObject({ id: mock.id, gabarito: 'ao_encerrar' })

    const key = randomUUID()
    const right = await answerMock(suite, token, mock.id, first, 0, key)
    expect(right.statusCode).toBe(200)
    expect(right.json()).toEqual({ registrada: true, resposta_id: first.alternatives[0]?.id })
    // A retried key says the same; a second answer to the question is refused as in any mock.
    expect((await answerMock(suite, token, mock.id, first, 0, key)).json()).toEqual(right.json())
    expect((await answerMock(suite, token, mock.id, first, 1)).statusCode).toBe(409)
    const wrong = await answerMock(suite, token, mock.id, second, 2)
    expect(wrong.json()).toEqual({ registrada: true, resposta_id: second.alternatives[2]?.id })
    for (const res of [right, wrong]) expectNoKey(res.body)

    const resumed = await openMock(token)
    expect(resumed.json().respondidas).toEqual([
      { pergunta_id: first.id, resposta_id: first.alternatives[0]?.id },
      { pergunta_id: second.id, resposta_id: second.alternatives[2]?.id },
    ])
    expect(resumed.json().classificacao).toBeNull()
    expectNoKey(resumed.body)

    const mine = await correction(token, mock.id)
    expect(mine.statusCode).toBe(200)
    expect(mine.json().geral).toEqual({ respondidas: 2, acertos: null, rendimento: null })
    expect(mine.json().respostas.map((r: { resposta_id: number }) => r.resposta_id)).toEqual([
      first.alternatives[0]?.id,
      second.alternatives[2]?.id,
    ])
    expect(mine.json().respostas[0]).toMatchObject({ resposta: null, resposta_certa_id: null, tags: [] })
    expectNoKey(mine.body)

    const locked = await ranking(token, mock.id)
    expect(locked.statusCode).toBe(423)
    expect(locked.json().message).toBe(RANKING_AT_CLOSE)
    const openRanking = await getMock(suite, token, `${course()}/simulado/classificacao/datatable`)
    expect(openRanking.statusCode).toBe(423)

    const listed = (await history(token)).json().data
    expect(listed).toEqual([
      expect.objectContaining({ id: mock.id, gabarito: 'ao_encerrar', resultado: null }),
    ])

    // Nor does the student's LGPD export tell the hits before the release.
    const exported = await getMock(suite, token, 'profile/meus/dados')
    expect(exported.statusCode).toBe(200)
    expect(exported.json().simulados).toEqual([
      expect.objectContaining({ simulado_id: mock.id, acertos: null }),
    ])
    expect(exported.json().respostas.map((a: { correta: boolean | null }) => a.correta)).toEqual([null, null])

    // The reports do not move with the held answers.
    expect((await today(token)).json()).toMatchObject({ acertos: 0, erros: 0, total: 0 })

    // The same question through practice is refused, takes no free answer and records nothing.
    const practised = await suite.answer(token, third, 0)
    expect(practised.statusCode).toBe(423)
    expect(practised.json().message).toBe(QUESTION_SEALED)
    expectNoKey(practised.body)
    expect(await storedAnswers(suite, token, third.id)).toBe(0)
    const free = await suite.t.db
      .select()
      .from(freeAnswerDays)
      .where(eq(freeAnswerDays.userId, userIdOf(token)))
    expect(free).toEqual([])
  })

  it('seals a past-exam question of the mock on the exam route too', async () => {
    suite.now = at(40)
    const exam = await createExam(suite.t.db, course(), 'Concurso selado', 2025)
    const q = await suite.question({ examId: exam.id, examNumber: 1, explanation: '<p>Por que selado</p>' })
    await staffMock(suite, [q], at(39), { hours: 2, keyMode: 'ao_encerrar' })
    const { token } = await signUpAndLogin(suite.t.app)
    await grantPlan(suite.t.db, userIdOf(token), suite.course.planId, at(24 * 30))
    const res = await suite.t.app.inject({
      method: 'POST',
      url: '/respostas/api/v1/concurso/responder',
      headers: auth(token),
      payload: {
        modulo_id: course(),
        pergunta_id: q.id,
        selected: q.alternatives[0]?.id,
        disciplina_id: q.subjectId,
        referencia_id: exam.id,
      },
    })
    expect([res.statusCode, res.json().message]).toEqual([423, QUESTION_SEALED])
    expectNoKey(res.body)
    expect(await storedAnswers(suite, token, q.id)).toBe(0)
  })

  it('leaves the SPEC’s mock as it was: the same fields, no mode, the key at once', async () => {
    suite.now = at(60)
    const q = await suite.question()
    const mockId = await staffMock(suite, [q], at(59), { hours: 2 })
    const { token } = await signUpAndLogin(suite.t.app)
    expect(Object.keys((await openMock(token)).json().simulado).sort()).toEqual([
      'abre',
      'fecha',
      'id',
      'limite_minutos',
      'nome',
    ])
    const answered = (await answerMock(suite, token, mockId, q, 0)).json()
    expect(Object.keys(answered).sort()).toEqual([
      'classificacao',
      'correta',
      'gratuitas_restantes',
      'proxima_revisao',
      'respondida_em',
      'resposta_certa_id',
      'resposta_id',
      'respostas',
      'resumo',
      'tags',
    ])
    expect((await openMock(token)).json().respondidas).toEqual([
      { pergunta_id: q.id, resposta_id: q.alternatives[0]?.id, correta: true },
    ])
    const mine = (await correction(token, mockId)).json()
    expect(Object.keys(mine.simulado).sort()).toEqual(['abre', 'fecha', 'id', 'nome'])
    expect(mine.respostas[0]).toMatchObject({ resposta: true, resposta_certa_id: q.correctId })
    expect((await ranking(token, mockId)).statusCode).toBe(200)
    // The practice route takes its question at once.
    expect((await suite.answer(token, q, 0)).statusCode).toBe(200)
  })

  it('opens the key, the hits, the ranking and the history at the close, and the reports at the release', async () => {
    suite.now = PRACTICE_START
    const mock = await examModeMock(3)
    const [first, second, third] = mock.questions as [Question, Question, Question]
    const ana = (await signUpAndLogin(suite.t.app, { apelido: 'Ana' })).token
    const bia = (await signUpAndLogin(suite.t.app, { apelido: 'Bia' })).token
    const caio = (await signUpAndLogin(suite.t.app, { apelido: 'Caio' })).token
    for (const [q, choice] of [
      [first, 0],
      [second, 0],
      [third, 1],
    ] as const)
      expect((await answerMock(suite, ana, mock.id, q, choice)).statusCode).toBe(200)
    expect((await answerMock(suite, bia, mock.id, first, 1)).statusCode).toBe(200)

    suite.now = at(1)
    const corrected = (await correction(ana, mock.id)).json()
    expect(corrected.geral).toEqual({ respondidas: 3, acertos: 2, rendimento: 66.7 })
    expect(corrected.respostas[0]).toMatchObject({
      resposta: true,
      resposta_certa_id: first.correctId,
      tags: [{ descricao: 'Conceito secreto 0' }],
    })
    expect(corrected.respostas[0].pergunta.resumo).toContain('Por que 0')
    const board = await ranking(ana, mock.id)
    expect(board.statusCode).toBe(200)
    expect(
      board.json().data.map((r: { apelido: string; acertos: number }) => [r.apelido, r.acertos]),
    ).toEqual([
      ['Ana', 2],
      ['Bia', 0],
    ])
    expect((await history(ana)).json().data[0]).toMatchObject({
      id: mock.id,
      resultado: { acertos: 2, respondidas: 3, posicao: 1, participantes: 2 },
    })
    // Bia answered one question: the others come with the key, unanswered, to study.
    const partial = (await correction(bia, mock.id)).json()
    expect(partial.geral).toEqual({ respondidas: 1, acertos: 0, rendimento: 0 })
    expect(partial.respostas.map((r: { resposta_id: number | null }) => r.resposta_id)).toEqual([
      first.alternatives[1]?.id,
      null,
      null,
    ])
    expect(partial.respostas[2]).toMatchObject({ resposta: null, resposta_certa_id: third.correctId })
    // Caio never took it: it is in his history, without a result, and its correction is the mock with its key.
    expect((await history(caio)).json().data).toContainEqual(
      expect.objectContaining({ id: mock.id, resultado: null }),
    )
    const study = (await correction(caio, mock.id)).json()
    expect(study.geral).toEqual({ respondidas: 0, acertos: 0, rendimento: 0 })
    expect(study.respostas).toHaveLength(3)

    // Before the release the answers are still out of the reports, and the questions out of practice.
    expect(await release()).toEqual([])
    expect((await suite.answer(caio, third, 0)).statusCode).toBe(423)
    suite.now = new Date(at(1).getTime() + RELEASE_GRACE_MS)
    expect(await release()).toContain(mock.id)
    expect(await release()).toEqual([])
    expect((await today(ana)).json()).toMatchObject({ acertos: 2, erros: 1, total: 3 })
    await expectAggregatesMatchAnswers(suite.t.db)
    const practised = await suite.answer(caio, third, 0)
    expect(practised.statusCode).toBe(200)
    expect(practised.json()).toMatchObject({ correta: true, resposta_certa_id: third.correctId })
  })

  it('rescores a held answer on a key change while the mock is open: the ranking at once, the reports at the release', async () => {
    suite.now = at(20)
    const staff = await staffTokens(suite.t)
    const q = await suite.question()
    const ana = (await signUpAndLogin(suite.t.app)).token
    // Practised before the mock opens (and folded), then answered in the mock (held).
    expect((await suite.answer(ana, q, 1)).statusCode).toBe(200)
    const mockId = await staffMock(suite, [q], at(21), { hours: 2, keyMode: 'ao_encerrar' })
    suite.now = at(21.5)
    expect((await answerMock(suite, ana, mockId, q, 1)).statusCode).toBe(200)
    const changed = await suite.t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/perguntas/${q.id}`,
      headers: auth(staff.manager),
      payload: { correta: 1 },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    suite.now = at(23)
    expect((await ranking(ana, mockId)).json().meu).toMatchObject({ acertos: 1 })
    suite.now = new Date(at(23).getTime() + RELEASE_GRACE_MS)
    expect(await release()).toContain(mockId)
    await expectAggregatesMatchAnswers(suite.t.db)
  })
})
