import { saoPauloDayHour } from '@gabarito/core'

const DAY_MS = 86_400_000

/** The São Paulo calendar day of an instant, as a UTC midnight (days subtract exactly). */
function calendarDayOf(instant: Date): number {
  const [year, month, day] = saoPauloDayHour(instant).day.split('-').map(Number) as [number, number, number]
  return Date.UTC(year, month - 1, day)
}

/** São Paulo calendar days from `from` to `to` (0 on the same day, even 23:59 → 00:01 of the next is 1). */
export function saoPauloDaysBetween(from: Date, to: Date): number {
  return Math.round((calendarDayOf(to) - calendarDayOf(from)) / DAY_MS)
}

/**
 * "Próxima revisão: em 4 dias (12/03)" after an answer (issue 30): "hoje", "amanhã" or "em N dias" counted from the
 * day of the answer, and the review's day (dd/mm), on São Paulo's calendar. '' when either instant is unreadable.
 */
export function nextReviewText(answeredAt: string, dueAt: string): string {
  const answered = new Date(answeredAt)
  const due = new Date(dueAt)
  if (Number.isNaN(answered.getTime()) || Number.isNaN(due.getTime())) return ''
  const days = saoPauloDaysBetween(answered, due)
  const [, month, day] = saoPauloDayHour(due).day.split('-')
  let when: string
  if (days <= 0) when = 'hoje'
  else if (days === 1) when = 'amanhã'
  else when = `em ${days} dias`
  return `Próxima revisão: ${when} (${day}/${month})`
}
