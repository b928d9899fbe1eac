import { Stack } from '@mantine/core'
import { type ReactNode, useId } from 'react'
import type { DataTableColumn } from './data-table-column'
import { DataTableControls } from './data-table-controls'
import { DataTableFooter } from './data-table-footer'
import { DataTableGrid } from './data-table-grid'
import { type DataTableFetcher, type DataTableSort, DEFAULT_PAGE_SIZES } from './data-table-query'
import { sortKey, useDataTable } from './use-data-table'

export type { DataTableColumn } from './data-table-column'

export interface DataTableProps<Row> {
  /** Accessible name of the table (also its caption for screen readers), e.g. 'Material de estudo'. */
  label: string
  /** Base of the react-query key; the table adds its page, size, search and order. Invalidate it to reload. */
  queryKey: readonly unknown[]
  fetcher: DataTableFetcher<Row>
  columns: DataTableColumn<Row>[]
  rowKey: (row: Row) => string | number
  /** Page sizes offered; -1 (ALL_ROWS) shows as "Todos". Default: 12, 15, 20, 40, 50, 70, 100, 150, Todos. */
  pageSizes?: readonly number[]
  /** Default: the first of `pageSizes`. */
  defaultPageSize?: number
  /** Order before the user picks one, e.g. `[{ column: 'acessos', dir: 'desc' }, { column: 'titulo', dir: 'asc' }]`. */
  defaultOrder?: DataTableSort[]
  /** Shows the search box (default true). */
  searchable?: boolean
  /** Shows the page-size picker and the pages (default true; false lists every row, as a ranking does). */
  paginated?: boolean
  emptyText?: string
  /** Called once per failed load (e.g. to show a toast). The table itself shows a short line. */
  onError?: (error: unknown) => void
  /** Extra controls beside the search box (e.g. a "Cadastrar" button). */
  toolbar?: ReactNode
}

/**
 * A table fed page by page by the server (DataTables protocol): search, sort by the headers, page sizes and
 * pages. On a phone the rows become cards and a "Ordenar por" picker replaces the headers.
 */
export function DataTable<Row>({
  label,
  queryKey,
  fetcher,
  columns,
  rowKey,
  pageSizes = DEFAULT_PAGE_SIZES,
  defaultPageSize,
  defaultOrder = [],
  searchable = true,
  paginated = true,
  emptyText = 'Nenhum registro encontrado.',
  onError,
  toolbar,
}: DataTableProps<Row>) {
  const id = useId()
  const table = useDataTable({
    queryKey,
    fetcher,
    columns,
    pageSizes,
    defaultPageSize,
    defaultOrder,
    paginated,
    onError,
  })
  const { query, rows, filtered } = table

  let status: ReactNode
  if (query.isError && !query.data) status = 'Não foi possível carregar os registros.'
  else if (!query.data) status = 'Carregando…'
  else if (rows.length === 0) status = emptyText

  return (
    <Stack gap="sm">
      {(searchable || paginated || toolbar) && (
        <DataTableControls
          pageSizes={paginated ? pageSizes : null}
          pageSize={table.pageSize}
          onPageSize={table.changePageSize}
          sortOptions={table.sortOptions}
          currentSort={sortKey(table.order)}
          onSort={table.chooseSort}
          searchable={searchable}
          searchInput={table.searchInput}
          onSearchInput={table.setSearchInput}
          toolbar={toolbar}
        />
      )}
      <DataTableGrid
        label={label}
        infoId={`${id}-info`}
        busy={query.isFetching}
        columns={columns.filter((column) => !column.hidden)}
        order={table.order}
        onSort={table.toggleSort}
        status={status}
        rows={rows}
        rowKey={rowKey}
      />
      <DataTableFooter
        label={label}
        infoId={`${id}-info`}
        loaded={query.data !== undefined}
        search={table.search}
        from={filtered === 0 ? 0 : table.start + 1}
        to={table.start + rows.length}
        filtered={filtered}
        total={table.total}
        paginated={paginated}
        page={table.page}
        pages={table.pages}
        onPage={table.setPage}
      />
    </Stack>
  )
}
