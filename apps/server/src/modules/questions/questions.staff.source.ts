import type { QuestionLevel } from '@gabarito/core'

/**
 * Where a question or a past exam comes from (issue 31), as the rows hold it. A question's columns hold the effective
 * values (decision 0058): its own, or its exam's where it has none, so the bank's filters read the question alone.
 */
export interface SourceValues {
  banca: string | null
  orgao: string | null
  cargo: string | null
  level: QuestionLevel | null
  year: number | null
}

export const SOURCE_KEYS = ['banca', 'orgao', 'cargo', 'level', 'year'] as const
export type SourceKey = (typeof SOURCE_KEYS)[number]

export const NO_SOURCE: SourceValues = { banca: null, orgao: null, cargo: null, level: null, year: null }

/** The source of a body or a row in the JSON's names (`ano`, `nivel`). */
export interface SourceJson {
  banca: string | null
  orgao: string | null
  ano: number | null
  cargo: string | null
  nivel: QuestionLevel | null
}

export const sourceOfJson = (json: SourceJson): SourceValues => ({
  banca: json.banca,
  orgao: json.orgao,
  cargo: json.cargo,
  level: json.nivel,
  year: json.ano,
})

export const sourceJsonOf = (values: SourceValues): SourceJson => ({
  banca: values.banca,
  orgao: values.orgao,
  ano: values.year,
  cargo: values.cargo,
  nivel: values.level,
})

/** A question saved with an exam takes the exam's value for each field it leaves empty (decision 0058). */
export function inheritSource(own: SourceValues, exam: SourceValues | null | undefined): SourceValues {
  if (!exam) return own
  return {
    banca: own.banca ?? exam.banca,
    orgao: own.orgao ?? exam.orgao,
    cargo: own.cargo ?? exam.cargo,
    level: own.level ?? exam.level,
    year: own.year ?? exam.year,
  }
}

/**
 * The fields a PATCH sends over the row's current ones (a field left out keeps its value). The JSON's
 * `ano`/`nivel` are the row's `year`/`level`.
 */
export function patchSource(current: SourceValues, sent: Partial<SourceJson>): SourceValues {
  return {
    banca: sent.banca === undefined ? current.banca : sent.banca,
    orgao: sent.orgao === undefined ? current.orgao : sent.orgao,
    cargo: sent.cargo === undefined ? current.cargo : sent.cargo,
    level: sent.nivel === undefined ? current.level : sent.nivel,
    year: sent.ano === undefined ? current.year : sent.ano,
  }
}

/** The fields an exam's save changed, each with its old and new value: what its questions follow. */
export function changedSource(
  before: SourceValues,
  after: SourceValues,
): { key: SourceKey; from: string | number | null; to: string | number | null }[] {
  return SOURCE_KEYS.filter((key) => before[key] !== after[key]).map((key) => ({
    key,
    from: before[key],
    to: after[key],
  }))
}
