import { describe, expect, it } from 'vitest'
import { auth, signUpAndLogin } from '../../test/context.ts'
import type { createQuestion } from '../../test/fixtures.ts'
import { answerMock, getMock, staffMock } from '../../test/mock.ts'
import { PRACTICE_START, practiceSuite } from '../../test/practice.ts'
import { MOCK_CLOSED } from '../answers/answers.service.ts'

// Where the points went (issue 29): the time on each question from the moments the server stamped, against the
// participants' median; the misses most participants got right; the hits per subject against their median.
const suite = practiceSuite('Português')
type Question = Awaited<ReturnType<typeof createQuestion>>
/** `seconds` after `from`. */
const after = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000)

const shown = (token: string, mockId: number, question: Question, courseId = suite.course.id) =>
  suite.t.app.inject({
    method: 'POST',
    url: '/respostas/api/v1/simulado/exibida',
    headers: auth(token),
    payload: { modulo_id: courseId, desafio_id: mockId, pergunta_id: question.id },
  })

/** What the student does, in order: shows a question, or answers it (choice 0 is right), `at` seconds from t0. */
type Step = [at: number, action: 'show' | 'answer', question: Question, choice?: number]

async function play(token: string, mockId: number, t0: Date, steps: Step[]) {
  for (const [at, action, question, choice] of steps) {
    suite.now = after(t0, at)
    const res =
      action === 'show'
        ? await shown(token, mockId, question)
        : await answerMock(suite, token, mockId, question, choice)
    expect(res.statusCode, res.body).toBe(200)
  }
}

const correctionOf = async (token: string, mockId: number) =>
  (await getMock(suite, token, `geral/modulo/${suite.course.id}/simulado/${mockId}/respostas`)).json()

describe('mock correction: where the points went', () => {
  it('times each question from the server’s stamps, beside the median, and ranks the costly misses', async () => {
    const t0 = PRACTICE_START
    const [q1, q2, q3] = [
      await suite.question(),
      await suite.question(),
      await suite.question(),
    ] as Question[] as [Question, Question, Question]
    const mockId = await staffMock(suite, [q1, q2, q3], after(t0, -60))
    const [ana, bia, caio] = await Promise.all(
      ['Ana', 'Bia', 'Caio'].map(async (apelido) => (await signUpAndLogin(suite.t.app, { apelido })).token),
    )
    // Ana: 2 min 10 s on q1; q2 put aside after 30 s for q3 (40 s, wrong), then 30 s more on q2 (wrong).
    await play(ana as string, mockId, t0, [
      [0, 'show', q1],
      [130, 'answer', q1, 0],
      [130, 'show', q2],
      [160, 'show', q3],
      [200, 'answer', q3, 1],
      [200, 'show', q2],
      [230, 'answer', q2, 2],
    ])
    await play(bia as string, mockId, t0, [
      [0, 'show', q1],
      [60, 'answer', q1, 0],
      [60, 'show', q2],
      [100, 'answer', q2, 0],
      [100, 'show', q3],
      [130, 'answer', q3, 0],
    ])
    // Caio answers q1 without the screen saying it was shown (no time), and stops before q3.
    await play(caio as string, mockId, t0, [
      [0, 'answer', q1, 3],
      [5, 'show', q2],
      [15, 'answer', q2, 0],
    ])

    suite.now = after(t0, 300)
    const correction = await correctionOf(ana as string, mockId)
    expect(correction.analise).toEqual({
      questoes: [
        { pergunta_id: q1.id, tempo_segundos: 130, mediana_segundos: 95, acertaram: 66.7 },
        { pergunta_id: q2.id, tempo_segundos: 60, mediana_segundos: 40, acertaram: 66.7 },
        // Only Ana and Bia answered q3: below 3 participants nothing is said of the others (decision 0069).
        { pergunta_id: q3.id, tempo_segundos: 40, mediana_segundos: null, acertaram: null },
      ],
      custaram_pontos: [
        { pergunta_id: q2.id, acertaram: 66.7 },
        { pergunta_id: q3.id, acertaram: null },
      ],
      disciplinas: [{ id: suite.subject.id, nome: 'Português', acertos: 1, mediana_participantes: 1 }],
    })
    // Caio's attempt is not over (one question left, no time limit, the mock open): no figures yet.
    expect((await correctionOf(caio as string, mockId)).analise).toBeNull()
    suite.now = PRACTICE_START
  })

  it('clips a time at the mock’s limit and stamps only open mocks’ own questions', async () => {
    const t0 = new Date(PRACTICE_START.getTime() + 5 * 24 * 3600_000)
    const [q, other] = [await suite.question(), await suite.question()]
    const mockId = await staffMock(suite, [q as Question], after(t0, -60), { hours: 1, timeLimitMinutes: 1 })
    const { token } = await signUpAndLogin(suite.t.app)
    // Five minutes on screen before the first answer (the limit counts from it): the correction says one minute.
    await play(token, mockId, t0, [
      [0, 'show', q as Question],
      [300, 'answer', q as Question, 0],
    ])
    expect((await correctionOf(token, mockId)).analise.questoes[0]).toMatchObject({ tempo_segundos: 60 })

    expect((await shown(token, mockId, other as Question)).statusCode).toBe(404)
    expect((await shown(token, 999_999, q as Question)).statusCode).toBe(404)
    suite.now = after(t0, 3600)
    const closed = await shown(token, mockId, q as Question)
    expect([closed.statusCode, closed.json().message]).toEqual([423, MOCK_CLOSED])
    const invalid = await suite.t.app.inject({
      method: 'POST',
      url: '/respostas/api/v1/simulado/exibida',
      headers: auth(token),
      payload: { modulo_id: suite.course.id, desafio_id: 'x' },
    })
    expect(invalid.statusCode).toBe(422)
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['desafio_id', 'pergunta_id'])
    suite.now = PRACTICE_START
  })
})
