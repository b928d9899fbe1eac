import { randomUUID } from 'node:crypto'
import { parseSaoPauloDateTime, saoPauloDayHour } from '@gabarito/core'
import { nextReview, type ReviewCard } from '@gabarito/core/review-schedule'
import { isNotNull, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { questionProgress } from '../../db/schema/index.ts'
import { auth, signUpAndLogin } from '../../test/context.ts'
import {
  createCourse,
  createExam,
  createSubject,
  grantPlan,
  UNLIMITED,
  userIdOf,
} from '../../test/fixtures.ts'
import { PRACTICE_START, practiceSuite } from '../../test/practice.ts'
import { rebuildAllCards } from '../aggregates/aggregates.service.ts'
import { expectAggregatesMatchAnswers } from '../answers/answer-rescore.test-helpers.ts'

// Spaced review up to the exam (issue 30): cards made by misses and guesses, the due list, the exam date, the free
// tier and the caderno de erros, through the API.
const suite = practiceSuite('Português', ['Crase', 'Regência'])
const DAY = 86_400_000
const later = (ms: number) => new Date(PRACTICE_START.getTime() + ms)
type Question = Awaited<ReturnType<typeof suite.question>>

const api = (token: string, path: string, method: 'GET' | 'PUT' = 'GET', payload?: object) =>
  suite.t.app.inject({
    method,
    url: `/api/v1/geral/modulo/${suite.course.id}/${path}`,
    headers: auth(token),
    payload,
  })
const due = async (token: string): Promise<number[]> =>
  (await api(token, 'revisao/perguntas')).json().map((q: { id: number }) => q.id)
const summary = async (token: string) => (await api(token, 'revisao/resumo')).json()
const review = (token: string, q: Question, choice: number, more: object = {}) =>
  suite.t.app.inject({
    method: 'POST',
    url: '/respostas/api/v1/revisao/responder',
    headers: auth(token),
    payload: { pergunta_id: q.id, selected: q.alternatives[choice]?.id, modulo_id: suite.course.id, ...more },
  })
const mistakes = async (token: string, query = '') =>
  (await api(token, `caderno-de-erros/datatable?draw=1&start=0&length=20${query}`)).json()
const RIGHT = 0
const WRONG = 1

/** The card the core rule gives for these answers, the oracle of the stored schedule. */
function cardAfter(answers: { correct: boolean; guessed: boolean; at: Date }[]): ReviewCard | null {
  let card: ReviewCard | null = null
  for (const answer of answers) card = nextReview(card, answer) ?? card
  return card
}

describe('spaced review', () => {
  it('brings a missed question back from the start of its due day in São Paulo, not before; a right answer pushes it out', async () => {
    suite.now = PRACTICE_START
    const q = await suite.question()
    const { token } = await signUpAndLogin(suite.t.app)
    const missed = (await suite.answer(token, q, WRONG)).json()
    const first = cardAfter([{ correct: false, guessed: false, at: PRACTICE_START }])
    expect(missed.respondida_em).toBe(PRACTICE_START.toISOString())
    expect(missed.proxima_revisao).toBe(first?.due.toISOString())

    // FSRS counts days: the card is due from 00:00 of its due day (São Paulo), not at the clock time of the miss.
    const dueDayStart = parseSaoPauloDateTime(`${saoPauloDayHour(first?.due as Date).day}T00:00`) as Date
    expect(dueDayStart.getTime()).toBeLessThan(first?.due.getTime() as number)
    suite.now = new Date(dueDayStart.getTime() - 60_000)
    expect(await due(token)).toEqual([])
    expect((await summary(token)).pendentes_hoje).toBe(0)
    suite.now = dueDayStart
    expect(await due(token)).toEqual([q.id])
    const batch = (await api(token, 'revisao/perguntas')).json()
    expect(batch[0]).not.toHaveProperty('resposta_certa_id')
    expect((await summary(token)).pendentes_hoje).toBe(1)
    // The stored moment stays FSRS's own.
    expect((await mistakes(token)).data[0].proxima_revisao).toBe(first?.due.toISOString())

    const right = await review(token, q, RIGHT)
    expect(right.statusCode).toBe(200)
    const second = cardAfter([
      { correct: false, guessed: false, at: PRACTICE_START },
      { correct: true, guessed: false, at: suite.now },
    ])
    expect(right.json()).toMatchObject({ correta: true, proxima_revisao: second?.due.toISOString() })
    expect(second?.due.getTime()).toBeGreaterThan(suite.now.getTime() + DAY)
    expect(await due(token)).toEqual([])
    await expectAggregatesMatchAnswers(suite.t.db)
  })

  it('makes a card for a guessed right answer ("Chutei") and none for a plain right one', async () => {
    suite.now = PRACTICE_START
    const [guessed, known] = [await suite.question(), await suite.question()]
    const { token } = await signUpAndLogin(suite.t.app)
    const plain = (await suite.answer(token, known, RIGHT)).json()
    expect(plain.proxima_revisao).toBeNull()
    const lucky = (await suite.answer(token, guessed, RIGHT, { chutei: true })).json()
    expect(lucky.correta).toBe(true)
    expect(lucky.proxima_revisao).toBe(
      cardAfter([{ correct: true, guessed: true, at: PRACTICE_START }])?.due.toISOString(),
    )
    const table = await mistakes(token)
    expect(table.data.map((row: { pergunta_id: number }) => row.pergunta_id)).toEqual([guessed.id])
    expect(table.data[0]).toMatchObject({ erros: 0, acertos: 1, disciplina: 'Português' })
    // A question without a card is not the review's.
    expect((await review(token, known, RIGHT)).statusCode).toBe(404)
    expect((await api(token, `revisao/perguntas?pergunta_id=${known.id}`)).statusCode).toBe(404)
    expect((await api(token, `revisao/perguntas?pergunta_id=${guessed.id}`)).json()[0].id).toBe(guessed.id)
    const bad = await suite.answer(token, known, RIGHT, { chutei: 'sim' })
    expect(bad.statusCode).toBe(422)
  })

  it('never schedules a review after the exam, from the student’s date or the end of their access', async () => {
    suite.now = PRACTICE_START // 20/11/2026 14:30 in São Paulo
    const q = await suite.question()
    const { token } = await signUpAndLogin(suite.t.app)
    const past = await api(token, 'data-prova', 'PUT', { data: '2026-11-19' })
    expect(past.statusCode).toBe(422)
    expect(past.json().errors.data).toEqual(['A data da prova não pode estar no passado.'])
    expect((await api(token, 'data-prova', 'PUT', { data: '20/12/2026' })).statusCode).toBe(422)

    const set = await api(token, 'data-prova', 'PUT', { data: '2026-11-21' })
    expect(set.statusCode).toBe(200)
    expect(set.json()).toMatchObject({ data_prova: '2026-11-21', data_prova_do_aluno: true })
    // FSRS says a day later, on the exam day: it is due at 00:00 of the day before, which has passed: at once.
    const missed = (await suite.answer(token, q, WRONG)).json()
    expect(missed.proxima_revisao).toBe(PRACTICE_START.toISOString())
    expect(await due(token)).toEqual([q.id])
    expect((await summary(token)).pendentes_hoje).toBe(1)

    // A later exam lets the card keep FSRS's moment.
    await api(token, 'data-prova', 'PUT', { data: '2026-12-20' })
    expect(await due(token)).toEqual([])
    const week = (await summary(token)).proximos_7_dias
    expect(week).toHaveLength(7)
    expect(week[0]).toEqual({ dia: '2026-11-20', quantidade: 0 })
    expect(week[1]).toEqual({ dia: '2026-11-21', quantidade: 1 })

    // Without the student's date, the end of their access counts while it is in the future.
    expect((await api(token, 'data-prova', 'PUT', { data: null })).json()).toMatchObject({ data_prova: null })
    await grantPlan(suite.t.db, userIdOf(token), UNLIMITED, new Date('2026-11-21T20:00:00Z'))
    expect(await summary(token)).toMatchObject({ data_prova: '2026-11-21', data_prova_do_aluno: false })
    expect(await due(token)).toEqual([q.id])
  })

  it('counts review answers in the free tier, with the same 423', async () => {
    suite.now = later(3 * DAY)
    const qs: Question[] = []
    for (let i = 0; i < 16; i++) qs.push(await suite.question())
    const { token } = await signUpAndLogin(suite.t.app)
    for (const q of qs.slice(0, 15)) expect((await suite.answer(token, q, WRONG)).statusCode).toBe(200)
    const refused = await review(token, qs[0] as Question, RIGHT)
    expect(refused.statusCode).toBe(423)
    expect(refused.json().message).toContain('15 questões gratuitas')
  })

  it('lists the caderno de erros with counts, filters and search, and only the caller’s own cards', async () => {
    suite.now = later(5 * DAY)
    const [crase, regencia] = suite.subject.topics.map((t) => t.id)
    const a = await suite.question({
      topicId: crase,
      text: '<p>Use a crase antes de palavras femininas.</p>',
    })
    const b = await suite.question({ topicId: regencia, text: '<p>Regência do verbo assistir.</p>' })
    const { token } = await signUpAndLogin(suite.t.app)
    await suite.answer(token, a, WRONG)
    // A second miss of the same choice in the same 10 minutes would be taken for a retry without its own key.
    await suite.answer(token, a, WRONG, { chave_idempotencia: randomUUID() })
    await suite.answer(token, b, WRONG)
    suite.now = later(6 * DAY)
    await suite.answer(token, a, RIGHT)
    const all = await mistakes(token)
    expect(all.recordsTotal).toBe(2)
    const rowA = all.data.find((row: { pergunta_id: number }) => row.pergunta_id === a.id)
    expect(rowA).toMatchObject({
      assunto: 'Crase',
      enunciado: 'Use a crase antes de palavras femininas.',
      erros: 2,
      acertos: 1,
      ultima_resposta_em: later(6 * DAY).toISOString(),
    })
    expect(
      (await mistakes(token, `&assunto_id=${regencia}`)).data.map(
        (r: { pergunta_id: number }) => r.pergunta_id,
      ),
    ).toEqual([b.id])
    expect(
      (await mistakes(token, '&search[value]=assistir')).data.map(
        (r: { pergunta_id: number }) => r.pergunta_id,
      ),
    ).toEqual([b.id])
    expect((await api(token, 'caderno-de-erros/datatable?disciplina_id=abc')).statusCode).toBe(422)

    const someoneElse = await signUpAndLogin(suite.t.app)
    expect((await mistakes(someoneElse.token)).recordsTotal).toBe(0)
    expect(await due(someoneElse.token)).toEqual([])
    expect((await review(someoneElse.token, a, RIGHT)).statusCode).toBe(404)
    // Another course's cards stay there.
    const other = await createCourse(suite.t.db)
    await createSubject(suite.t.db, other.id, 'Matemática')
    const elsewhere = await suite.t.app.inject({
      url: `/api/v1/geral/modulo/${other.id}/caderno-de-erros/datatable`,
      headers: auth(token),
    })
    expect(elsewhere.json().recordsTotal).toBe(0)
  })

  it('reviews a past exam’s question the student has a card for, after their plan ended, while practice stays PRO', async () => {
    suite.now = later(10 * DAY)
    const exam = await createExam(suite.t.db, suite.course.id, 'EsSA', 2024)
    const q = await suite.question({ examId: exam.id, examNumber: 1 })
    const { token } = await signUpAndLogin(suite.t.app)
    await grantPlan(suite.t.db, userIdOf(token), UNLIMITED, later(11 * DAY))
    const missed = await suite.t.app.inject({
      method: 'POST',
      url: '/respostas/api/v1/concurso/responder',
      headers: auth(token),
      payload: {
        pergunta_id: q.id,
        selected: q.alternatives[WRONG]?.id,
        modulo_id: suite.course.id,
        referencia_id: exam.id,
      },
    })
    expect(missed.statusCode).toBe(200)
    // The plan's end (tomorrow) is the exam day that counts: the card is due at once.
    expect(missed.json().proxima_revisao).toBe(suite.now.toISOString())
    suite.now = later(13 * DAY)
    expect(await due(token)).toEqual([q.id])
    expect((await suite.answer(token, q, RIGHT)).statusCode).toBe(403)
    expect((await review(token, q, RIGHT)).json()).toMatchObject({ correta: true, gratuitas_restantes: 14 })
  })

  it('makes every card again from the answers (npm run cards:rebuild, for answers older than the cards)', async () => {
    const count = async () =>
      (
        await suite.t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(questionProgress)
          .where(isNotNull(questionProgress.due))
      )[0]?.n
    const before = await count()
    expect(before).toBeGreaterThan(5)
    await suite.t.db.execute(sql`update question_progress set due = null, stability = null, difficulty = null,
      reps = null, lapses = null, card_state = null, reviewed_at = null`)
    expect(await count()).toBe(0)
    expect(await rebuildAllCards(suite.t.db, 2)).toBeGreaterThan(4)
    expect(await count()).toBe(before)
    await expectAggregatesMatchAnswers(suite.t.db)
  })
})
