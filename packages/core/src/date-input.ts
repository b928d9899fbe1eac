/** São Paulo has kept UTC-3 all year since 2019, when Brazil ended daylight saving time. */
const SAO_PAULO_OFFSET_MS = -3 * 60 * 60 * 1000

const BR = /^(\d{2})\/(\d{2})\/(\d{4})[ T]+(\d{2}):(\d{2})$/
const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/
const ISO_ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

/**
 * A date and time typed in São Paulo ("25/11/2026 19:30", or "2026-11-25T19:30" without a zone) as an instant; an
 * ISO instant with its zone is taken as it is. Null when it is not a real date and time.
 */
export function parseSaoPauloDateTime(text: string): Date | null {
  const value = text.trim()
  if (ISO_ZONED.test(value)) {
    const date = new Date(value)
    return Number.isNaN(date.getTime()) ? null : date
  }
  const br = BR.exec(value)
  const iso = ISO_LOCAL.exec(value)
  const parts = br
    ? [br[3], br[2], br[1], br[4], br[5], '0']
    : iso
      ? [iso[1], iso[2], iso[3], iso[4], iso[5], iso[6] ?? '0']
      : null
  if (!parts) return null
  const [year, month, day, hour, minute, second] = parts.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null
  const local = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
  if (local.getUTCDate() !== day || local.getUTCMonth() !== month - 1) return null
  return new Date(local.getTime() - SAO_PAULO_OFFSET_MS)
}

const BR_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/

/** A day typed as "08/12/2026" (dd/mm/aaaa) as '2026-12-08'; null when it is not a real day. */
export function parseBrazilianDay(text: string): string | null {
  const match = BR_DAY.exec(text.trim())
  if (!match) return null
  const [, day, month, year] = match as unknown as [string, string, string, string]
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  const iso = `${year}-${month}-${day}`
  return date.getUTCFullYear() > 0 && date.toISOString().slice(0, 10) === iso ? iso : null
}

/** '2026-12-08' as the day field shows it: "08/12/2026". */
export function brazilianDay(day: string): string {
  const [year, month, date] = day.split('-')
  return `${date}/${month}/${year}`
}

/**
 * The end of the São Paulo day of `at`: the first instant of the next day. A review card is due from the start of its
 * due day (FSRS counts days), so "due today" is "due before this".
 */
export function saoPauloDayEnd(at: Date): Date {
  const local = new Date(at.getTime() + SAO_PAULO_OFFSET_MS)
  const nextMidnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1)
  return new Date(nextMidnight - SAO_PAULO_OFFSET_MS)
}
