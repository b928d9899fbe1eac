// The news date as a `datetime-local` input shows it: São Paulo time (UTC-3 all year since 2019).
const OFFSET_MS = 3 * 60 * 60 * 1000

/** An ISO instant as 'YYYY-MM-DDTHH:mm' in São Paulo. */
export const toSaoPauloInput = (iso: string) =>
  new Date(Date.parse(iso) - OFFSET_MS).toISOString().slice(0, 16)

/** 'YYYY-MM-DDTHH:mm' typed in São Paulo as the ISO date-time the API takes ('' stays '': the server says why). */
export const fromSaoPauloInput = (local: string) => (local ? `${local}:00-03:00` : '')
