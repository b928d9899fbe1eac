import { z } from 'zod/mini'
import { isBlankLooking } from '../plain-text.ts'

/**
 * The request bodies' building blocks (decision 0052): each field carries its own pt-BR message for every refusal;
 * where it gives none, the server's pt-BR locale (apps/server/src/lib/zod-locale.ts) speaks.
 */

/** PostgreSQL `integer` (also serial ids and LIMIT/OFFSET casts to int). */
export const PG_INT = { min: -2_147_483_648, max: 2_147_483_647 } as const
/** PostgreSQL `smallint`. */
export const PG_SMALLINT = { min: -32_768, max: 32_767 } as const

/**
 * The checks of an integer field from `min` to `max`, with the field's own pt-BR message for every refusal: not a
 * number, NaN, Infinity, a fraction, out of range (issue 25). The bounds are what the field's column holds at most,
 * so no value reaches PostgreSQL as an overflow (a 500), and the OpenAPI document shows them as minimum and maximum.
 * (Past 2^53 `int` fails too: it aborts, so the message comes once.) Shared with the server's classic-zod params.
 */
export const intChecks = (message: string, min: number, max: number) =>
  [z.int({ error: message, abort: true }), z.gte(min, message), z.lte(max, message)] as const

/** An integer in a path, query string or form (text, read as a number). */
export const intParam = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).check(...intChecks(message, min, max))

/** The same in a JSON body, where the number must be sent as a number. */
export const intField = (message: string, min: number, max: number) =>
  z.number({ error: message }).check(...intChecks(message, min, max))

/** A positive database id (a PostgreSQL integer) in a path or body, with the field's own pt-BR message. */
export const idParam = (message: string) => intParam(message, 1, PG_INT.max)

/**
 * The check that refuses, with `empty`, a text of which nothing visible is left once what shows nothing is taken
 * out (core's `isBlankLooking`, issue 45): it reads as blank to everyone it is shown to. It stops the checks after
 * it, so a blank-looking text gets the one message of an empty one.
 */
export const visibleText = (empty: string) =>
  z.refine<string>((text) => !isBlankLooking(text), { error: empty, abort: true })

/**
 * A text that must hold something visible once trimmed, up to `max` characters: `empty` when it is missing, not
 * text, blank or blank-looking, `tooLong` past `max`.
 */
export const requiredText = (empty: string, max: number, tooLong = `Use no máximo ${max} caracteres.`) =>
  z
    .string({ error: empty })
    .check(
      z.trim(),
      z.minLength(1, { error: empty, abort: true }),
      visibleText(empty),
      z.maxLength(max, tooLong),
    )

/** "O campo CPF é obrigatório.": what a form's missing field says. */
export const requiredMessage = (label: string) => `O campo ${label} é obrigatório.`

/**
 * A rich-text field the server gives to the bodies that carry HTML (questions, news, material, concepts): its size
 * and, with the HTML parser only the server loads, the sanitizing (no scripts, no event handlers, no javascript:
 * links; decision 0010) and the refusal of an empty text with `emptyMessage` (none when it is null). The bodies are
 * core's around it, as the summaries' are around their content (decision 0052).
 */
export type RichTextField = (emptyMessage: string | null, maxChars: number) => z.core.$ZodType<string, string>

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const dayMessage = 'Data inválida: use aaaa-mm-dd.'

/** A calendar day 'YYYY-MM-DD' (São Paulo's), kept as text. */
export const calendarDay = z.string({ error: dayMessage }).check(
  z.regex(DAY, dayMessage),
  z.refine((text) => {
    const [y, m, d] = text.split('-').map(Number) as [number, number, number]
    const date = new Date(Date.UTC(y, m - 1, d))
    return y >= 2000 && y < 3000 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
  }, dayMessage),
)
