export const TIME_ZONE = 'America/Sao_Paulo'

/** Share of hits in percent; 0 when there are no answers. */
export function performance(hits: number, total: number): number {
  return total > 0 ? (hits / total) * 100 : 0
}

/**
 * A value made on first use: building an Intl formatter loads locale and time-zone data, 70-100 ms of a slow
 * phone's first paint for formatters most pages never call (decision 0041).
 */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined
  return () => {
    value ??= make()
    return value
  }
}

const numberFormat = lazy(() => new Intl.NumberFormat('pt-BR'))

/** "4.512" — pt-BR thousands separator and decimal comma, for counts a user reads. */
export function formatNumber(value: number): string {
  return numberFormat().format(value)
}

/**
 * The word that agrees with a count in pt-BR: the singular for 1 (and -1), the plural otherwise, 0 included
 * ("1 acerto", "0 acertos", "2 acertos"). Intl.PluralRules is not used: for pt it calls 0 singular.
 */
export function plural(count: number, singular: string, pluralForm: string): string {
  return Math.abs(count) === 1 ? singular : pluralForm
}

/** "1 acerto", "1.234 acertos": the count (pt-BR thousands dot) and the word that agrees with it. */
export function formatCount(count: number, singular: string, pluralForm: string): string {
  return `${formatNumber(count)} ${plural(count, singular, pluralForm)}`
}

const nameCollator = lazy(() => new Intl.Collator('pt-BR', { numeric: true }))

/**
 * Compares two names as people read them (decision 0042), for `Array.prototype.sort`: digits as numbers
 * ("Resumo 2" before "Resumo 10"), accents and case only after the letters ("acido", "Acido", "ácido" side by
 * side, before "bola"). The server orders by the same rule in SQL (the ICU collation pt_br_numeric).
 */
export function compareNames(a: string, b: string): number {
  return nameCollator().compare(a, b)
}

/** A sorted copy, by the name each item shows; equal names keep their order (the sort is stable). */
export function sortByName<T>(items: readonly T[], name: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareNames(name(a), name(b)))
}

/** "66,7%" — pt-BR decimal comma, a fixed number of decimals. */
export function formatPercent(value: number, decimals = 1): string {
  return `${value.toLocaleString('pt-BR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}%`
}

/** A formatter of São Paulo's wall clock in `locale`, made on first use. */
function saoPauloFormat(locale: string, fields: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  return lazy(() => new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...fields }))
}

/** The instant a date input names; undefined when it names none. */
function toDate(value: Date | string | number): Date | undefined {
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** `date`'s fields in `format` by type ('day', 'hour', …). */
function partsOf(format: Intl.DateTimeFormat, date: Date): Record<string, string> {
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]))
}

/** `value` written by `write` from its fields in `format`; '' for an invalid date. */
function formatParts(
  value: Date | string | number,
  format: () => Intl.DateTimeFormat,
  write: (parts: Record<string, string>) => string,
): string {
  const date = toDate(value)
  return date ? write(partsOf(format(), date)) : ''
}

const dateFormat = saoPauloFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' })

/** dd/mm/yyyy as seen in São Paulo. */
export function formatDate(value: Date | string | number): string {
  const date = toDate(value)
  return date ? dateFormat().format(date) : ''
}

const dateTimeFormat = saoPauloFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** dd/mm/yyyy HH:mm as seen in São Paulo; '' for an invalid date. */
export function formatDateTime(value: Date | string | number): string {
  return formatParts(value, dateTimeFormat, (p) => `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`)
}

/** "29/11 às 23:59" as seen in São Paulo; '' for an invalid date. */
export function formatDayMonthTime(value: Date | string | number): string {
  return formatParts(value, dateTimeFormat, (p) => `${p.day}/${p.month} às ${p.hour}:${p.minute}`)
}

const weekdayDateTimeFormat = saoPauloFormat('pt-BR', {
  weekday: 'long',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** "domingo, 29/11, às 23h59" as seen in São Paulo; '' for an invalid date. */
export function formatWeekdayDateTime(value: Date | string | number): string {
  return formatParts(
    value,
    weekdayDateTimeFormat,
    (p) => `${p.weekday}, ${p.day}/${p.month}, às ${p.hour}h${p.minute}`,
  )
}

/** "R$ 35,00" from integer centavos. */
export function formatMoney(centavos: number): string {
  const reais = (centavos / 100).toLocaleString('pt-BR', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  return `R$ ${reais}`
}

const partsFormat = saoPauloFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
})

// São Paulo's offsets have been whole hours since 1914, so an instant's day and hour follow from its UTC hour: every
// answer asks, and formatToParts is the slow part. The last hour asked is kept.
let lastUtcHour = Number.NaN
let lastDayHour = { day: '', hour: 0 }

/** The São Paulo calendar day (YYYY-MM-DD) and hour (0-23) of an instant: the free tier's day, the reports' hour. */
export function saoPauloDayHour(date: Date): { day: string; hour: number } {
  const utcHour = Math.floor(date.getTime() / 3_600_000)
  if (utcHour !== lastUtcHour) {
    const parts = partsOf(partsFormat(), date)
    lastDayHour = { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) }
    lastUtcHour = utcHour
  }
  return { ...lastDayHour }
}

/** São Paulo has kept UTC-3 all year since 2019, when Brazil ended daylight saving time. */
const SAO_PAULO_OFFSET_MS = -3 * 60 * 60 * 1000

/**
 * `months` calendar months after `date`, counted on São Paulo's calendar: 31/01 + 1 month is 28/02 (or 29/02),
 * 15/03 10:00 + 1 month is 15/04 10:00.
 */
export function addMonthsSaoPaulo(date: Date, months: number): Date {
  const local = new Date(date.getTime() + SAO_PAULO_OFFSET_MS)
  const day = local.getUTCDate()
  const target = new Date(local)
  target.setUTCDate(1)
  target.setUTCMonth(target.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(day, lastDay))
  return new Date(target.getTime() - SAO_PAULO_OFFSET_MS)
}
