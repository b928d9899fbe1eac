/** Does this HTML have any text once its tags and non-breaking spaces are gone? */
export function hasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim().length > 0
  )
}

/** Is there anything to show in this HTML (an explanation, a statement): text or an image? */
export function hasVisibleContent(html: string): boolean {
  return /<img\b/i.test(html) || hasText(html)
}
