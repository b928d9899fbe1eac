import { describe, expect, it } from 'vitest'
import { formatDateTime, parseSaoPauloDateTime } from '../src/index.ts'

describe('parseSaoPauloDateTime', () => {
  it('reads dd/mm/yyyy HH:mm and a zoneless ISO time as São Paulo times', () => {
    expect(parseSaoPauloDateTime('25/11/2026 19:30')?.toISOString()).toBe('2026-11-25T22:30:00.000Z')
    expect(parseSaoPauloDateTime('2026-11-25T19:30')?.toISOString()).toBe('2026-11-25T22:30:00.000Z')
    expect(parseSaoPauloDateTime('31/12/2026 23:59')?.toISOString()).toBe('2027-01-01T02:59:00.000Z')
  })

  it('takes an instant with its zone as it is, and round-trips formatDateTime', () => {
    expect(parseSaoPauloDateTime('2026-11-25T22:30:00.000Z')?.toISOString()).toBe('2026-11-25T22:30:00.000Z')
    const at = new Date('2026-03-01T03:00:00Z')
    expect(parseSaoPauloDateTime(formatDateTime(at))?.getTime()).toBe(at.getTime())
  })

  it('refuses what is not a real date and time', () => {
    for (const text of [
      '',
      '31/02/2026 10:00',
      '25/11/2026 24:00',
      '25/11/2026',
      '2026-13-01T10:00',
      'amanhã',
    ])
      expect(parseSaoPauloDateTime(text)).toBeNull()
  })
})
