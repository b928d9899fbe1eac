import { performance } from './format.ts'

/** The report series window (SPEC section 9: 270 in the path), in days. */
export const REPORT_WINDOW_DAYS = 270

/** Weekdays as the reports name them, Sunday first (JavaScript's and PostgreSQL's `dow` order). */
export const WEEKDAYS_PT = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
] as const

/** Hits over answers as a percentage rounded to `decimals` (SPEC section 5: 0 without answers, one decimal). */
export function performancePercent(hits: number, total: number, decimals = 1): number {
  const factor = 10 ** decimals
  return Math.round(performance(hits, total) * factor) / factor
}

export interface ReportMonth {
  /** First day of the month, YYYY-MM-01. */
  month: string
  /** mm/aaaa */
  label: string
}

/**
 * The months of the series ending on `today` (a São Paulo calendar day, YYYY-MM-DD): from the month holding the
 * day `days` days before it to today's month, oldest first. Whole months, so everyone's monthly counters and the
 * caller's days cover the same span (decision 0015).
 */
export function reportMonths(today: string, days = REPORT_WINDOW_DAYS): ReportMonth[] {
  const end = new Date(`${today}T00:00:00Z`)
  const start = new Date(end.getTime() - days * 86_400_000)
  const months: ReportMonth[] = []
  let y = start.getUTCFullYear()
  let m = start.getUTCMonth()
  while (y < end.getUTCFullYear() || (y === end.getUTCFullYear() && m <= end.getUTCMonth())) {
    const mm = String(m + 1).padStart(2, '0')
    months.push({ month: `${y}-${mm}-01`, label: `${mm}/${y}` })
    m += 1
    if (m === 12) {
      m = 0
      y += 1
    }
  }
  return months
}
