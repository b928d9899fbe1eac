import { describe, expect, it } from 'vitest'
import { examCountdownText, saoPauloToday, upcomingReviewsText } from './exam-countdown'

describe('examCountdownText', () => {
  it('counts the days left to the exam', () => {
    expect(examCountdownText('2026-04-14', '2026-03-08')).toBe('Faltam 37 dias para a sua prova')
    expect(examCountdownText('2026-03-10', '2026-03-08')).toBe('Faltam 2 dias para a sua prova')
    expect(examCountdownText('2027-01-02', '2026-12-30')).toBe('Faltam 3 dias para a sua prova')
  })

  it('says tomorrow and today in words', () => {
    expect(examCountdownText('2026-03-09', '2026-03-08')).toBe('A prova é amanhã')
    expect(examCountdownText('2026-03-08', '2026-03-08')).toBe('A prova é hoje')
  })

  it('asks for the date when there is none, or it has passed', () => {
    expect(examCountdownText(null, '2026-03-08')).toBe('Quando é a sua prova?')
    expect(examCountdownText('2026-03-07', '2026-03-08')).toBe('Quando é a sua prova?')
  })

  it('writes thousands with a dot', () => {
    expect(examCountdownText('2029-12-31', '2026-03-08')).toBe('Faltam 1.394 dias para a sua prova')
  })
})

describe('saoPauloToday', () => {
  it("is São Paulo's day, not UTC's", () => {
    // 01:30 UTC on the 9th is 22:30 of the 8th in São Paulo.
    expect(saoPauloToday(new Date('2026-03-09T01:30:00Z'))).toBe('2026-03-08')
  })
})

describe('upcomingReviewsText', () => {
  it('adds up the next 7 days', () => {
    expect(upcomingReviewsText([{ quantidade: 5 }, { quantidade: 0 }, { quantidade: 7 }])).toBe(
      '12 revisões nos próximos 7 dias.',
    )
    expect(upcomingReviewsText([{ quantidade: 1 }])).toBe('1 revisão nos próximos 7 dias.')
    expect(upcomingReviewsText([])).toBe('Nenhuma revisão nos próximos 7 dias.')
  })
})
