import {
  Group,
  NativeSelect,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconSearch } from '@tabler/icons-react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react'
import classes from './data-table.module.css'
import {
  ALL_ROWS,
  type DataTableFetcher,
  type DataTableQuery,
  type DataTableSort,
  DEFAULT_PAGE_SIZES,
  type SortDirection,
} from './data-table-query'

export interface DataTableColumn<Row> {
  /** The name the server knows the column by (`columns[i][data]`), e.g. `titulo` or `disciplina.nome`. */
  data: string
  /** Header text (also the label of the cell on a phone). */
  title: string
  /** The header sorts by this column. */
  sortable?: boolean
  /** The search box looks in this column (sent as `columns[i][searchable]`). Default: true for sortable ones. */
  searchable?: boolean
  /** Sent to the server (for sorting) but not shown, like DataTables' `visible: false`. */
  hidden?: boolean
  /** The cell; by default the value at `data` (dots walk into objects). */
  render?: (row: Row) => ReactNode
  align?: 'left' | 'center' | 'right'
  /** Header width on larger screens, e.g. 120 or '40%'. */
  width?: number | string
  /** On a phone the cell shows without its header label (a title, the action buttons). */
  hideLabelOnPhone?: boolean
}

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

function valueAt(row: unknown, path: string): unknown {
  let node: unknown = row
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

function defaultCell(row: unknown, path: string): ReactNode {
  const value = valueAt(row, path)
  if (value === null || value === undefined) return '—'
  if (typeof value === 'number') return value.toLocaleString('pt-BR')
  return String(value)
}

const numberFormat = new Intl.NumberFormat('pt-BR')

function sortKey(order: DataTableSort[]): string {
  return order.map((o) => `${o.column}:${o.dir}`).join(',')
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
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(
    paginated ? (defaultPageSize ?? pageSizes[0] ?? ALL_ROWS) : ALL_ROWS,
  )
  const [searchInput, setSearchInput] = useState('')
  const [search] = useDebouncedValue(searchInput.trim(), 350)
  const [order, setOrder] = useState<DataTableSort[]>(defaultOrder)
  const draw = useRef(0)

  const visibleColumns = columns.filter((column) => !column.hidden)
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
  const total = query.data?.recordsTotal ?? 0
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
  const currentSort = sortKey(order)

  const rows = query.data?.data ?? []
  const from = filtered === 0 ? 0 : start + 1
  const to = start + rows.length

  let status: ReactNode
  if (query.isError && !query.data) status = 'Não foi possível carregar os registros.'
  else if (!query.data) status = 'Carregando…'
  else if (rows.length === 0) status = emptyText

  return (
    <Stack gap="sm">
      {(searchable || paginated || toolbar) && (
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <Group align="flex-end" gap="sm" wrap="wrap" className={classes.controls}>
            {paginated && (
              <NativeSelect
                label="Itens por página"
                value={String(pageSize)}
                onChange={(event) => {
                  setPageSize(Number(event.currentTarget.value))
                  setPage(1)
                }}
                data={pageSizes.map((size) => ({
                  value: String(size),
                  label: size === ALL_ROWS ? 'Todos' : String(size),
                }))}
                w={140}
              />
            )}
            {sortOptions.length > 1 && (
              <NativeSelect
                label="Ordenar por"
                hiddenFrom="sm"
                value={sortOptions.some((o) => o.value === currentSort) ? currentSort : ''}
                onChange={(event) => {
                  const value = event.currentTarget.value
                  if (!value) return
                  setOrder(
                    value.split(',').map((part) => {
                      const [column = '', dir] = part.split(':')
                      return { column, dir: dir === 'desc' ? 'desc' : 'asc' }
                    }),
                  )
                  setPage(1)
                }}
                data={
                  sortOptions.some((o) => o.value === currentSort)
                    ? sortOptions
                    : [{ value: '', label: 'Personalizada' }, ...sortOptions]
                }
                className={classes.sortPicker}
              />
            )}
          </Group>
          <Group align="flex-end" gap="sm" wrap="nowrap" className={classes.search}>
            {searchable && (
              <TextInput
                type="search"
                label="Pesquisar"
                placeholder="Buscar…"
                value={searchInput}
                onChange={(event) => setSearchInput(event.currentTarget.value)}
                leftSection={<IconSearch size={16} aria-hidden />}
                maxLength={200}
                className={classes.grow}
              />
            )}
            {toolbar}
          </Group>
        </Group>
      )}

      <Paper withBorder className={classes.paper}>
        <Table
          className={classes.table}
          verticalSpacing="sm"
          highlightOnHover
          aria-label={label}
          aria-describedby={`${id}-info`}
          aria-busy={query.isFetching || undefined}
        >
          <VisuallyHidden component="caption">{label}</VisuallyHidden>
          <Table.Thead className={classes.thead}>
            <Table.Tr>
              {visibleColumns.map((column) => {
                const sorted = order[0]?.column === column.data ? order[0].dir : undefined
                return (
                  <Table.Th
                    key={column.data}
                    scope="col"
                    w={column.width}
                    ta={column.align}
                    aria-sort={
                      column.sortable
                        ? sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : 'none'
                        : undefined
                    }
                  >
                    {column.sortable ? (
                      <UnstyledButton
                        className={classes.sortButton}
                        onClick={() => toggleSort(column.data)}
                        aria-label={`${column.title}: ordenar ${sorted === 'asc' ? 'decrescente' : 'crescente'}`}
                      >
                        <span>{column.title}</span>
                        {sorted === 'asc' ? (
                          <IconArrowUp size={14} aria-hidden />
                        ) : sorted === 'desc' ? (
                          <IconArrowDown size={14} aria-hidden />
                        ) : (
                          <IconArrowsSort size={14} aria-hidden className={classes.unsorted} />
                        )}
                      </UnstyledButton>
                    ) : (
                      column.title
                    )}
                  </Table.Th>
                )
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {status ? (
              <Table.Tr className={classes.statusRow}>
                <Table.Td colSpan={visibleColumns.length} ta="center" c="dimmed">
                  {status}
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr key={rowKey(row)} data-testid="linha">
                  {visibleColumns.map((column) => (
                    <Table.Td
                      key={column.data}
                      ta={column.align}
                      data-label={column.hideLabelOnPhone ? undefined : column.title}
                    >
                      {column.render ? column.render(row) : defaultCell(row, column.data)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Paper>

      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" id={`${id}-info`} aria-live="polite">
          {query.data
            ? filtered === 0
              ? search
                ? `Nenhum registro encontrado (de ${numberFormat.format(total)} no total)`
                : 'Nenhum registro'
              : `Mostrando ${numberFormat.format(from)} a ${numberFormat.format(to)} de ${numberFormat.format(filtered)} registros${
                  filtered !== total ? ` (filtrados de ${numberFormat.format(total)} no total)` : ''
                }`
            : ''}
        </Text>
        {paginated && pages > 1 && (
          <nav aria-label={`Páginas de ${label}`}>
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={setPage}
              size="sm"
              siblings={1}
              boundaries={1}
              getItemProps={(item) => ({
                'aria-label': `Página ${item}`,
                'aria-current': item === page ? 'page' : undefined,
              })}
              getControlProps={(control) => ({
                'aria-label': {
                  first: 'Primeira página',
                  previous: 'Página anterior',
                  next: 'Próxima página',
                  last: 'Última página',
                }[control],
              })}
            />
          </nav>
        )}
      </Group>
    </Stack>
  )
}
