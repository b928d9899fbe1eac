import { z } from 'zod'

/** A positive database id (a PostgreSQL integer) in a path or body, with the field's own pt-BR message. */
export const idParam = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2147483647, message)
