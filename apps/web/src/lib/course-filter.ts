/** Lower case without accents, so "aeronautica" finds "Aeronáutica". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR')
}

/** The course filter (SPEC section 5): a case-insensitive substring of the name; blank shows everything. */
export function matchesCourseName(name: string, filter: string): boolean {
  const wanted = fold(filter.trim())
  return wanted === '' || fold(name).includes(wanted)
}

/** True when server HTML holds any visible text (empty paragraphs and `&nbsp;` do not count). */
export function htmlHasText(html: string | null | undefined): boolean {
  if (!html) return false
  return (
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;|&#160;|\u00a0/gi, ' ')
      .trim() !== ''
  )
}
