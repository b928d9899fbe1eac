import type { QuestionLevel } from '@gabarito/core'
import type { ImportQuestion } from './import.schemas.ts'

// Where an imported question comes from (issue 31, decision 0058): its own banca, órgão, ano, cargo and nível, and
// its exam's, which it takes where it gives none.

export interface ImportedSource {
  banca?: string | null
  orgao?: string | null
  cargo?: string | null
  nivel?: QuestionLevel | null
}

const EXAM_FIELDS = ['banca', 'orgao', 'cargo', 'nivel'] as const

/** The fields given (not null), or undefined when none is: a file without sources keeps its questions' hashes. */
export function givenSource(source: ImportedSource & { ano?: number | null }) {
  const given = Object.fromEntries(
    Object.entries({
      banca: source.banca,
      orgao: source.orgao,
      ano: source.ano,
      cargo: source.cargo,
      nivel: source.nivel,
    }).filter(([, value]) => value !== null && value !== undefined),
  )
  return Object.keys(given).length === 0 ? undefined : given
}

const examLabel = (exam: { nome: string; ano?: number | null }) =>
  exam.ano == null ? JSON.stringify(exam.nome) : `${JSON.stringify(exam.nome)} (${exam.ano})`

/**
 * The questions of one exam must agree on the exam's banca, órgão, cargo and nível they give (one left out agrees
 * with any): each that differs from an earlier one gets a problem naming it.
 */
export function examSourceConflicts(questions: (ImportQuestion | null)[]): Map<number, string[]> {
  const seen = new Map<string, Map<string, { value: string; index: number }>>()
  const problems = new Map<number, string[]>()
  for (const [index, q] of questions.entries()) {
    const exam = q?.concurso
    if (!exam) continue
    const key = `${exam.nome}\u0000${exam.ano ?? ''}`
    const fields = seen.get(key) ?? new Map<string, { value: string; index: number }>()
    seen.set(key, fields)
    for (const field of EXAM_FIELDS) {
      const value = exam[field]
      if (value == null) continue
      const first = fields.get(field)
      if (!first) fields.set(field, { value, index })
      else if (first.value !== value) {
        problems.set(index, [
          ...(problems.get(index) ?? []),
          `concurso.${field}: ${JSON.stringify(value)} difere de ${JSON.stringify(first.value)}, dado ao concurso ${examLabel(exam)} na questão ${first.index}`,
        ])
      }
    }
  }
  return problems
}

/** What the file gives an exam, from every question of it (they agree: examSourceConflicts). */
export function mergeExamSource(into: ImportedSource, exam: ImportedSource): ImportedSource {
  const merged = { ...into }
  for (const field of EXAM_FIELDS) {
    const value = exam[field]
    if (value != null) Object.assign(merged, { [field]: value })
  }
  return merged
}
