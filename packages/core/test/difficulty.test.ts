import { describe, expect, it } from 'vitest'
import { difficultyLabel } from '../src/index.ts'

describe('difficulty label', () => {
  // Each edge and the next value above it, out of 1000 answers.
  it.each([
    [100, 'Muito Facil'],
    [90.1, 'Muito Facil'],
    [90, 'Facil'],
    [80.1, 'Facil'],
    [80, 'Médio'],
    [70.1, 'Médio'],
    [70, 'Difícil'],
    [60.1, 'Difícil'],
    [60, 'Muito Difícil'],
    [50.1, 'Muito Difícil'],
    [50, 'Sobrenatural'],
    [30.1, 'Sobrenatural'],
    [30, 'Colossal'],
    [20.1, 'Colossal'],
    [20, 'Utópica'],
    [10.1, 'Utópica'],
    [10, 'Lendária'],
    [0.1, 'Lendária'],
    [0, ''],
  ])('labels %s%% of hits with many answers "%s"', (pct, label) => {
    const n = 1000
    expect(difficultyLabel(Math.round((pct / 100) * n), n)).toBe(label)
  })

  it('pulls few answers to the middle at n <= 3, 6 and 9', () => {
    expect(difficultyLabel(0, 0)).toBe('Médio')
    expect(difficultyLabel(0, 3)).toBe('Médio')
    expect(difficultyLabel(3, 3)).toBe('Muito Facil')
    expect(difficultyLabel(0, 4)).toBe('Difícil')
    expect(difficultyLabel(0, 6)).toBe('Difícil')
    expect(difficultyLabel(0, 7)).toBe('Muito Difícil')
    expect(difficultyLabel(0, 9)).toBe('Muito Difícil')
    expect(difficultyLabel(0, 10)).toBe('')
    expect(difficultyLabel(1, 10)).toBe('Lendária')
    expect(difficultyLabel(5, 6)).toBe('Facil')
  })
})
