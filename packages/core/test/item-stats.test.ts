import { describe, expect, it } from 'vitest'
import {
  discriminationIndex,
  dismissalHolds,
  groupSize,
  isFacilityExtreme,
  isKeySuspect,
  pearson,
} from '../src/item-stats.ts'

describe('item statistics rules (decision 0024)', () => {
  it('flags a key whose point-biserial is negative or below a distractor’s', () => {
    expect(isKeySuspect(0.4, [-0.2, -0.1, null])).toBe(false)
    expect(isKeySuspect(-0.01, [null])).toBe(true)
    expect(isKeySuspect(0.1, [0.05, 0.12])).toBe(true)
    // Nobody chose the key: any distractor with a correlation is higher.
    expect(isKeySuspect(null, [null, -0.3])).toBe(true)
    expect(isKeySuspect(null, [null, null])).toBe(false)
  })

  it('extreme facility, groups of 27% and the correlation', () => {
    expect([0.14, 0.15, 0.95, 0.96].map(isFacilityExtreme)).toEqual([true, false, false, true])
    expect([1, 10, 30, 100].map(groupSize)).toEqual([1, 2, 8, 27])
    expect(pearson([1, 0, 1, 0], [0.9, 0.2, 0.8, 0.1])).toBeCloseTo(0.9899, 4)
    expect(pearson([1, 1, 1], [0.1, 0.2, 0.3])).toBeNull()
    // Ties in score are broken by user id: the top group is user 1, the bottom user 4.
    const responses = [1, 2, 3, 4].map((userId) => ({ userId, hit: userId < 3, score: 0.5, rest: 0.5 }))
    expect(discriminationIndex(responses)).toBe(1)
  })

  it('keeps a dismissal until the figures change materially', () => {
    const then = { answers: 100, facility: 0.5, correctAlternativeId: 7, openComments: 2 }
    expect(dismissalHolds('gabarito_suspeito', then, { ...then, answers: 149, facility: 0.54 })).toBe(true)
    expect(dismissalHolds('gabarito_suspeito', then, { ...then, answers: 150 })).toBe(false)
    expect(dismissalHolds('facilidade_extrema', then, { ...then, facility: 0.44 })).toBe(false)
    expect(dismissalHolds('gabarito_suspeito', then, { ...then, correctAlternativeId: 8 })).toBe(false)
    expect(dismissalHolds('comentarios', then, { ...then, answers: 900 })).toBe(true)
    expect(dismissalHolds('comentarios', then, { ...then, openComments: 3 })).toBe(false)
  })
})
