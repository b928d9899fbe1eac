import { existsSync } from 'node:fs'
import path from 'node:path'
import { OWN_MEDIA_IMAGE, SUMMARY_MAX_DEPTH } from '@gabarito/core'
import { parseDocument } from 'htmlparser2'
import type PDFDocument from 'pdfkit'
import { flattenDeeperThan, nestsDeeperThan } from './summaries.html-depth.ts'
import { pdfTableData } from './summaries.pdf-table.ts'

type Doc = InstanceType<typeof PDFDocument>
type DomNode = ReturnType<typeof parseDocument>['children'][number]
interface DomElement {
  type: string
  name: string
  attribs: Record<string, string>
  children: DomNode[]
}

const isElement = (node: DomNode): node is DomNode & DomElement => 'name' in node && 'attribs' in node
const isText = (node: DomNode): node is DomNode & { data: string } => node.type === 'text'

interface Style {
  bold?: boolean
  italic?: boolean
  underline?: boolean
  strike?: boolean
  code?: boolean
  link?: string
}
interface Run extends Style {
  text: string
}

export const BODY_SIZE = 11
const HEADING_SIZES: Record<string, number> = { h1: 20, h2: 17, h3: 15, h4: 13, h5: 12, h6: 11 }
// The elements written as blocks (anything else is inline content); the headings are HEADING_SIZES' keys.
const BLOCKS = new Set([
  'p',
  ...Object.keys(HEADING_SIZES),
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'hr',
  'table',
])

function fontOf(style: Style): string {
  if (style.code) return 'Courier'
  if (style.bold && style.italic) return 'Helvetica-BoldOblique'
  if (style.bold) return 'Helvetica-Bold'
  if (style.italic) return 'Helvetica-Oblique'
  return 'Helvetica'
}

/** The text runs of inline content, whitespace collapsed as a browser would. */
function runsOf(nodes: DomNode[], style: Style, out: Run[] = []): Run[] {
  for (const node of nodes) {
    if (isText(node)) {
      const text = style.code ? node.data : node.data.replace(/\s+/g, ' ')
      if (text) out.push({ ...style, text })
    } else if (isElement(node)) {
      const tag = node.name
      if (tag === 'br') out.push({ ...style, text: '\n' })
      else if (tag === 'img')
        out.push({ ...style, text: `[imagem${node.attribs.alt ? `: ${node.attribs.alt}` : ''}]` })
      else
        runsOf(
          node.children,
          {
            ...style,
            bold: style.bold || tag === 'strong' || tag === 'b' || tag === 'th',
            italic: style.italic || tag === 'em' || tag === 'i',
            underline: style.underline || tag === 'u',
            strike: style.strike || tag === 's',
            code: style.code || tag === 'code',
            link: tag === 'a' ? node.attribs.href : style.link,
          },
          out,
        )
    }
  }
  return out
}

const plain = (nodes: DomNode[]) =>
  runsOf(nodes, {})
    .map((r) => r.text)
    .join('')
    .trim()

/** Writes inline runs as one paragraph. */
function writeRuns(doc: Doc, runs: Run[], size: number, options: { indent?: number; color?: string } = {}) {
  const trimmed = runs.filter((r, i) => !(i === 0 && !r.text.trim()))
  if (trimmed[0]) trimmed[0] = { ...trimmed[0], text: trimmed[0].text.replace(/^ +/, '') }
  if (!trimmed.length) return
  const x = doc.page.margins.left + (options.indent ?? 0)
  const width = doc.page.width - doc.page.margins.right - x
  doc.fillColor(options.color ?? '#111111')
  trimmed.forEach((run, i) => {
    doc
      .font(fontOf(run))
      .fontSize(size)
      .fillColor(run.link ? '#0b5394' : (options.color ?? '#111111'))
    const last = i === trimmed.length - 1
    const common = {
      continued: !last,
      underline: run.underline || !!run.link,
      strike: run.strike,
      link: run.link ?? null,
    }
    if (i === 0) doc.text(run.text, x, doc.y, { ...common, width })
    else doc.text(run.text, common)
  })
  doc.fillColor('#111111')
}

interface Context {
  doc: Doc
  mediaDir: string
  indent: number
}

/** Lists and quotes indent their content, up to a third of the page's width: deeper ones line up there. */
const MAX_INDENT = 160
const indented = (ctx: Context, by: number): Context => ({
  ...ctx,
  indent: Math.min(MAX_INDENT, ctx.indent + by),
})

function writeImage(ctx: Context, src: string) {
  const { doc } = ctx
  const file = OWN_MEDIA_IMAGE.test(src) ? path.join(ctx.mediaDir, path.basename(src)) : null
  // pdfkit reads PNG and JPEG; other formats keep a mark of where the image was.
  if (!file || !/\.(png|jpg)$/.test(file) || !existsSync(file)) {
    writeRuns(doc, [{ text: '[imagem]', italic: true }], BODY_SIZE, { indent: ctx.indent })
    return
  }
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right - ctx.indent
  const maxHeight = 320
  if (doc.y + maxHeight > doc.page.height - doc.page.margins.bottom) doc.addPage()
  doc.image(file, doc.page.margins.left + ctx.indent, doc.y, { fit: [width, maxHeight] })
  doc.moveDown(0.5)
}

function writeTable(ctx: Context, table: DomElement) {
  const content = pdfTableData(table, (cell) => plain(cell.children))
  const { doc } = ctx
  if ('lines' in content) {
    for (const line of content.lines) writeRuns(doc, [{ text: line }], BODY_SIZE, { indent: ctx.indent })
    doc.moveDown(0.4)
    return
  }
  const data = content.grid
  if (!data.length) return
  doc.fillColor('#111111')
  doc.table({
    position: { x: doc.page.margins.left + ctx.indent },
    maxWidth: doc.page.width - doc.page.margins.left - doc.page.margins.right - ctx.indent,
    defaultStyle: { padding: 4, border: 0.5, borderColor: '#888888' },
    data,
  })
  doc.x = doc.page.margins.left
  doc.moveDown(0.5)
}

function writeList(ctx: Context, list: DomElement) {
  let n = Number(list.attribs.start) || 1
  for (const item of list.children) {
    if (!isElement(item) || item.name !== 'li') continue
    const marker = list.name === 'ol' ? `${n++}. ` : '• '
    const inline = item.children.filter((c) => !(isElement(c) && BLOCKS.has(c.name) && c.name !== 'p'))
    const nested = item.children.filter((c) => isElement(c) && BLOCKS.has(c.name) && c.name !== 'p')
    const runs = runsOf(
      inline.flatMap((c) =>
        isElement(c) && c.name === 'p' ? [...c.children, { type: 'text', data: ' ' } as DomNode] : [c],
      ),
      {},
    )
    writeRuns(ctx.doc, [{ text: marker }, ...runs], BODY_SIZE, { indent: ctx.indent + 12 })
    writeBlocks(indented(ctx, 24), nested)
  }
  ctx.doc.moveDown(0.4)
}

/** Writes the sanitized HTML's blocks: headings, paragraphs, lists, quotes, code, rules, tables, images. */
function writeBlocks(ctx: Context, nodes: DomNode[]) {
  const { doc } = ctx
  let pending: DomNode[] = []
  const flush = () => {
    const runs = runsOf(pending, {})
    if (runs.some((r) => r.text.trim())) {
      writeRuns(doc, runs, BODY_SIZE, { indent: ctx.indent })
      doc.moveDown(0.4)
    }
    pending = []
  }
  for (const node of nodes) {
    if (!isElement(node) || !BLOCKS.has(node.name)) {
      if (isElement(node) && node.name === 'img') {
        flush()
        writeImage(ctx, node.attribs.src ?? '')
      } else pending.push(node)
      continue
    }
    flush()
    const tag = node.name
    const heading = HEADING_SIZES[tag]
    if (heading) {
      doc.moveDown(0.3)
      writeRuns(doc, runsOf(node.children, { bold: true }), heading, { indent: ctx.indent })
      doc.moveDown(0.3)
    } else if (tag === 'p' || tag === 'li') {
      writeBlocks(ctx, node.children)
    } else if (tag === 'ul' || tag === 'ol') writeList(ctx, node)
    else if (tag === 'blockquote') writeBlocks(indented(ctx, 18), node.children)
    else if (tag === 'pre') {
      writeRuns(doc, runsOf(node.children, { code: true }), 10, { indent: ctx.indent + 6, color: '#333333' })
      doc.moveDown(0.4)
    } else if (tag === 'hr') {
      const y = doc.y + 4
      doc
        .moveTo(doc.page.margins.left, y)
        .lineTo(doc.page.width - doc.page.margins.right, y)
        .strokeColor('#999999')
        .stroke()
      doc.moveDown(0.8)
    } else if (tag === 'table') writeTable(ctx, node)
  }
  flush()
}

/**
 * Writes a summary's sanitized HTML into the document at its current position. The walk above recurses once per
 * element level: a summary stored before the depth rule (issue 25) that nests deeper is read with its deeper tags
 * left out, so the recursion stays within SUMMARY_MAX_DEPTH levels whatever is stored.
 */
export function writeHtml(doc: Doc, html: string, mediaDir: string): void {
  const shallow = nestsDeeperThan(html, SUMMARY_MAX_DEPTH) ? flattenDeeperThan(html, SUMMARY_MAX_DEPTH) : html
  writeBlocks({ doc, mediaDir, indent: 0 }, parseDocument(shallow).children)
}
