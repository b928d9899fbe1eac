import { intChecks, PG_INT } from '@gabarito/core/contract'
import { z } from 'zod'

// The bounds and messages are the contract's (decision 0052): its request bodies and these classic-zod fields,
// which the modules chain (`.optional()`) in paths and query strings, run the same checks.
export { PG_INT, PG_SMALLINT } from '@gabarito/core/contract'

/** An integer from `min` to `max` in a path, query string or form (text, read as a number). */
export const intParam = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).check(...intChecks(message, min, max))

/** The same in a JSON body, where the number must be sent as a number. */
export const intField = (message: string, min: number, max: number) =>
  z.number({ error: message }).check(...intChecks(message, min, max))

/** A positive database id (a PostgreSQL integer) in a path or body, with the field's own pt-BR message. */
export const idParam = (message: string) => intParam(message, 1, PG_INT.max)
