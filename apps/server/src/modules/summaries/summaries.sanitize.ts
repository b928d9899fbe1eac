import { OWN_MEDIA_IMAGE, SUMMARY_HTML_TAGS } from '@gabarito/core'
import { parseDocument } from 'htmlparser2'
import sanitizeHtml from 'sanitize-html'
import { layoutTable, type TableElement, tableRows } from './summaries.table-layout.ts'

/**
 * What a summary may hold (decision 0013): the editor's formatting and nothing that runs. No style or class
 * attribute, no event handler, links only to http(s) and mailto, images only from our media store.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...SUMMARY_HTML_TAGS],
  allowedAttributes: {
    a: ['href'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Content of these goes with them (sanitize-html's default keeps the text of unknown tags).
  selfClosing: [...sanitizeHtml.defaults.selfClosing, 'col'],
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_MEDIA_IMAGE.test(frame.attribs.src ?? ''),
}
// transformTags adds target and rel after the attribute filter: allow exactly those values.
options.allowedAttributes = { ...options.allowedAttributes, a: ['href', 'target', 'rel'] }

/**
 * Cleans a summary's HTML when it is written. Its nesting depth was checked before (the schema): sanitize-html's
 * parser is quadratic in it.
 */
export function sanitizeSummaryHtml(html: string): string {
  return fitTableSpans(sanitizeHtml(html, options).trim())
}

type Node = ReturnType<typeof parseDocument>['children'][number]
type Cell = TableElement & { startIndex: number | null }
const isElement = (node: Node): node is Node & Cell => 'name' in node && 'attribs' in node

/**
 * Rewrites the colspan and rowspan of the cells whose spans run past their table (its last row, its widest row, a
 * cell a rowspan brings down), or are not whole numbers, so no reader of the stored HTML meets them (issue 25).
 * The sanitized HTML's td and th tags hold no other attribute, so each is written anew where it stood.
 */
function fitTableSpans(html: string): string {
  if (!/<t[dh][\s>]/i.test(html)) return html
  const fixed = new Map<number, string>()
  const placed = new Set<object>()
  // A walk with a stack of its own: the depth is bounded, but a walk need not rely on it.
  const pending: Node[] = [...parseDocument(html, { withStartIndices: true }).children]
  const cells: Cell[] = []
  while (pending.length) {
    const node = pending.pop() as Node
    if (!isElement(node)) continue
    for (const child of node.children) pending.push(child)
    if (node.name === 'td' || node.name === 'th') cells.push(node)
    if (node.name !== 'table') continue
    const rows = tableRows(node)
    const layout = layoutTable(rows.map((row) => ({ ...row, cells: row.cells.map((c) => c.attribs) })))
    for (const [r, row] of rows.entries())
      for (const [i, cell] of row.cells.entries()) {
        const spans = layout.cells[r]?.[i]
        placed.add(cell)
        if (spans) fitCell(fixed, cell as Cell, spans.colSpan, spans.rowSpan)
      }
  }
  // A cell outside a table's rows has nothing to span.
  for (const cell of cells) if (!placed.has(cell)) fitCell(fixed, cell, 1, 1)
  if (!fixed.size) return html
  let out = ''
  let at = 0
  for (const [start, tag] of [...fixed].sort((a, b) => a[0] - b[0])) {
    out += html.slice(at, start) + tag
    at = html.indexOf('>', start) + 1
  }
  return out + html.slice(at)
}

function fitCell(fixed: Map<number, string>, cell: Cell, colSpan: number, rowSpan: number) {
  const same = (value: string | undefined, span: number) =>
    value === undefined ? span === 1 : value === `${span}`
  if (cell.startIndex === null) return
  if (same(cell.attribs.colspan, colSpan) && same(cell.attribs.rowspan, rowSpan)) return
  const attrs = `${colSpan > 1 ? ` colspan="${colSpan}"` : ''}${rowSpan > 1 ? ` rowspan="${rowSpan}"` : ''}`
  fixed.set(cell.startIndex, `<${cell.name}${attrs}>`)
}
