import { type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'

// How raw SQL is written (decision 0053): drizzle's `sql` template with the schema's objects; these are its helpers.

/**
 * A constant written into the statement's text on purpose (a status a partial index or a generic plan must see, a
 * row limit): drizzle renders and quotes it (`inlineParams`), so no text is joined by hand.
 */
export const sqlConstant = (value: string | number): SQL => sql`${value}`.inlineParams()

const dialect = new PgDialect({ casing: 'snake_case' })

/** A raw statement compiled once to the text it is prepared with by name (decision 0053). */
export interface PreparedStatement {
  name: string
  text: string
  /** drizzle's parameters: `sql.placeholder('x')` slots, filled at each call, and fixed values. */
  params: unknown[]
}

/**
 * Compiles a statement written with `sql` (inputs as `sql.placeholder('name')`) to the text sent by name: drizzle's
 * own rendering of the schema's objects and parameters, done once at module load.
 */
export function preparedStatement(name: string, query: SQL): PreparedStatement {
  const { sql: text, params } = dialect.sqlToQuery(query)
  return { name, text, params }
}

/** The text of a statement with no parameters (its values inlined by drizzle), for a tool that runs text. */
export function statementText(query: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(query.inlineParams())
  if (params.length > 0) throw new Error('statementText: the statement still has parameters')
  return text
}
