import { formatNumber } from '@gabarito/core'
import type { ReactNode } from 'react'

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

function valueAt(row: unknown, path: string): unknown {
  let node: unknown = row
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

/** What a column without `render` shows: the value at `data`, numbers in pt-BR, '—' for nothing. */
export function defaultCell(row: unknown, path: string): ReactNode {
  const value = valueAt(row, path)
  if (value === null || value === undefined) return '—'
  if (typeof value === 'number') return formatNumber(value)
  return String(value)
}
