import { TABLE_PAGE_SIZES } from '@gabarito/core'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { DataTableColumn } from './data-table-column'
import {
  ALL_ROWS,
  type DataTableFetcher,
  type DataTablePage,
  type DataTableQuery,
  type DataTableSort,
  type SortDirection,
} from './data-table-query'

export interface DataTableOptions<Row> {
  /** Base of the react-query key; the table adds its page, size, search and order. Invalidate it to reload. */
  queryKey: readonly unknown[]
  fetcher: DataTableFetcher<Row>
  columns: DataTableColumn<Row>[]
  /** Page sizes offered; -1 (ALL_ROWS) shows as "Todos". Default: 12, 15, 20, 40, 50, 70, 100, 150, Todos. */
  pageSizes?: readonly number[]
  /** Default: the first of `pageSizes`. */
  defaultPageSize?: number
  /** Order before the user picks one, e.g. `[{ column: 'acessos', dir: 'desc' }, { column: 'titulo', dir: 'asc' }]`. */
  defaultOrder?: DataTableSort[]
  /** Shows the page-size picker and the pages (default true; false lists every row, as a ranking does). */
  paginated?: boolean
  /** Called once per failed load (e.g. to show a toast). The table itself shows a short line. */
  onError?: (error: unknown) => void
  /** Hears each page shown, cached ones included (for what the server sends beside the rows). */
  onPage?: (page: DataTablePage<Row>) => void
}

/** How an order is written in the "Ordenar por" picker and the query key: `titulo:asc,acessos:desc`. */
export function sortKey(order: DataTableSort[]): string {
  return order.map((o) => `${o.column}:${o.dir}`).join(',')
}

function parseSortKey(value: string): DataTableSort[] {
  return value.split(',').map((part) => {
    const [column = '', dir] = part.split(':')
    return { column, dir: dir === 'desc' ? 'desc' : 'asc' }
  })
}

/** The state of a server-fed table: page, page size, search and order, and the page the server answered. */
export function useDataTable<Row>({
  queryKey,
  fetcher,
  columns,
  pageSizes = TABLE_PAGE_SIZES,
  defaultPageSize,
  defaultOrder = [],
  paginated = true,
  onError,
  onPage,
}: DataTableOptions<Row>) {
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(
    paginated ? (defaultPageSize ?? pageSizes[0] ?? ALL_ROWS) : ALL_ROWS,
  )
  const [searchInput, setSearchInput] = useState('')
  const [search] = useDebouncedValue(searchInput.trim(), 350)
  const [order, setOrder] = useState<DataTableSort[]>(defaultOrder)
  const draw = useRef(0)

  const start = pageSize === ALL_ROWS ? 0 : (page - 1) * pageSize

  const query = useQuery({
    queryKey: [...queryKey, 'datatable', { start, length: pageSize, search, order: sortKey(order) }],
    queryFn: ({ signal }) => {
      draw.current += 1
      const request: DataTableQuery = {
        draw: draw.current,
        start,
        length: pageSize,
        search: { value: search, regex: false },
        order: order
          .map((o) => ({ column: columns.findIndex((c) => c.data === o.column), dir: o.dir }))
          .filter((o) => o.column >= 0),
        columns: columns.map((column) => ({
          data: column.data,
          name: column.data,
          searchable: column.searchable ?? Boolean(column.sortable),
          orderable: Boolean(column.sortable),
        })),
      }
      return fetcher(request, signal)
    },
    placeholderData: keepPreviousData,
  })

  // A new search starts at the first page (state adjusted while rendering, as React advises).
  const [searchedFor, setSearchedFor] = useState(search)
  if (search !== searchedFor) {
    setSearchedFor(search)
    setPage(1)
  }

  const filtered = query.data?.recordsFiltered ?? 0
  const pages = pageSize === ALL_ROWS ? 1 : Math.max(1, Math.ceil(filtered / pageSize))

  // Rows removed elsewhere (or a shorter search result) may leave the page past the end.
  useEffect(() => {
    if (query.data && page > pages) setPage(pages)
  }, [query.data, page, pages])

  const reportedError = useRef<unknown>(null)
  useEffect(() => {
    if (query.error && query.error !== reportedError.current) {
      reportedError.current = query.error
      onError?.(query.error)
    }
  }, [query.error, onError])

  const pageListener = useRef(onPage)
  pageListener.current = onPage
  useEffect(() => {
    if (query.data) pageListener.current?.(query.data)
  }, [query.data])

  const toggleSort = (column: string) => {
    setOrder((current) => {
      const primary = current[0]
      const dir: SortDirection = primary?.column === column && primary.dir === 'asc' ? 'desc' : 'asc'
      return [{ column, dir }]
    })
    setPage(1)
  }

  const sortOptions = useMemo(() => {
    const options: { value: string; label: string }[] = []
    if (defaultOrder.length > 0) options.push({ value: sortKey(defaultOrder), label: 'Padrão' })
    for (const column of columns) {
      if (!column.sortable || column.hidden) continue
      options.push({ value: `${column.data}:asc`, label: `${column.title} (crescente)` })
      options.push({ value: `${column.data}:desc`, label: `${column.title} (decrescente)` })
    }
    return options
  }, [columns, defaultOrder])

  return {
    pageSizes,
    paginated,
    query,
    rows: query.data?.data ?? [],
    start,
    filtered,
    total: query.data?.recordsTotal ?? 0,
    page,
    setPage,
    pages,
    pageSize,
    changePageSize: (size: number) => {
      setPageSize(size)
      setPage(1)
    },
    searchInput,
    setSearchInput,
    search,
    order,
    toggleSort,
    sortOptions,
    chooseSort: (value: string) => {
      setOrder(parseSortKey(value))
      setPage(1)
    },
  }
}
