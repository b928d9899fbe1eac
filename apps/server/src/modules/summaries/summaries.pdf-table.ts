import { layoutTable, type PlacedCell, type TableElement, tableRows } from './summaries.table-layout.ts'

/** The columns a summary's PDF table keeps: a wider one would be unreadable on A4 anyway. */
const PDF_TABLE_COLUMNS = 20

export interface PdfCell {
  text: string
  colSpan: number
  rowSpan: number
  font: { src: string; size: number }
}

/**
 * A table's cells as pdfkit's table takes them (issue 25): spans that fit (layoutTable), every row padded with
 * empty cells to the same width, since pdfkit takes the columns from the first row and fails on a cell past them.
 * Empty rows are left out. A table wider than PDF_TABLE_COLUMNS comes back as its rows' texts instead, one line
 * each, so no cell's text is lost.
 */
export function pdfTableData(
  table: TableElement,
  textOf: (cell: TableElement) => string,
): { grid: PdfCell[][] } | { lines: string[] } {
  const rows = tableRows(table).filter((row) => row.cells.length > 0)
  const layout = layoutTable(rows.map((row) => ({ ...row, cells: row.cells.map((c) => c.attribs) })))
  if (layout.width > PDF_TABLE_COLUMNS)
    return { lines: rows.map((row) => row.cells.map((cell) => textOf(cell).trim()).join(' · ')) }
  const covered: number[] = [] // covered[c]: the first row whose column c no cell above covers
  const grid = rows.map((row, r) => {
    const placed = layout.cells[r] ?? []
    const out: PdfCell[] = row.cells.map((cell, i) => {
      const { col, colSpan, rowSpan } = placed[i] as PlacedCell
      for (let c = col; c < col + colSpan; c++) covered[c] = r + rowSpan
      const font = { src: cell.name === 'th' ? 'Helvetica-Bold' : 'Helvetica', size: 10 }
      return { text: textOf(cell) || ' ', colSpan, rowSpan, font }
    })
    // The columns left free after the row's cells (never between them) get an empty cell each.
    for (let c = 0; c < layout.width; c++)
      if ((covered[c] ?? 0) <= r) {
        out.push({ text: ' ', colSpan: 1, rowSpan: 1, font: { src: 'Helvetica', size: 10 } })
        covered[c] = r + 1
      }
    return out
  })
  return { grid }
}
