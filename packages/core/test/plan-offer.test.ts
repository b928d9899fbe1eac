import { describe, expect, it } from 'vitest'
import { monthsLabel, planOfferText, splitPlanOfferText } from '../src/index.ts'

describe('plan offer texts', () => {
  it('names the months', () => {
    expect(monthsLabel(1)).toBe('1 mês')
    expect(monthsLabel(2)).toBe('2 meses')
    expect(monthsLabel(12)).toBe('12 meses')
  })

  it('writes a period and its price as the offer shows them', () => {
    expect(planOfferText(1, 3500)).toBe('1 mês - R$ 35,00')
    expect(planOfferText(3, 9500)).toBe('3 meses - R$ 95,00')
    expect(planOfferText(12, 103500)).toBe('12 meses - R$ 1.035,00')
  })

  it('splits the offer texts into period and price', () => {
    expect(splitPlanOfferText('3 meses - R$ 95,00')).toEqual({ period: '3 meses', price: 'R$ 95,00' })
    expect(splitPlanOfferText('1 mês - R$ 1.035,00')).toEqual({ period: '1 mês', price: 'R$ 1.035,00' })
    expect(splitPlanOfferText('Promoção')).toEqual({ period: 'Promoção', price: null })
  })

  it('splits back exactly what it writes', () => {
    for (const [months, cents] of [
      [1, 3500],
      [6, 18000],
      [36, 1234567],
    ] as const) {
      expect(splitPlanOfferText(planOfferText(months, cents))).toEqual({
        period: monthsLabel(months),
        price: `R$ ${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`,
      })
    }
  })
})
