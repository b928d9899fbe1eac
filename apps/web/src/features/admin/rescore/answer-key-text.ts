/** An alternative as the key panel lists it: its id, its letter and its text (HTML as written by staff). */
export interface AnswerKeyAlternative {
  id: number
  letra: string
  texto: string
}

/** "Nenhuma resposta muda", "1 resposta muda", "1.234 respostas mudam" (decision 0021). */
export function impactText(changed: number): string {
  if (changed === 0) return 'Nenhuma resposta muda'
  const n = changed.toLocaleString('pt-BR')
  return changed === 1 ? `${n} resposta muda` : `${n} respostas mudam`
}

/** After the change: "Nenhuma resposta mudou", "1 resposta mudou", "6 respostas mudaram". */
export function changedText(changed: number): string {
  if (changed === 0) return 'Nenhuma resposta mudou'
  const n = changed.toLocaleString('pt-BR')
  return changed === 1 ? `${n} resposta mudou` : `${n} respostas mudaram`
}

/** "de 10 respostas a esta questão" / "de 1 resposta …" / "Ainda ninguém respondeu esta questão." */
export function totalText(total: number): string {
  if (total === 0) return 'Ainda ninguém respondeu esta questão.'
  const n = total.toLocaleString('pt-BR')
  return total === 1 ? `de ${n} resposta a esta questão` : `de ${n} respostas a esta questão`
}

/** An alternative's text without its markup, cut at `max` characters, for a radio label. */
export function plainText(html: string, max = 120): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text
}

/** What the confirmation of a new key says. */
export function keyChangeMessage(letter: string, changed: number): string {
  const what =
    changed === 0 ? 'Nenhuma resposta muda.' : `${impactText(changed)} de certa para errada ou o contrário.`
  return `A alternativa correta passa a ser a ${letter}. ${what} Os acertos, os relatórios e as classificações dos simulados são recalculados.`
}

/** What the confirmation of an annulment (or of its undoing) says. */
export function annulMessage(annul: boolean, changed: number): string {
  const count = changed === 0 ? 'Nenhuma resposta muda.' : `${impactText(changed)}.`
  return annul
    ? `A questão sai do treino e, nos simulados, conta como certa para todos que a responderam. ${count}`
    : `A questão volta ao treino e, nos simulados, vale de novo o gabarito. ${count}`
}
