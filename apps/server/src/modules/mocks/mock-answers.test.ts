import { randomUUID } from 'node:crypto'
import { and, count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { answers, freeAnswerDays } from '../../db/schema/index.ts'
import { signUpAndLogin } from '../../test/context.ts'
import { createCourse, type createQuestion, userIdOf } from '../../test/fixtures.ts'
import { answerMock, getMock, staffMock, storedAnswers } from '../../test/mock.ts'
import { PRACTICE_START, practiceSuite } from '../../test/practice.ts'

// Taking the weekly mock: the open mock, one answer per question, its window and time limit (decision 0012).
const suite = practiceSuite('Português')
const HOUR = 3600_000
type Question = Awaited<ReturnType<typeof createQuestion>>

async function mockOf(n: number, options?: Parameters<typeof staffMock>[3]) {
  const questions: Question[] = []
  for (let i = 0; i < n; i++) questions.push(await suite.question({ tags: [`Conceito ${i}`] }))
  const id = await staffMock(suite, questions, new Date(PRACTICE_START.getTime() - HOUR), options)
  return { id, questions }
}

describe('weekly mock answers', () => {
  it('serves the open mock in order without the key, records an answer with the ranking place, and resumes', async () => {
    const mock = await mockOf(3)
    const { token } = await signUpAndLogin(suite.t.app)
    const open = await getMock(suite, token, `geral/modulo/${suite.course.id}/simulado/perguntas`)
    expect(open.statusCode).toBe(200)
    const body = open.json()
    expect(body.simulado).toMatchObject({ id: mock.id, nome: 'Simulado de Teste', limite_minutos: null })
    expect(body.perguntas.map((q: { id: number }) => q.id)).toEqual(mock.questions.map((q) => q.id))
    expect(body.respondidas).toEqual([])
    expect(body.inicio).toBeNull()
    expect(body.classificacao).toBeNull()
    const raw = open.body
    expect(raw).not.toContain('resposta_certa_id')
    expect(raw).not.toContain('Explicação da questão')
    expect(raw).not.toContain('Conceito 0')

    const [first, second] = mock.questions as [Question, Question]
    const right = await answerMock(suite, token, mock.id, first, 0)
    expect(right.statusCode).toBe(200)
    expect(right.json()).toMatchObject({
      correta: true,
      resposta_certa_id: first.correctId,
      tags: [{ descricao: 'Conceito 0' }],
      classificacao: { posicao: 1, acertos: 1, participantes: 1 },
    })
    expect(right.json().resumo).toContain('Explicação da questão')
    const wrong = await answerMock(suite, token, mock.id, second, 2)
    expect(wrong.json()).toMatchObject({ correta: false, classificacao: { posicao: 1, acertos: 1 } })

    const resumed = (await getMock(suite, token, `geral/modulo/${suite.course.id}/simulado/perguntas`)).json()
    expect(resumed.respondidas).toEqual([
      { pergunta_id: first.id, resposta_id: first.alternatives[0]?.id, correta: true },
      { pergunta_id: second.id, resposta_id: second.alternatives[2]?.id, correta: false },
    ])
    expect(resumed.inicio).toBe(PRACTICE_START.toISOString())
    expect(resumed.classificacao).toEqual({ posicao: 1, acertos: 1, participantes: 1 })
  })

  it('refuses a second answer to the same question with 409 and returns the first result to a retried key', async () => {
    const mock = await mockOf(1)
    const question = mock.questions[0] as Question
    const { token } = await signUpAndLogin(suite.t.app)
    const key = randomUUID()
    const first = await answerMock(suite, token, mock.id, question, 1, key)
    expect(first.statusCode).toBe(200)
    const retried = await answerMock(suite, token, mock.id, question, 1, key)
    expect(retried.statusCode).toBe(200)
    expect(retried.json()).toMatchObject({ correta: false, resposta_id: question.alternatives[1]?.id })
    const again = await answerMock(suite, token, mock.id, question, 0)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('Você já respondeu esta questão neste simulado.')
    expect(await storedAnswers(suite, token, question.id)).toBe(1)
    const ranking = await getMock(
      suite,
      token,
      `${suite.course.id}/simulado/classificacao/datatable?simulado=${mock.id}`,
    )
    expect(ranking.json().meu).toMatchObject({ acertos: 0, total: 1 })
  })

  it('refuses answers outside the window and after the time limit with 423, recording nothing', async () => {
    const mock = await mockOf(3, { hours: 2, timeLimitMinutes: 30 })
    const [a, b, c] = mock.questions as [Question, Question, Question]
    const { token } = await signUpAndLogin(suite.t.app)
    expect((await answerMock(suite, token, mock.id, a)).statusCode).toBe(200)
    suite.now = new Date(PRACTICE_START.getTime() + 31 * 60_000)
    const late = await answerMock(suite, token, mock.id, b)
    expect(late.statusCode).toBe(423)
    expect(late.json().message).toBe('O tempo deste simulado terminou.')
    expect(await storedAnswers(suite, token, b.id)).toBe(0)

    const other = await signUpAndLogin(suite.t.app)
    suite.now = new Date(PRACTICE_START.getTime() + HOUR) // the window (opened an hour before the start) closes now
    const closed = await answerMock(suite, other.token, mock.id, c)
    expect(closed.statusCode).toBe(423)
    expect(closed.json().message).toBe('Este simulado não está aberto para respostas.')
    expect(await storedAnswers(suite, other.token, c.id)).toBe(0)
    suite.now = PRACTICE_START
  })

  it('refuses a question of another mock (404); a free student who used the free tier takes the whole mock, and it counts none (issue 26)', async () => {
    const mock = await mockOf(20)
    const outside = await suite.question()
    const { token } = await signUpAndLogin(suite.t.app)
    expect((await answerMock(suite, token, mock.id, outside)).statusCode).toBe(404)
    const practise = async (student: string) => {
      const q = await suite.question()
      return suite.practice(student, {
        pergunta_id: q.id,
        selected: q.alternatives[0]?.id,
        modulo_id: suite.course.id,
      })
    }
    for (let i = 0; i < 15; i++) expect((await practise(token)).statusCode).toBe(200)

    // Every mock answer recorded, none refused for the free tier, and none says how many free answers are left.
    const statuses: number[] = []
    for (const [i, question] of mock.questions.entries()) {
      const res = await answerMock(suite, token, mock.id, question, i % 4)
      statuses.push(res.statusCode)
      if (res.statusCode === 200) expect(res.json().gratuitas_restantes).toBeNull()
    }
    expect(statuses).toEqual(mock.questions.map(() => 200))
    const [mine] = await suite.t.db
      .select({ n: count() })
      .from(answers)
      .where(and(eq(answers.userId, userIdOf(token)), eq(answers.referenceId, mock.id)))
    expect(mine?.n).toBe(20)
    const [used] = await suite.t.db
      .select({ used: freeAnswerDays.used })
      .from(freeAnswerDays)
      .where(eq(freeAnswerDays.userId, userIdOf(token)))
    expect(used?.used).toBe(15)
    // Practice still counts: the 16th practice answer of the day is refused.
    const sixteenth = await practise(token)
    expect(sixteenth.statusCode).toBe(423)
    expect(sixteenth.json().message).toContain('15 questões gratuitas')

    // The other way round: the whole mock first leaves the day's 15 free answers.
    const other = await signUpAndLogin(suite.t.app)
    for (const question of mock.questions)
      expect((await answerMock(suite, other.token, mock.id, question)).statusCode).toBe(200)
    expect((await practise(other.token)).json().gratuitas_restantes).toBe(14)
  })

  it('answers 403 for a course without the mock and 404 when there is no mock and nothing to compose one from', async () => {
    const { token } = await signUpAndLogin(suite.t.app)
    const withoutMock = await createCourse(suite.t.db, { hasMock: false })
    const off = await getMock(suite, token, `geral/modulo/${withoutMock.id}/simulado/perguntas`)
    expect(off.statusCode).toBe(403)
    expect(off.json().message).toBe('Este curso não possui simulado.')
    const empty = await createCourse(suite.t.db)
    const none = await getMock(suite, token, `geral/modulo/${empty.id}/simulado/perguntas`)
    expect(none.statusCode).toBe(404)
    expect(none.json().message).toBe(
      'Não há simulado aberto neste curso no momento. Volte na próxima semana!',
    )
  })
})
