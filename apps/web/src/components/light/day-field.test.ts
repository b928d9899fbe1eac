import { describe, expect, it } from 'vitest'
import { dayFieldText } from './day-field'

describe('dayFieldText', () => {
  it('shows the digits typed as dd/mm/aaaa as they come', () => {
    expect(dayFieldText('0')).toBe('0')
    expect(dayFieldText('08')).toBe('08')
    expect(dayFieldText('081')).toBe('08/1')
    expect(dayFieldText('0812')).toBe('08/12')
    expect(dayFieldText('08122026')).toBe('08/12/2026')
  })

  it('keeps a typed or pasted date, drops the rest, and lets a slash be erased', () => {
    expect(dayFieldText('08/12/2026')).toBe('08/12/2026')
    expect(dayFieldText('08-12-2026 extra 99')).toBe('08/12/2026')
    expect(dayFieldText('08/')).toBe('08')
    expect(dayFieldText('')).toBe('')
  })
})
