import { Paper, Table, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import classes from './data-table.module.css'
import { type DataTableColumn, defaultCell } from './data-table-column'
import type { DataTableSort, SortDirection } from './data-table-query'

interface DataTableGridProps<Row> {
  label: string
  /** Id of the "Mostrando …" line that describes the table. */
  infoId: string
  busy: boolean
  /** The shown columns (hidden ones left out). */
  columns: DataTableColumn<Row>[]
  order: DataTableSort[]
  onSort: (column: string) => void
  /** A line in place of the rows (loading, failure, nothing found); the rows otherwise. */
  status: ReactNode
  rows: Row[]
  rowKey: (row: Row) => string | number
  /** Rows to set apart (the caller's own row of a ranking): highlighted and marked `aria-current`. */
  highlightRow?: (row: Row) => boolean
}

function ariaSort(sorted: SortDirection | undefined) {
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'
}

function SortIcon({ sorted }: { sorted: SortDirection | undefined }) {
  if (sorted === 'asc') return <IconArrowUp size={14} aria-hidden />
  if (sorted === 'desc') return <IconArrowDown size={14} aria-hidden />
  return <IconArrowsSort size={14} aria-hidden className={classes.unsorted} />
}

/** The table itself: sortable headers, and the rows (cards on a phone, by CSS). */
export function DataTableGrid<Row>({
  label,
  infoId,
  busy,
  columns,
  order,
  onSort,
  status,
  rows,
  rowKey,
  highlightRow,
}: DataTableGridProps<Row>) {
  return (
    <Paper withBorder className={classes.paper}>
      <Table
        className={classes.table}
        verticalSpacing="sm"
        highlightOnHover
        aria-label={label}
        aria-describedby={infoId}
        aria-busy={busy || undefined}
      >
        <VisuallyHidden component="caption">{label}</VisuallyHidden>
        <Table.Thead className={classes.thead}>
          <Table.Tr>
            {columns.map((column) => {
              const sorted = order[0]?.column === column.data ? order[0].dir : undefined
              return (
                <Table.Th
                  key={column.data}
                  scope="col"
                  w={column.width}
                  ta={column.align}
                  aria-sort={column.sortable ? ariaSort(sorted) : undefined}
                >
                  {column.sortable ? (
                    <UnstyledButton
                      className={classes.sortButton}
                      onClick={() => onSort(column.data)}
                      aria-label={`${column.title}: ordenar ${sorted === 'asc' ? 'decrescente' : 'crescente'}`}
                    >
                      <span>{column.title}</span>
                      <SortIcon sorted={sorted} />
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
              <Table.Td colSpan={columns.length} ta="center" c="dimmed">
                {status}
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => {
              const highlighted = highlightRow?.(row) ?? false
              return (
                <Table.Tr
                  key={rowKey(row)}
                  data-testid="linha"
                  className={highlighted ? classes.highlighted : undefined}
                  data-destaque={highlighted || undefined}
                  aria-current={highlighted || undefined}
                >
                  {columns.map((column) => (
                    <Table.Td
                      key={column.data}
                      ta={column.align}
                      data-label={column.hideLabelOnPhone ? undefined : column.title}
                    >
                      {column.render ? column.render(row) : defaultCell(row, column.data)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              )
            })
          )}
        </Table.Tbody>
      </Table>
    </Paper>
  )
}
