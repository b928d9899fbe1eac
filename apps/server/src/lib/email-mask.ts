/**
 * E-mail addresses in the log (decision 0003, "What the log holds"; issue 25): the first character of the local
 * part, three asterisks and the whole domain, `r***@exemplo.com`. Enough to tell a support request's mail apart,
 * not enough to write to the student.
 */

// An address inside any text: an SMTP reply (`550 <r@exemplo.com>: rejected`), an error message, a list. The
// domain ends in a label that starts with a letter, so a version in a path (`pino@10.4.0`) is no address.
const ADDRESS = /[\p{L}\p{N}!#$%&'*+/=?^_`{|}~.-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}[\p{L}\p{N}-]*/gu

/** `rafaela@exemplo.com` as `r***@exemplo.com`; a text without an `@` as `***`. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@')
  if (at < 0) return '***'
  return `${address.slice(0, Math.min(at, 1))}***${address.slice(at)}`
}

/** The text with every address in it masked. */
export function maskEmailsIn(text: string): string {
  return text.replace(ADDRESS, (address) => maskEmail(address))
}

const isPlainObject = (value: object) => [Object.prototype, null].includes(Object.getPrototypeOf(value))

/**
 * A logged value with every address in its strings masked: strings, arrays, plain objects and errors (as their
 * message and own fields), a few levels down: an SMTP error's `response`, `rejected` list and `rejectedErrors`.
 * Anything else (a date, a buffer) is kept as it is.
 */
export function maskEmailsDeep(value: unknown, depth = 4): unknown {
  if (typeof value === 'string') return maskEmailsIn(value)
  if (depth <= 0 || typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) return value.map((item) => maskEmailsDeep(item, depth - 1))
  if (!(value instanceof Error) && !isPlainObject(value)) return value
  const masked: Record<string, unknown> = {}
  if (value instanceof Error) masked.message = maskEmailsIn(value.message)
  for (const [key, item] of Object.entries(value)) masked[key] = maskEmailsDeep(item, depth - 1)
  return masked
}
