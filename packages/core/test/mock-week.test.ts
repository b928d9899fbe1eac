import { describe, expect, it } from 'vitest'
import {
  mockClosingText,
  mockLastMinute,
  mockSummaryText,
  mockWeekOf,
  weeklyMockName,
} from '../src/mock-week.ts'

const week = (iso: string) => {
  const { year, week, opens, closes } = mockWeekOf(new Date(iso))
  return { year, week, opens: opens.toISOString(), closes: closes.toISOString() }
}

describe('the weekly mock week', () => {
  it('runs from Monday 00:00 to the next Monday 00:00 in São Paulo', () => {
    // Wednesday 25/11/2026, week 48.
    expect(week('2026-11-25T15:00:00Z')).toEqual({
      year: 2026,
      week: 48,
      opens: '2026-11-23T03:00:00.000Z',
      closes: '2026-11-30T03:00:00.000Z',
    })
  })

  it('keeps Sunday 23:59 in São Paulo (Monday 02:59 UTC) in the ending week', () => {
    expect(week('2026-11-30T02:59:59Z').week).toBe(48)
    expect(week('2026-11-30T03:00:00Z').week).toBe(49)
    expect(week('2026-11-23T02:59:59Z').week).toBe(47)
  })

  it('numbers weeks as ISO 8601 does across the turn of the year', () => {
    // 01/01/2027 is a Friday: it belongs to 2026's last week (53, as 2026 starts on a Thursday).
    expect(week('2027-01-01T12:00:00Z')).toMatchObject({ year: 2026, week: 53 })
    expect(week('2027-01-04T12:00:00Z')).toMatchObject({ year: 2027, week: 1 })
    // 29/12/2025 is a Monday of 2026's week 1.
    expect(week('2025-12-29T12:00:00Z')).toMatchObject({ year: 2026, week: 1 })
    expect(week('2025-12-28T12:00:00Z')).toMatchObject({ year: 2025, week: 52 })
  })

  it('names the week as "Simulado Semanal NN/AAAA"', () => {
    expect(weeklyMockName({ year: 2027, week: 7 })).toBe('Simulado Semanal 07/2027')
    expect(weeklyMockName(mockWeekOf(new Date('2026-11-25T15:00:00Z')))).toBe('Simulado Semanal 48/2026')
  })

  it('shows the closing as the last minute that takes answers: Monday 00:00 is "domingo, 29/11, às 23h59"', () => {
    const { closes } = mockWeekOf(new Date('2026-11-25T15:00:00Z'))
    expect(mockLastMinute(closes).toISOString()).toBe('2026-11-30T02:59:00.000Z')
    expect(mockClosingText(closes)).toBe('fecha domingo, 29/11, às 23h59')
    expect(mockClosingText('2026-11-25T21:30:00.000Z')).toBe('fecha quarta-feira, 25/11, às 18h29')
    expect(mockSummaryText(20, closes)).toBe('20 questões · fecha domingo, 29/11, às 23h59')
    expect(mockSummaryText(1, closes)).toBe('1 questão · fecha domingo, 29/11, às 23h59')
    expect(mockSummaryText(1200, closes)).toMatch(/^1\.200 questões · /)
  })
})
