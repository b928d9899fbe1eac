import { z } from 'zod'
import { sanitizeRichText } from './html.ts'

/**
 * Fields the back office's forms share (decision 0019): a required title, rich text that is sanitized when it is
 * read from the request (so nothing else ever sees the raw HTML), and a date-time with its offset.
 */
export const titleField = (max = 200) =>
  z
    .string({ error: 'Informe o título.' })
    .trim()
    .min(1, 'Informe o título.')
    .max(max, `Use no máximo ${max} caracteres.`)

/** Rich text, sanitized (no scripts, no event handlers, no javascript: links); `required` refuses an empty one. */
export const richTextField = (emptyMessage: string | null, maxChars = 200_000) =>
  z
    .string({ error: emptyMessage ?? 'Envie o texto.' })
    .max(maxChars, `O texto deve ter no máximo ${maxChars.toLocaleString('pt-BR')} caracteres.`)
    .transform((html) => sanitizeRichText(html).trim())
    .refine((html) => emptyMessage === null || !isBlankHtml(html), emptyMessage ?? '')

/** No text and no image once the tags are gone (`<p><br></p>` is what an emptied editor sends). */
export function isBlankHtml(html: string): boolean {
  return !/<img\b/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === ''
}

const plausibleYear = (value: string) => {
  const year = new Date(value).getUTCFullYear()
  return year >= 2000 && year <= 2999
}

/** An ISO 8601 date-time with its offset (`Z` or `-03:00`), a real date in the years 2000 to 2999. */
export const dateTimeField = (message: string) =>
  z.iso
    .datetime({ offset: true, error: message, abort: true })
    .refine(plausibleYear, 'A data deve estar entre os anos 2000 e 2999.')
    .transform((value) => new Date(value))

/** The fields a PATCH sent (undefined means "leave it"; null is a value). */
export function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>
}
