import { OWN_MEDIA_IMAGE, SUMMARY_HTML_TAGS } from '@gabarito/core'
import { Typography } from '@mantine/core'
import DOMPurify from 'dompurify'
import { useMemo } from 'react'

// An instance of its own, so its hook does not change how the rest of the app sanitizes.
const purify = DOMPurify(window)
purify.addHook('uponSanitizeElement', (node, data) => {
  if (data.tagName === 'img' && !OWN_MEDIA_IMAGE.test((node as Element).getAttribute?.('src') ?? '')) {
    node.parentNode?.removeChild(node)
  }
})

const ALLOWED_ATTR = [
  'href',
  'target',
  'rel',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'colspan',
  'rowspan',
  'start',
]

/**
 * A summary's HTML, sanitized again as it is shown: the server's allowlist, by DOMPurify. Event-handler
 * attributes are renamed before the browser parses the text at all: Chromium reports (and blocks, under our CSP)
 * an inline handler the moment it parses one, even in DOMPurify's inert document.
 */
export function sanitizeSummaryHtml(html: string): string {
  const defused = html.replace(/([\s/"'])on([a-z]+\s*=)/gi, '$1data-on$2')
  return purify.sanitize(defused, { ALLOWED_TAGS: SUMMARY_HTML_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false })
}

export function SummaryContent({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeSummaryHtml(html), [html])
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify just above.
  return <Typography data-testid="conteudo-resumo" dangerouslySetInnerHTML={{ __html: clean }} />
}
