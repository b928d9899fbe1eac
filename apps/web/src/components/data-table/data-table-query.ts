/**
 * The DataTables server-side protocol (DESIGN section 4): what a table asks and what the server answers.
 * Plain functions and types, so an endpoint file can build a fetcher without importing the table component.
 */
import type { DataTablePage } from '@gabarito/core/contract'
import { api } from '../../lib/api-client'

export type { DataTablePage } from '@gabarito/core/contract'

export type SortDirection = 'asc' | 'desc'

/** One sort: the `data` name of a column and its direction. */
export interface DataTableSort {
  column: string
  dir: SortDirection
}

export interface DataTableQuery {
  draw: number
  start: number
  /** Rows per page; -1 for all. */
  length: number
  search: { value: string; regex: false }
  /** `column` is the index of the column in `columns`. */
  order: { column: number; dir: SortDirection }[]
  columns: { data: string; name: string; searchable: boolean; orderable: boolean }[]
}

export type DataTableFetcher<Row> = (
  query: DataTableQuery,
  signal?: AbortSignal,
) => Promise<DataTablePage<Row>>

/** "All rows" in the page-size picker. */
export { ALL_ROWS } from '@gabarito/core'

/** A fetcher that POSTs the query as JSON to `path` with the user's token. */
export function postDataTable<Row>(path: string): DataTableFetcher<Row> {
  return (query, signal) => api.post<DataTablePage<Row>>(path, query, { auth: true, signal })
}

/**
 * The same query as URL parameters, as DataTables sends it by GET (`start=0&length=12&search[value]=…
 * &order[0][column]=1&order[0][dir]=asc&columns[0][data]=titulo…`).
 */
export function dataTableSearchParams(query: DataTableQuery): URLSearchParams {
  const params = new URLSearchParams()
  params.set('draw', String(query.draw))
  params.set('start', String(query.start))
  params.set('length', String(query.length))
  params.set('search[value]', query.search.value)
  params.set('search[regex]', 'false')
  query.order.forEach((order, i) => {
    params.set(`order[${i}][column]`, String(order.column))
    params.set(`order[${i}][dir]`, order.dir)
  })
  query.columns.forEach((column, i) => {
    params.set(`columns[${i}][data]`, column.data)
    params.set(`columns[${i}][name]`, column.name)
    params.set(`columns[${i}][searchable]`, String(column.searchable))
    params.set(`columns[${i}][orderable]`, String(column.orderable))
  })
  return params
}

/** A fetcher that GETs `path?<query as parameters>` with the user's token. */
export function getDataTable<Row>(path: string): DataTableFetcher<Row> {
  return (query, signal) =>
    api.get<DataTablePage<Row>>(`${path}?${dataTableSearchParams(query).toString()}`, { auth: true, signal })
}
