import { sanitizeHtml } from '@/components/rich-text'

export interface HtmlSection {
  /** Stable key for lists: its position in the text. */
  key: string
  /** Text of the h2/h3 that opens the section; null for what comes before the first heading. */
  title: string | null
  /** Sanitized HTML of the section body (without its heading). */
  html: string
}

/** A text node back as HTML: its `<`, `>` and `&` stay text (textContent is the decoded text, not markup). */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/**
 * Splits server HTML into sections at its h2 and h3 headings, so each can be shown as a card. The HTML is
 * sanitized before it is parsed (DOMParser does not run scripts either).
 */
export function splitHtmlSections(html: string): HtmlSection[] {
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html')
  const sections: HtmlSection[] = []
  let current: HtmlSection = { key: 's0', title: null, html: '' }
  for (const node of Array.from(doc.body.childNodes)) {
    if (node instanceof HTMLElement && /^H[1-3]$/.test(node.tagName)) {
      if (current.title !== null || current.html.trim()) sections.push(current)
      current = {
        key: `s${sections.length + 1}`,
        title: (node.textContent ?? '').replace(/\s+/g, ' ').trim(),
        html: '',
      }
      continue
    }
    if (node instanceof HTMLElement) current.html += node.outerHTML
    else if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
      current.html += escapeText(node.textContent)
  }
  if (current.title !== null || current.html.trim()) sections.push(current)
  return sections
}
