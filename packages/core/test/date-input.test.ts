import { describe, expect, it } from 'vitest'
import {
  brazilianDay,
  formatDateTime,
  parseBrazilianDay,
  parseSaoPauloDateTime,
  saoPauloDayEnd,
} from '../src/index.ts'

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

describe('the day field (dd/mm/aaaa)', () => {
  it('reads a typed day and shows a stored one', () => {
    expect(parseBrazilianDay('08/12/2026')).toBe('2026-12-08')
    expect(parseBrazilianDay(' 29/02/2028 ')).toBe('2028-02-29')
    expect(brazilianDay('2026-12-08')).toBe('08/12/2026')
    expect(parseBrazilianDay(brazilianDay('2027-01-31'))).toBe('2027-01-31')
  })

  it('refuses what is not a real day', () => {
    for (const text of [
      '',
      '2026-12-08',
      '8/12/2026',
      '31/02/2026',
      '29/02/2027',
      '00/01/2026',
      '01/13/2026',
      '01/01/0000',
    ])
      expect(parseBrazilianDay(text), text).toBeNull()
  })
})

describe('saoPauloDayEnd', () => {
  it('is the first instant of the next São Paulo day', () => {
    expect(saoPauloDayEnd(new Date('2026-12-08T03:10:00Z')).toISOString()).toBe('2026-12-09T03:00:00.000Z')
    expect(saoPauloDayEnd(new Date('2026-12-09T02:59:59.999Z')).toISOString()).toBe(
      '2026-12-09T03:00:00.000Z',
    )
    expect(saoPauloDayEnd(new Date('2026-12-09T03:00:00Z')).toISOString()).toBe('2026-12-10T03:00:00.000Z')
    expect(saoPauloDayEnd(new Date('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-01T03:00:00.000Z')
  })
})
