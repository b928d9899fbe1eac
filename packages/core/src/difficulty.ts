export type DifficultyLabel =
  | 'Muito Facil'
  | 'Facil'
  | 'Médio'
  | 'Difícil'
  | 'Muito Difícil'
  | 'Sobrenatural'
  | 'Colossal'
  | 'Utópica'
  | 'Lendária'
  | ''

/**
 * The label of a question from how often it was answered right (SPEC section 5).
 * Rules are checked in order; few answers (n <= 3, 6, 9) pull the label towards the middle.
 */
export function difficultyLabel(hits: number, total: number): DifficultyLabel {
  const share = total > 0 ? (hits / total) * 100 : 0
  if (share > 90) return 'Muito Facil'
  if (share > 80) return 'Facil'
  if (share > 70 || total <= 3) return 'Médio'
  if (share > 60 || total <= 6) return 'Difícil'
  if (share > 50 || total <= 9) return 'Muito Difícil'
  if (share > 30) return 'Sobrenatural'
  if (share > 20) return 'Colossal'
  if (share > 10) return 'Utópica'
  if (share > 0) return 'Lendária'
  return ''
}
