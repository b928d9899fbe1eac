import { TIME_ZONE } from '@gabarito/core'

const dateTimeFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** dd/mm/yyyy HH:mm as seen in São Paulo; '' for an invalid date. */
export function formatDateTime(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const parts = Object.fromEntries(dateTimeFormat.formatToParts(date).map((part) => [part.type, part.value]))
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`
}

/** '3 meses - R$ 95,00' → its period and price, for a two-part card; the whole text as period otherwise. */
export function splitOfferText(text: string): { period: string; price: string | null } {
  const at = text.lastIndexOf(' - ')
  if (at <= 0) return { period: text, price: null }
  return { period: text.slice(0, at).trim(), price: text.slice(at + 3).trim() }
}

export function monthsLabel(months: number): string {
  return months === 1 ? '1 mês' : `${months} meses`
}
