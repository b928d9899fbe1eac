/** True when server HTML holds any visible text (empty paragraphs and non-breaking spaces do not count). */
export function hasText(html: string | null | undefined): boolean {
  if (!html) return false
  return (
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;|&#160;|\u00a0/gi, ' ')
      .trim() !== ''
  )
}

/** Is there anything to show in this HTML (an explanation, a statement): text or an image? */
export function hasVisibleContent(html: string): boolean {
  return /<img\b/i.test(html) || hasText(html)
}
