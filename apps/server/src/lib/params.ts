import { z } from 'zod'

/** PostgreSQL `integer` (also serial ids and LIMIT/OFFSET casts to int). */
export const PG_INT = { min: -2_147_483_648, max: 2_147_483_647 } as const
/** PostgreSQL `smallint`. */
export const PG_SMALLINT = { min: -32_768, max: 32_767 } as const

/**
 * An integer from `min` to `max` in a path, query string or form (text, read as a number), with the field's own
 * pt-BR message for every refusal: not a number, NaN, Infinity, a fraction, out of range (issue 25). The bounds are
 * what the field's column holds at most, so no value reaches PostgreSQL as an overflow (a 500), and the OpenAPI
 * document shows them as minimum and maximum. (Past 2^53 `int` fails too: it aborts, so the message comes once.)
 */
export const intParam = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int({ error: message, abort: true }).min(min, message).max(max, message)

/** The same in a JSON body, where the number must be sent as a number. */
export const intField = (message: string, min: number, max: number) =>
  z.number({ error: message }).int({ error: message, abort: true }).min(min, message).max(max, message)

/** A positive database id (a PostgreSQL integer) in a path or body, with the field's own pt-BR message. */
export const idParam = (message: string) => intParam(message, 1, PG_INT.max)
