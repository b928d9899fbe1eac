import { and, asc, count, desc, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core'
import type { Executor } from '../db/client.ts'
import { containsPattern, type DataTableBody, type DataTablePage, readDataTable } from './datatables.ts'

/** A column, or an expression over columns, that a table searches in or orders by. */
export type TableColumn = AnyPgColumn | SQL

/** What one server-side table shows; repositories describe it and call pageQuery (decision 0006). */
export interface PageSource<T extends PgSelect, C extends string> {
  /**
   * The rows: `db.select({…}).from(table)` with its joins and `.$dynamic()`, without where, order or limit.
   * A function because Drizzle's builders change in place: each call must give a fresh query.
   */
  rows: () => T
  /** The rows the table is about (one course's texts); `recordsTotal` counts these. */
  where?: SQL
  /** Where the search looks, ignoring case and accents ("regencia" finds "Regência"). */
  search: readonly TableColumn[]
  /**
   * The sortable columns, by the name the client sends in `columns[i].data` (the allow-list): an order on
   * another named column is ignored, one pointing to no column is a 422.
   */
  order: Readonly<Record<C, TableColumn>>
  /** The order when the request asks for none. */
  defaultOrder: readonly SQL[]
  /** Added after every order so equal rows keep one order across pages; end it with a unique column. */
  tieBreak: readonly SQL[]
}

/** The row type of a dynamic select. */
export type RowOf<T extends PgSelect> = T['_']['result'][number]

/** Lower case without accents (the same folding as foldSearch), in SQL: PGlite has no unaccent. */
export const foldColumn = (column: TableColumn) =>
  sql`translate(lower(${column}), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc')`

/** The search term folded as foldColumn folds the columns. */
export function foldSearch(term: string): string {
  return term
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
}

/**
 * Answers a DataTables request (already checked by `dataTableBody`): the search over `source.search`,
 * the order from the allow-list, the page (`length` -1 is every row; a start past the end is an empty
 * page), the two counts and the echoed `draw`.
 */
export async function pageQuery<T extends PgSelect, C extends string>(
  db: Executor,
  request: DataTableBody,
  source: PageSource<T, C>,
): Promise<DataTablePage<RowOf<T>>> {
  const query = readDataTable(request, Object.keys(source.order) as C[])
  let filter = source.where
  if (query.search) {
    const pattern = containsPattern(foldSearch(query.search))
    filter = and(
      source.where,
      or(...source.search.map((column) => sql`${foldColumn(column)} like ${pattern}`)),
    )
  }
  const order = query.order.length
    ? query.order.map((o) => (o.dir === 'asc' ? asc : desc)(source.order[o.column]))
    : source.defaultOrder
  const rows = source
    .rows()
    .where(filter)
    .orderBy(...order, ...source.tieBreak)
    .offset(query.start)
  // Counting the rows query itself keeps its joins (and any grouping) in one place.
  const countOf = (condition: SQL | undefined) =>
    db
      .select({ n: count() })
      .from(sql`(${source.rows().where(condition)}) as table_rows`)
      .then(([row]) => row?.n ?? 0)
  const [data, recordsTotal, recordsFiltered] = await Promise.all([
    query.limit === null ? rows : rows.limit(query.limit),
    countOf(source.where),
    query.search ? countOf(filter) : null,
  ])
  return {
    draw: query.draw,
    recordsTotal,
    recordsFiltered: recordsFiltered ?? recordsTotal,
    data: data as RowOf<T>[],
  }
}
