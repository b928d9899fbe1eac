import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { sqlConstant } from '../sql.ts'

// A CHECK's text is written into the migration as it is: it holds no parameters, so core's values (decision 0052)
// are constants rendered and quoted by drizzle (decision 0053).
const constants = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sqlConstant(v)),
    sql`, `,
  )

/** `column in (...)`: the column holds one of core's values (null passes, as in every CHECK). */
export const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${constants(values)})`

/** `column <@ array[...]`: every element of a text[] column is one of core's values. */
export const allOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} <@ array[${constants(values)}]::text[]`
