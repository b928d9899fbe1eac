import { describe, expect, it } from 'vitest'
import { formatCpf, generateCpf, isValidCpf, normalizeCpf } from '../src/index.ts'

describe('CPF', () => {
  it('accepts valid CPFs with or without formatting characters', () => {
    expect(isValidCpf('52998224725')).toBe(true)
    expect(isValidCpf('529.982.247-25')).toBe(true)
    expect(isValidCpf(' 529 982 247 25 ')).toBe(true)
    expect(isValidCpf('11144477735')).toBe(true)
  })

  it('refuses wrong check digits', () => {
    expect(isValidCpf('52998224724')).toBe(false)
    expect(isValidCpf('52998224715')).toBe(false)
    expect(isValidCpf('11144477736')).toBe(false)
  })

  it('refuses repeated digits and wrong lengths', () => {
    for (let d = 0; d <= 9; d++) expect(isValidCpf(String(d).repeat(11))).toBe(false)
    expect(isValidCpf('5299822472')).toBe(false)
    expect(isValidCpf('529982247250')).toBe(false)
    expect(isValidCpf('')).toBe(false)
    expect(isValidCpf('abc.def.ghi-jk')).toBe(false)
  })

  it('normalizes and formats', () => {
    expect(normalizeCpf('529.982.247-25')).toBe('52998224725')
    expect(formatCpf('52998224725')).toBe('529.982.247-25')
  })

  it('generates valid CPFs', () => {
    for (let i = 0; i < 200; i++) expect(isValidCpf(generateCpf())).toBe(true)
    let n = 0
    const sequence = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]
    expect(generateCpf(() => sequence[n++ % 9] ?? 0)).toBe('12345678909')
  })
})
