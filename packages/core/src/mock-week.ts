/**
 * The weekly mock's week (decision 0012): an ISO week on São Paulo's calendar, open from Monday 00:00 to the next
 * Monday 00:00 there, so Sunday night (the peak) is the last evening of the week's mock.
 */

import { formatCount, formatWeekdayDateTime } from './format.ts'

/** São Paulo has kept UTC-3 all year since 2019, when Brazil ended daylight saving time. */
const SAO_PAULO_OFFSET_MS = -3 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

export interface MockWeek {
  /** The ISO week-numbering year (the year of the week's Thursday). */
  year: number
  /** 1 to 53. */
  week: number
  /** Monday 00:00 in São Paulo. */
  opens: Date
  /** The next Monday 00:00 in São Paulo (the first instant after the week). */
  closes: Date
}

/** The ISO week, on São Paulo's calendar, that holds the instant. */
export function mockWeekOf(instant: Date): MockWeek {
  const local = new Date(instant.getTime() + SAO_PAULO_OFFSET_MS)
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate())
  const daysSinceMonday = (local.getUTCDay() + 6) % 7
  const monday = midnight - daysSinceMonday * DAY_MS
  const thursday = new Date(monday + 3 * DAY_MS)
  const year = thursday.getUTCFullYear()
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1
  return {
    year,
    week,
    opens: new Date(monday - SAO_PAULO_OFFSET_MS),
    closes: new Date(monday + 7 * DAY_MS - SAO_PAULO_OFFSET_MS),
  }
}

/**
 * The fewest participants (the student among them) a question or a subject of a mock needs before the correction says
 * anything about the others there (decision 0069): with one, "the others" would be the student alone; with two,
 * the figure would give away the one other person's answer.
 */
export const MIN_PARTICIPANTS_FOR_FIGURES = 3

/** "Simulado Semanal 07/2027": the name of a mock composed automatically for that week. */
export function weeklyMockName(week: Pick<MockWeek, 'year' | 'week'>): string {
  return `Simulado Semanal ${String(week.week).padStart(2, '0')}/${week.year}`
}

/**
 * The last minute a mock takes answers: a window ends at an instant it excludes (`closes_at <= now` is closed, so
 * the week's Monday 00:00), and people read a closing as the last minute still open ("fecha domingo às 23h59").
 * Every screen that shows a mock's closing shows this minute (issue 26).
 */
export function mockLastMinute(closesAt: Date | string): Date {
  return new Date(new Date(closesAt).getTime() - 60_000)
}

/** "fecha domingo, 29/11, às 23h59" for a window that ends at Monday 30/11 00:00 in São Paulo. */
export function mockClosingText(closesAt: Date | string): string {
  return `fecha ${formatWeekdayDateTime(mockLastMinute(closesAt))}`
}

/** "20 questões · fecha domingo, 29/11, às 23h59": a mock as the terms and its screen sum it up. */
export function mockSummaryText(questions: number, closesAt: Date | string): string {
  return `${formatCount(questions, 'questão', 'questões')} · ${mockClosingText(closesAt)}`
}
