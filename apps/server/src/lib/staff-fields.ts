import { z } from 'zod'
import { sanitizeRichText } from './html.ts'

/**
 * Fields the back office's forms share (decision 0019): rich text that is sanitized when it is read from the request
 * (so nothing else ever sees the raw HTML). The plain fields around it are the contract's (decision 0052).
 */
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

/** The fields a PATCH sent (undefined means "leave it"; null is a value). */
export function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>
}
