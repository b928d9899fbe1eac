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
