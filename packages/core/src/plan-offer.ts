import { formatCount, formatMoney } from './format.ts'

/** "1 mês", "3 meses". */
export function monthsLabel(months: number): string {
  return formatCount(months, 'mês', 'meses')
}

const SEPARATOR = ' - '

/**
 * '3 meses - R$ 95,00': how the plan offer's `valores` name a period and its price. SPEC section 7 fixes
 * `valores` as display text, so the server writes it with this and the web splits it with `splitPlanOfferText`.
 */
export function planOfferText(months: number, priceCents: number): string {
  return `${monthsLabel(months)}${SEPARATOR}${formatMoney(priceCents)}`
}

/** '3 meses - R$ 95,00' → its period and price, for a two-part card; the whole text as period otherwise. */
export function splitPlanOfferText(text: string): { period: string; price: string | null } {
  const at = text.lastIndexOf(SEPARATOR)
  if (at <= 0) return { period: text, price: null }
  return { period: text.slice(0, at).trim(), price: text.slice(at + SEPARATOR.length).trim() }
}
