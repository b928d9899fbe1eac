import { formatDate, formatPercent, performancePercent } from '@gabarito/core'
import PDFDocument from 'pdfkit'

export interface ReportPdfRow {
  nome: string
  count: number
  acerto: number
}

export interface ReportPdf {
  title: string
  /** The table's first column. */
  label: string
  student: string
  course: string
  at: Date
  rows: ReportPdfRow[]
}

const BRAND = '#00a65a'
const MARGIN = 48

/** Text that fits one table cell: cut with an ellipsis. */
function truncateToWidth(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text
  let cut = text
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1)
  return `${cut}…`
}

/**
 * A report as an A4 PDF made on the server with pdfkit (decision 0015): the title, the student's name, the course and
 * the date, a table (answers, hits, performance) and a horizontal bar chart of the performance per row. The standard
 * Helvetica with WinAnsi encoding covers pt-BR's accents.
 */
export function renderReportPdf(report: ReportPdf): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    lang: 'pt-BR',
    displayTitle: true,
    info: { Title: report.title, Author: report.student, Creator: 'Gabarito', CreationDate: report.at },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const width = doc.page.width - 2 * MARGIN
  doc.rect(0, 0, doc.page.width, 36).fill(BRAND)
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(14).text('Gabarito', MARGIN, 11)
  doc.x = MARGIN
  doc.y = 56
  doc.fillColor('#111111').font('Helvetica-Bold').fontSize(18).text(report.title)
  doc.moveDown(0.3)
  doc.font('Helvetica').fontSize(11).fillColor('#333333')
  doc.text(`Aluno: ${report.student}`)
  doc.text(`Curso: ${report.course}`)
  doc.text(`Data: ${formatDate(report.at)}`)
  doc.moveDown(0.4)
  doc
    .fontSize(9)
    .fillColor('#555555')
    .text('Contam as respostas do treinamento, dos concursos anteriores e dos simulados.')
  doc.moveDown(0.8)

  // The table.
  const cols = [width * 0.52, width * 0.16, width * 0.16, width * 0.16]
  const heads = [report.label, 'Respostas', 'Acertos', 'Desempenho']
  const rowHeight = 18
  const drawRow = (cells: string[], bold: boolean) => {
    if (doc.y + rowHeight > doc.page.height - MARGIN) doc.addPage()
    const y = doc.y
    let x = MARGIN
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor('#111111')
    cells.forEach((cell, i) => {
      const w = cols[i] as number
      doc.text(truncateToWidth(doc, cell, w - 8), x + 4, y + 4, {
        width: w - 8,
        align: i === 0 ? 'left' : 'right',
        lineBreak: false,
      })
      x += w
    })
    doc
      .moveTo(MARGIN, y + rowHeight)
      .lineTo(MARGIN + width, y + rowHeight)
      .strokeColor('#dddddd')
      .stroke()
    doc.x = MARGIN
    doc.y = y + rowHeight
  }
  drawRow(heads, true)
  if (report.rows.length === 0) {
    doc.moveDown(0.5).font('Helvetica').fontSize(10).text('Nenhuma resposta registrada ainda.', MARGIN)
  }
  for (const row of report.rows) {
    drawRow(
      [
        row.nome,
        row.count.toLocaleString('pt-BR'),
        row.acerto.toLocaleString('pt-BR'),
        formatPercent(performancePercent(row.acerto, row.count)),
      ],
      false,
    )
  }

  // The bar chart: performance (0 to 100%) per row.
  if (report.rows.length > 0) {
    doc.moveDown(1.2)
    if (doc.y + 40 > doc.page.height - MARGIN) doc.addPage()
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#111111').text('Desempenho (%)', MARGIN)
    doc.moveDown(0.4)
    const labelWidth = width * 0.35
    const barWidth = width - labelWidth - 50
    for (const row of report.rows) {
      if (doc.y + 16 > doc.page.height - MARGIN) doc.addPage()
      const y = doc.y
      const pct = performancePercent(row.acerto, row.count)
      doc.font('Helvetica').fontSize(9).fillColor('#333333')
      doc.text(truncateToWidth(doc, row.nome, labelWidth - 6), MARGIN, y + 2, {
        width: labelWidth - 6,
        lineBreak: false,
      })
      doc.rect(MARGIN + labelWidth, y, barWidth, 11).fill('#eeeeee')
      if (pct > 0) doc.rect(MARGIN + labelWidth, y, (barWidth * pct) / 100, 11).fill(BRAND)
      doc
        .fillColor('#111111')
        .text(formatPercent(pct), MARGIN + labelWidth + barWidth + 4, y + 2, { lineBreak: false })
      doc.x = MARGIN
      doc.y = y + 16
    }
  }
  doc.end()
  return done
}
