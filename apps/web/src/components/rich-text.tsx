import { Typography, type TypographyProps } from '@mantine/core'
import DOMPurify from 'dompurify'
import { useMemo } from 'react'

interface RichTextProps extends Omit<TypographyProps, 'children'> {
  /** HTML from the server; sanitized here before it reaches the page. */
  html: string
}

/** True when the HTML brings its own main heading (then the page does not add one). */
export function hasOwnTitle(html: string): boolean {
  return /<h1[\s>]/i.test(html)
}

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })
}

/** Shows server-provided rich text, sanitized with DOMPurify. */
export function RichText({ html, ...props }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify just above.
  return <Typography {...props} dangerouslySetInnerHTML={{ __html: clean }} />
}
