import type { parseDocument } from 'htmlparser2'

/**
 * Where a summary table's cells sit, with spans no cell may run past (issue 25): used when a summary is saved (the
 * spans are rewritten) and when its PDF is made (pdfkit's table fails on a span past the last row or the widest
 * row, and loops on a fractional one).
 */

type DomNode = ReturnType<typeof parseDocument>['children'][number]
export interface TableElement {
  name: string
  attribs: Record<string, string>
  children: DomNode[]
}

const isElement = (node: DomNode): node is DomNode & TableElement => 'name' in node && 'attribs' in node

/** Our cap (HTML's is 1000): a summary's table has no use for wider cells, and it bounds the work per cell. */
const MAX_COLSPAN = 100
const SECTIONS = new Set(['thead', 'tbody', 'tfoot'])

/** A row of a table: its group (thead, tbody, tfoot or the rows straight under table) and its cells. */
export interface TableRow<T> {
  group: number
  cells: T[]
}

/** A table's rows in order, each with its th and td cells, as a browser groups them (rowspans stop at a group). */
export function tableRows(table: TableElement): TableRow<TableElement>[] {
  const rows: TableRow<TableElement>[] = []
  let group = 0
  let loose = false // the previous child was a row straight under table: one group with it
  for (const child of table.children) {
    if (!isElement(child)) continue
    if (child.name === 'tr') {
      if (!loose) group++
      loose = true
      rows.push({ group, cells: cellsOf(child) })
    } else if (SECTIONS.has(child.name)) {
      group++
      loose = false
      for (const tr of child.children)
        if (isElement(tr) && tr.name === 'tr') rows.push({ group, cells: cellsOf(tr) })
    }
  }
  return rows
}

const cellsOf = (tr: TableElement) =>
  tr.children.filter(isElement).filter((cell) => cell.name === 'td' || cell.name === 'th')

/**
 * A span attribute as HTML reads it (leading digits: "2" and "2x" are 2, "1.5" is 1), or null when there is none.
 * 0 is kept: a rowspan of 0 runs to the end of its group.
 */
export function parseSpan(value: string | undefined): number | null {
  const digits = /^\s*\+?(\d+)/.exec(value ?? '')?.[1]
  return digits === undefined ? null : Number(digits.slice(0, 6))
}

export interface PlacedCell {
  row: number
  col: number
  colSpan: number
  rowSpan: number
}

/**
 * Places the cells as HTML does (each in the first column its row has free) and shortens every span to fit: a
 * rowspan stops at its group's last row, a colspan at the widest row and before a cell a rowspan brings down. The
 * result has no overlap and no span past the table, so every row covers the same columns once padded.
 */
export function layoutTable(rows: TableRow<{ colspan?: string; rowspan?: string }>[]): {
  cells: PlacedCell[][]
  width: number
} {
  const groupEnd: number[] = []
  for (let r = rows.length - 1; r >= 0; r--)
    groupEnd[r] = rows[r + 1]?.group === rows[r]?.group ? (groupEnd[r + 1] as number) : r + 1
  // busyUntil[c]: the first row whose column c no rowspan from above covers.
  const busyUntil: number[] = []
  const free = (r: number, c: number) => (busyUntil[c] ?? 0) <= r
  let width = 0
  const cells = rows.map((row, r) => {
    let col = 0
    return row.cells.map((cell) => {
      while (!free(r, col)) col++
      const wanted = Math.min(MAX_COLSPAN, Math.max(1, parseSpan(cell.colspan) ?? 1))
      let colSpan = 1
      while (colSpan < wanted && free(r, col + colSpan)) colSpan++
      const left = (groupEnd[r] as number) - r
      const asked = parseSpan(cell.rowspan) ?? 1
      const rowSpan = asked === 0 ? left : Math.min(asked, left)
      if (rowSpan > 1) for (let c = col; c < col + colSpan; c++) busyUntil[c] = r + rowSpan
      const placed = { row: r, col, colSpan, rowSpan }
      width = Math.max(width, col + 1)
      col += colSpan
      return placed
    })
  })
  // Only a row's last cell can reach past the widest row's cells: it stops there.
  for (const row of cells) for (const cell of row) cell.colSpan = Math.min(cell.colSpan, width - cell.col)
  return { cells, width }
}
