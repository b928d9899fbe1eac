// Plain values (no zod): the web's screens import them at run time without the contract's schemas.

/**
 * Where a question comes from (issue 31): the examining board, the institution, the year, the position and the
 * schooling level. A past exam's questions inherit the exam's (decision 0058).
 */
export const QUESTION_LEVEL = {
  fundamental: 'fundamental',
  medium: 'medio',
  higher: 'superior',
} as const
export type QuestionLevel = (typeof QUESTION_LEVEL)[keyof typeof QUESTION_LEVEL]
export const QUESTION_LEVELS = [
  QUESTION_LEVEL.fundamental,
  QUESTION_LEVEL.medium,
  QUESTION_LEVEL.higher,
] as const

/** What the screens show for each level. */
export const QUESTION_LEVEL_LABELS: Record<QuestionLevel, string> = {
  fundamental: 'Fundamental',
  medio: 'Médio',
  superior: 'Superior',
}

export const SOURCE_TEXT_MAX = { banca: 80, orgao: 120, cargo: 120 } as const

export interface QuestionSource {
  banca: string | null
  orgao: string | null
  ano: number | null
  cargo: string | null
  nivel: QuestionLevel | null
}

/** The card's source line: "Cebraspe · PF · 2021 · Agente · Superior", the parts it has, or '' with none. */
export function sourceLine(source: QuestionSource): string {
  return [
    source.banca,
    source.orgao,
    source.ano === null ? null : String(source.ano),
    source.cargo,
    source.nivel === null ? null : QUESTION_LEVEL_LABELS[source.nivel],
  ]
    .filter((part): part is string => part !== null && part !== '')
    .join(' · ')
}
