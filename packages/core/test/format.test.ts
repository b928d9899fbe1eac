import { describe, expect, it } from 'vitest'
import {
  addMonthsSaoPaulo,
  formatCount,
  formatDate,
  formatDateTime,
  formatDayMonthTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatWeekdayDateTime,
  performance,
  plural,
  saoPauloDayHour,
} from '../src/index.ts'

describe('pt-BR formatting', () => {
  it('computes performance, 0 without answers', () => {
    expect(performance(0, 0)).toBe(0)
    expect(performance(2, 3)).toBeCloseTo(66.667, 2)
  })
  it('formats counts with a thousands dot and a decimal comma', () => {
    expect(formatNumber(4512)).toBe('4.512')
    expect(formatNumber(1234567.5)).toBe('1.234.567,5')
    expect(formatNumber(0)).toBe('0')
  })
  it('agrees a word with a count: singular for one, plural for zero and more', () => {
    expect(plural(1, 'acerto', 'acertos')).toBe('acerto')
    expect(plural(-1, 'erro', 'erros')).toBe('erro')
    expect(plural(0, 'acerto', 'acertos')).toBe('acertos')
    expect(plural(2, 'erro', 'erros')).toBe('erros')
    expect(formatCount(1, 'questão', 'questões')).toBe('1 questão')
    expect(formatCount(0, 'acerto', 'acertos')).toBe('0 acertos')
    expect(formatCount(1234, 'acerto', 'acertos')).toBe('1.234 acertos')
  })
  it('formats percentages with a decimal comma', () => {
    expect(formatPercent(performance(2, 3))).toBe('66,7%')
    expect(formatPercent(0)).toBe('0,0%')
    expect(formatPercent(12.345, 2)).toBe('12,35%')
  })
  it('formats dates as dd/mm/yyyy in São Paulo', () => {
    // 02:00 UTC on 1 March is still 28 February in São Paulo (UTC-3)
    expect(formatDate('2026-03-01T02:00:00Z')).toBe('28/02/2026')
    expect(formatDate(new Date('2026-12-25T15:00:00Z'))).toBe('25/12/2026')
    expect(formatDate('not a date')).toBe('')
  })
  it('shows instants as dd/mm/yyyy HH:mm in São Paulo', () => {
    expect(formatDateTime('2031-03-15T15:05:00Z')).toBe('15/03/2031 12:05')
    expect(formatDateTime('2031-01-01T02:30:00Z')).toBe('31/12/2030 23:30')
    expect(formatDateTime(new Date('2031-01-01T03:00:00Z'))).toBe('01/01/2031 00:00')
    expect(formatDateTime('not a date')).toBe('')
    expect(formatWeekdayDateTime('2026-11-30T02:59:00Z')).toBe('domingo, 29/11, às 23h59')
    expect(formatWeekdayDateTime('2026-11-25T12:05:00Z')).toBe('quarta-feira, 25/11, às 09h05')
    expect(formatWeekdayDateTime('not a date')).toBe('')
    expect(formatDayMonthTime('2026-11-30T02:59:00Z')).toBe('29/11 às 23:59')
    expect(formatDayMonthTime('2026-11-25T12:05:00Z')).toBe('25/11 às 09:05')
    expect(formatDayMonthTime('not a date')).toBe('')
  })
  it('formats centavos as reais', () => {
    expect(formatMoney(3500)).toBe('R$ 35,00')
    expect(formatMoney(30000)).toBe('R$ 300,00')
    expect(formatMoney(123456)).toBe('R$ 1.234,56')
  })
})

describe('São Paulo day and hour', () => {
  it('turns at midnight in São Paulo, not at midnight UTC', () => {
    expect(saoPauloDayHour(new Date('2026-11-22T02:59:59Z'))).toEqual({ day: '2026-11-21', hour: 23 })
    expect(saoPauloDayHour(new Date('2026-11-22T03:00:00Z'))).toEqual({ day: '2026-11-22', hour: 0 })
    expect(saoPauloDayHour(new Date('2026-01-01T15:30:00Z'))).toEqual({ day: '2026-01-01', hour: 12 })
  })

  it('answers every instant of an hour alike, daylight-saving summers (UTC-2, until 2019) included', () => {
    expect(saoPauloDayHour(new Date('2018-01-15T02:00:00Z'))).toEqual({ day: '2018-01-15', hour: 0 })
    expect(saoPauloDayHour(new Date('2018-01-15T02:59:59Z'))).toEqual({ day: '2018-01-15', hour: 0 })
    expect(saoPauloDayHour(new Date('2018-01-15T01:59:59Z'))).toEqual({ day: '2018-01-14', hour: 23 })
    expect(saoPauloDayHour(new Date('2026-11-22T03:59:59Z'))).toEqual({ day: '2026-11-22', hour: 0 })
  })
})

describe('calendar months in São Paulo', () => {
  it('adds months on the São Paulo calendar, keeping the time and clamping the day', () => {
    expect(addMonthsSaoPaulo(new Date('2026-03-15T13:00:00Z'), 1).toISOString()).toBe(
      '2026-04-15T13:00:00.000Z',
    )
    expect(addMonthsSaoPaulo(new Date('2026-01-31T15:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T15:00:00.000Z',
    )
    expect(addMonthsSaoPaulo(new Date('2028-01-31T15:00:00Z'), 1).toISOString()).toBe(
      '2028-02-29T15:00:00.000Z',
    )
    expect(addMonthsSaoPaulo(new Date('2026-11-20T12:00:00Z'), 3).toISOString()).toBe(
      '2027-02-20T12:00:00.000Z',
    )
    expect(addMonthsSaoPaulo(new Date('2026-05-10T12:00:00Z'), 12).toISOString()).toBe(
      '2027-05-10T12:00:00.000Z',
    )
  })

  it('counts from the São Paulo day, not the UTC one', () => {
    // 31/03 22:00 in São Paulo is already 01/04 in UTC.
    expect(addMonthsSaoPaulo(new Date('2026-04-01T01:00:00Z'), 1).toISOString()).toBe(
      '2026-05-01T01:00:00.000Z',
    )
    expect(formatDate(addMonthsSaoPaulo(new Date('2026-04-01T01:00:00Z'), 1))).toBe('30/04/2026')
  })
})
