import { Stack } from '@mantine/core'
import { type ReactNode, useId } from 'react'
import { DataTableControls } from './data-table-controls'
import { DataTableFooter } from './data-table-footer'
import { DataTableGrid } from './data-table-grid'
import { type DataTableOptions, sortKey, useDataTable } from './use-data-table'

export type { DataTableColumn } from './data-table-column'

export interface DataTableProps<Row> extends DataTableOptions<Row> {
  /** Accessible name of the table (also its caption for screen readers), e.g. 'Material de estudo'. */
  label: string
  rowKey: (row: Row) => string | number
  /** Shows the search box (default true). */
  searchable?: boolean
  emptyText?: string
  /** Extra controls beside the search box (e.g. a "Cadastrar" button). */
  toolbar?: ReactNode
  /** Rows to set apart, e.g. the caller's own row of a ranking. */
  highlightRow?: (row: Row) => boolean
}

/**
 * A table fed page by page by the server (DataTables protocol): search, sort by the headers, page sizes and
 * pages. On a phone the rows become cards and a "Ordenar por" picker replaces the headers.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    label,
    columns,
    rowKey,
    searchable = true,
    emptyText = 'Nenhum registro encontrado.',
    toolbar,
    highlightRow,
  } = props
  const id = useId()
  const table = useDataTable(props)
  const { query, rows, filtered, pageSizes, paginated } = table

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
        highlightRow={highlightRow}
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
