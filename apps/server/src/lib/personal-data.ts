import { asc, eq } from 'drizzle-orm'
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core'
import type { Executor } from '../db/client.ts'

// A person's rows, module by module (LGPD, decisions 0026 and 0062). Every module that keeps rows naming a person
// exports one PersonalData: each column that ties a row to a person, what the account's erasure does to those rows
// and where "Baixar meus dados" lists them, with the queries that do both. modules/personal-data runs them all: the
// erasers in the deletion's transaction, the exporters into one JSON document. Its test reads the database's
// catalogue and fails on a column that ties rows to a user and is declared nowhere.

/** What the erasure does to the rows a column ties to the person. */
type Erasure =
  /** No row of the person stays. */
  | { erasure: 'deleted' }
  /** The rows stay, tied to the anonymous account row; what the person wrote or was in them is replaced. */
  | { erasure: 'blanked'; why: string }
  /** The rows stay as they are, tied to the anonymous account row. */
  | { erasure: 'kept'; why: string }

/** Where the export lists the rows: a field of the JSON document, or nowhere and why. */
type Listing = { field: string } | { field: null; whyNot: string }

export type PersonalColumn = {
  table: string
  column: string
  /**
   * The column names who acted on the row (a staff member moderating, replying, confirming), not whose row it is:
   * a student's account has none.
   */
  actor?: true
} & Erasure &
  Listing

/** The account being erased: its id, its e-mail before the erasure, and the erasure's instant. */
export interface Person {
  id: number
  email: string
  now: Date
}

/** One field of the export: read at once, or (for a list that may be long) in batches written as they come. */
export type ExportField =
  | { field: string; read: (db: Executor, userId: number) => Promise<unknown> }
  | { field: string; batches: (db: Executor, userId: number) => AsyncIterable<unknown[]> }

export interface PersonalData {
  /** The module that owns the tables (its folder under modules/). */
  module: string
  columns: PersonalColumn[]
  /** Deletes or blanks the person's rows, in the erasure's transaction; none when every row is kept as it is. */
  erase?: (tx: Executor, person: Person) => Promise<void>
  /** Every field a column above names, each with the rows of the person only. */
  exports: ExportField[]
}

/** What stays of an erased account's comment, to the staff and in the discussion. */
export const REMOVED_COMMENT = 'Comentário removido a pedido do autor.'

/**
 * A column naming the staff member who acted on the row: kept, as the audit log keeps their acts (decision 0062),
 * and left out of the export, which lists what the person owns, not what they did as staff.
 */
export const staffActColumn = (
  table: string,
  column: string,
  why = 'who of the staff acted on the row: an id, whose name the rows read from the anonymous account row',
): PersonalColumn => ({
  table,
  column,
  actor: true,
  erasure: 'kept',
  why,
  field: null,
  whyNot: 'an act of the staff on somebody else’s row, not a row of the person',
})

/** An instant as the export writes it, or null. */
export const iso = (date: Date | null) => (date ? date.toISOString() : null)

/**
 * The read of most export fields: the person's rows of one table (`person` is the column naming them), its columns
 * under the export's names (instants come out as ISO text), ordered by `order`.
 */
export const personRows =
  (table: PgTable, person: AnyPgColumn, fields: SelectedFields, order: AnyPgColumn[]) =>
  (db: Executor, userId: number): Promise<unknown[]> =>
    db
      .select(fields)
      .from(table)
      .where(eq(person, userId))
      .orderBy(...order.map((c) => asc(c)))

/** Reads a long list in batches, each after the last row of the one before, until a short one. */
export async function* inBatches<T>(
  read: (after: T | undefined) => Promise<T[]>,
  size: number,
): AsyncIterable<T[]> {
  let after: T | undefined
  for (;;) {
    const batch = await read(after)
    if (batch.length > 0) yield batch
    if (batch.length < size) return
    after = batch[batch.length - 1]
  }
}
