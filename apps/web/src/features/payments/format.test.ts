import { describe, expect, it } from 'vitest'
import { formatDateTime, monthsLabel, splitOfferText } from './format'

describe('payment formats', () => {
  it('shows instants as dd/mm/yyyy HH:mm in São Paulo', () => {
    expect(formatDateTime('2031-03-15T15:05:00Z')).toBe('15/03/2031 12:05')
    expect(formatDateTime('2031-01-01T02:30:00Z')).toBe('31/12/2030 23:30')
    expect(formatDateTime('2031-01-01T03:00:00Z')).toBe('01/01/2031 00:00')
    expect(formatDateTime('not a date')).toBe('')
  })

  it('splits the offer texts into period and price', () => {
    expect(splitOfferText('3 meses - R$ 95,00')).toEqual({ period: '3 meses', price: 'R$ 95,00' })
    expect(splitOfferText('1 mês - R$ 1.035,00')).toEqual({ period: '1 mês', price: 'R$ 1.035,00' })
    expect(splitOfferText('Promoção')).toEqual({ period: 'Promoção', price: null })
  })

  it('names the months', () => {
    expect(monthsLabel(1)).toBe('1 mês')
    expect(monthsLabel(12)).toBe('12 meses')
  })
})
