import { formatDate } from '@gabarito/core'
import PDFDocument from 'pdfkit'
import { BODY_SIZE, writeHtml } from './summaries.pdf-content.ts'

export interface SummaryPdf {
  title: string
  author: string
  updatedAt: Date
  html: string
  mediaDir: string
}

const BRAND = '#00a65a'

/**
 * A summary as an A4 PDF made on the server from its sanitized HTML (decision 0013). `document` is the
 * printable document (title, author, date, content); `page` is the show page's look (the green bar of the
 * site, the title and Criador line as the screen shows them), what `/pdfdom` serves.
 */
export function renderSummaryPdf(summary: SummaryPdf, layout: 'document' | 'page'): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    bufferPages: true,
    lang: 'pt-BR',
    displayTitle: true,
    info: {
      Title: summary.title,
      Author: summary.author,
      Creator: 'Gabarito',
      CreationDate: summary.updatedAt,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const date = formatDate(summary.updatedAt)
  if (layout === 'page') {
    doc.rect(0, 0, doc.page.width, 40).fill(BRAND)
    doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(14).text('Gabarito', 56, 13)
    doc
      .font('Helvetica')
      .fontSize(10)
      .text('Meus Resumos', 0, 16, { align: 'right', width: doc.page.width - 56 })
    doc.x = 56
    doc.y = 64
    doc.fillColor('#111111').font('Helvetica-Bold').fontSize(18).text(summary.title)
    doc.moveDown(0.3)
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#555555')
      .text(`Criador: ${summary.author} · Atualizado em ${date}`)
    doc.moveDown(0.6)
    doc
      .moveTo(56, doc.y)
      .lineTo(doc.page.width - 56, doc.y)
      .strokeColor(BRAND)
      .lineWidth(1.5)
      .stroke()
    doc.lineWidth(1)
  } else {
    doc.fillColor('#111111').font('Helvetica-Bold').fontSize(22).text(summary.title, { align: 'center' })
    doc.moveDown(0.4)
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor('#444444')
      .text(`Autor: ${summary.author}`, { align: 'center' })
    doc.text(`Data: ${date}`, { align: 'center' })
    doc.moveDown(0.6)
    doc
      .moveTo(56, doc.y)
      .lineTo(doc.page.width - 56, doc.y)
      .strokeColor('#999999')
      .stroke()
  }
  doc.moveDown(1)
  doc.fillColor('#111111').font('Helvetica').fontSize(BODY_SIZE)
  writeHtml(doc, summary.html, summary.mediaDir)
  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#777777')
      .text(`${summary.title} · página ${i + 1} de ${range.count}`, 56, doc.page.height - 36, {
        align: 'center',
        width: doc.page.width - 112,
        lineBreak: false,
      })
    doc.page.margins.bottom = bottom
  }
  doc.end()
  return done
}
