import { formatCount, formatNumber, saoPauloDayHour } from '@gabarito/core'

const DAY_MS = 86_400_000

/** A 'YYYY-MM-DD' as a UTC midnight; NaN when it is no such day. */
function dayValue(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return Date.UTC(year, month - 1, date)
}

/** Today on São Paulo's calendar ('YYYY-MM-DD'). */
export function saoPauloToday(now = new Date()): string {
  return saoPauloDayHour(now).day
}

/**
 * The review screen's line about the exam (issue 30): "Faltam 37 dias para a sua prova", "A prova é amanhã", "A prova
 * é hoje"; without one (or with one already past) it asks "Quando é a sua prova?". Days on São Paulo's calendar.
 */
export function examCountdownText(examDay: string | null, today: string): string {
  const days = examDay === null ? Number.NaN : Math.round((dayValue(examDay) - dayValue(today)) / DAY_MS)
  if (!Number.isFinite(days) || days < 0) return 'Quando é a sua prova?'
  if (days === 0) return 'A prova é hoje'
  if (days === 1) return 'A prova é amanhã'
  return `Faltam ${formatNumber(days)} dias para a sua prova`
}

/** "12 revisões nos próximos 7 dias" from the summary's days. */
export function upcomingReviewsText(days: readonly { quantidade: number }[]): string {
  const total = days.reduce((sum, day) => sum + day.quantidade, 0)
  if (total === 0) return 'Nenhuma revisão nos próximos 7 dias.'
  return `${formatCount(total, 'revisão', 'revisões')} nos próximos 7 dias.`
}
