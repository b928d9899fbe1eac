import { saoPauloDayEnd } from '@gabarito/core'
import { describe, expect, it } from 'vitest'
import { auth, signUpAndLogin } from '../../test/context.ts'
import { grantPlan, UNLIMITED, userIdOf } from '../../test/fixtures.ts'
import { practiceSuite } from '../../test/practice.ts'

// Issue 47, item 3: a card is reviewable from the start of its due day in São Paulo. The review's batch, "Pendentes
// hoje", the caderno de erros and the bank's "revisão vencida" agree on what is due before the end of today.
const suite = practiceSuite('Português', ['Crase'])
type Question = Awaited<ReturnType<typeof suite.question>>
const RIGHT = 0
const WRONG = 1
/** 19/12/2026 21:00 in São Paulo: misses late in the evening. */
const EVENING = new Date('2026-12-20T00:00:00Z')
/** 20/12/2026 00:10 in São Paulo: the next day has just begun. */
const JUST_AFTER_MIDNIGHT = new Date('2026-12-20T03:10:00Z')

const get = (token: string, path: string) =>
  suite.t.app.inject({ url: `/api/v1/geral/modulo/${suite.course.id}/${path}`, headers: auth(token) })
const due = async (token: string): Promise<number[]> =>
  (await get(token, 'revisao/perguntas')).json().map((q: { id: number }) => q.id)
const summary = async (token: string) => (await get(token, 'revisao/resumo')).json()
const review = (token: string, q: Question, choice: number) =>
  suite.t.app.inject({
    method: 'POST',
    url: '/respostas/api/v1/revisao/responder',
    headers: auth(token),
    payload: { pergunta_id: q.id, selected: q.alternatives[choice]?.id, modulo_id: suite.course.id },
  })
/** The caderno's rows whose next review falls before the end of today: what it shows as due today. */
async function mistakesDueToday(token: string): Promise<number[]> {
  const page = (await get(token, 'caderno-de-erros/datatable?draw=1&start=0&length=50')).json()
  const end = saoPauloDayEnd(suite.now).getTime()
  return page.data
    .filter((row: { proxima_revisao: string }) => Date.parse(row.proxima_revisao) < end)
    .map((row: { pergunta_id: number }) => row.pergunta_id)
}

describe('reviews due by the day', () => {
  it('offers and counts at 00:10 the misses of 21h the evening before, as the caderno and the bank count them, and counts down as they are answered', async () => {
    suite.now = EVENING
    const questions = [await suite.question(), await suite.question(), await suite.question()]
    const { token } = await signUpAndLogin(suite.t.app)
    await grantPlan(suite.t.db, userIdOf(token), UNLIMITED, new Date('2027-06-01T12:00:00Z'))
    for (const q of questions) {
      const missed = (await suite.answer(token, q, WRONG)).json()
      // FSRS's own moment: the clock time of the miss, a day later.
      expect(Date.parse(missed.proxima_revisao)).toBeGreaterThan(JUST_AFTER_MIDNIGHT.getTime())
    }
    const ids = questions.map((q) => q.id).sort((a, b) => a - b)

    suite.now = JUST_AFTER_MIDNIGHT
    expect((await due(token)).sort((a, b) => a - b)).toEqual(ids)
    const counts = await summary(token)
    expect(counts).toMatchObject({ pendentes_hoje: 3, atrasadas: 0, data_prova: '2027-06-01' })
    // Today's are all pending already; none is left for later in the day.
    expect(counts.proximos_7_dias[0]).toEqual({ dia: '2026-12-20', quantidade: 0 })
    expect((await mistakesDueToday(token)).sort((a, b) => a - b)).toEqual(ids)
    const bank = await get(token, 'perguntas/contagem?situacao=revisao_vencida')
    expect(bank.json()).toEqual({ total: 3 })

    // Each review answer (wrong or right) sends the card to another day: the counts go down.
    const [first, second] = questions as [Question, Question, Question]
    expect((await review(token, first, WRONG)).statusCode).toBe(200)
    expect((await summary(token)).pendentes_hoje).toBe(2)
    expect(await due(token)).not.toContain(first.id)
    expect((await review(token, second, RIGHT)).statusCode).toBe(200)
    expect((await summary(token)).pendentes_hoje).toBe(1)
    expect(await mistakesDueToday(token)).toEqual([questions[2]?.id])
    expect((await get(token, 'perguntas/contagem?situacao=revisao_vencida')).json()).toEqual({ total: 1 })

    // A minute before midnight the day's card is still there; the next day, the missed review comes back.
    suite.now = new Date(saoPauloDayEnd(JUST_AFTER_MIDNIGHT).getTime() - 60_000)
    expect((await summary(token)).pendentes_hoje).toBe(1)
    suite.now = saoPauloDayEnd(JUST_AFTER_MIDNIGHT)
    expect(await due(token)).toEqual(expect.arrayContaining([first.id, questions[2]?.id]))
    expect((await summary(token)).atrasadas).toBe(1)
  })

  it('counts the cards of the days to come from tomorrow, each on its day', async () => {
    suite.now = EVENING
    const q = await suite.question()
    const { token } = await signUpAndLogin(suite.t.app)
    await suite.answer(token, q, WRONG)
    // 19/12 21:00: the miss is due on 20/12 (tomorrow), not pending today.
    const week = (await summary(token)).proximos_7_dias
    expect((await summary(token)).pendentes_hoje).toBe(0)
    expect(week.slice(0, 2)).toEqual([
      { dia: '2026-12-19', quantidade: 0 },
      { dia: '2026-12-20', quantidade: 1 },
    ])
    expect(await due(token)).toEqual([])
  })
})
