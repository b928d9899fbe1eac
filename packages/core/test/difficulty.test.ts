import { describe, expect, it } from 'vitest'
import { difficultyLabel } from '../src/index.ts'

describe('difficulty label', () => {
  it('follows each percentage edge with many answers', () => {
    const n = 1000
    const at = (pct: number) => difficultyLabel(Math.round((pct / 100) * n), n)
    expect(at(100)).toBe('Muito Facil')
    expect(at(90.1)).toBe('Muito Facil')
    expect(at(90)).toBe('Facil')
    expect(at(80.1)).toBe('Facil')
    expect(at(80)).toBe('Médio')
    expect(at(70.1)).toBe('Médio')
    expect(at(70)).toBe('Difícil')
    expect(at(60.1)).toBe('Difícil')
    expect(at(60)).toBe('Muito Difícil')
    expect(at(50.1)).toBe('Muito Difícil')
    expect(at(50)).toBe('Sobrenatural')
    expect(at(30.1)).toBe('Sobrenatural')
    expect(at(30)).toBe('Colossal')
    expect(at(20.1)).toBe('Colossal')
    expect(at(20)).toBe('Utópica')
    expect(at(10.1)).toBe('Utópica')
    expect(at(10)).toBe('Lendária')
    expect(at(0.1)).toBe('Lendária')
    expect(at(0)).toBe('')
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
