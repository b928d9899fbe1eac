import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

// A CHECK's text is written into the migration as it is: it can hold no parameters, so the values are inlined.
// They are core's constants (decision 0052), never input; the quote is doubled all the same.
const literals = (values: readonly string[]) => values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')

/** `column in (...)`: the column holds one of core's values (null passes, as in every CHECK). */
export const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(literals(values))})`

/** `column <@ array[...]`: every element of a text[] column is one of core's values. */
export const allOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} <@ array[${sql.raw(literals(values))}]::text[]`
