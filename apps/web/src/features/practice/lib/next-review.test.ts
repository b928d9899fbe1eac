import { describe, expect, it } from 'vitest'
import { nextReviewText, saoPauloDaysBetween } from './next-review'

describe('nextReviewText', () => {
  it('counts São Paulo calendar days from the answer to the review', () => {
    // 08/03 10:00 in São Paulo (13:00 UTC) to 12/03 09:00 (12:00 UTC): four days, though under 96 hours apart.
    expect(nextReviewText('2026-03-08T13:00:00.000Z', '2026-03-12T12:00:00.000Z')).toBe(
      'Próxima revisão: em 4 dias (12/03)',
    )
  })

  it('says "amanhã" for the next São Paulo day, even minutes later', () => {
    // 23:50 and 00:10 in São Paulo: 02:50 and 03:10 UTC of the same UTC day.
    expect(nextReviewText('2026-03-09T02:50:00.000Z', '2026-03-09T03:10:00.000Z')).toBe(
      'Próxima revisão: amanhã (09/03)',
    )
  })

  it('says "hoje" on the same São Paulo day, though the UTC day differs', () => {
    // 20:00 and 23:00 in São Paulo: 23:00 UTC and 02:00 UTC of the next UTC day.
    expect(nextReviewText('2026-03-08T23:00:00.000Z', '2026-03-09T02:00:00.000Z')).toBe(
      'Próxima revisão: hoje (08/03)',
    )
  })

  it('says "hoje" for a review already due (the exam is tomorrow)', () => {
    expect(nextReviewText('2026-03-08T13:00:00.000Z', '2026-03-08T03:00:00.000Z')).toBe(
      'Próxima revisão: hoje (08/03)',
    )
  })

  it('crosses months and years', () => {
    expect(nextReviewText('2026-12-30T15:00:00.000Z', '2027-01-02T15:00:00.000Z')).toBe(
      'Próxima revisão: em 3 dias (02/01)',
    )
  })

  it('says nothing for an unreadable instant', () => {
    expect(nextReviewText('nada', '2026-03-08T03:00:00.000Z')).toBe('')
  })
})

describe('saoPauloDaysBetween', () => {
  it('is 0 within one São Paulo day and negative backwards', () => {
    expect(saoPauloDaysBetween(new Date('2026-03-08T03:00:00Z'), new Date('2026-03-09T02:59:00Z'))).toBe(0)
    expect(saoPauloDaysBetween(new Date('2026-03-10T15:00:00Z'), new Date('2026-03-08T15:00:00Z'))).toBe(-2)
  })
})
