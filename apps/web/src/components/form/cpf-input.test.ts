import { describe, expect, it } from 'vitest'
import { cpfDigits } from './cpf-input'

describe('cpfDigits', () => {
  it('keeps at most the 11 digits of a CPF', () => {
    expect(cpfDigits('529.982.247-25')).toBe('52998224725')
    expect(cpfDigits('abc')).toBe('')
    expect(cpfDigits('529982247251234')).toBe('52998224725')
  })
})
