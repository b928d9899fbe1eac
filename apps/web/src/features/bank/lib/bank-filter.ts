import type { DifficultyLabel, QuestionLevel, Situation } from '@gabarito/core'

/**
 * The question bank's filter (issue 31) as the screens hold it: every list empty and every bound null means "no
 * filter on it". It travels as the batch call's query string and lives in the practice screen's URL, so a reload
 * keeps it. The server validates every value (a bad one is a pt-BR 422 shown where the questions go).
 */
export interface BankFilter {
  disciplina_id: number[]
  assunto_id: number[]
  banca: string[]
  orgao: string[]
  ano_de: number | null
  ano_ate: number | null
  nivel: QuestionLevel[]
  dificuldade: Exclude<DifficultyLabel, ''>[]
  situacao: Situation[]
  /** 'sim': only past exams' questions; 'nao': only the others; null: both. */
  concurso: 'sim' | 'nao' | null
}

export const emptyBankFilter: BankFilter = {
  disciplina_id: [],
  assunto_id: [],
  banca: [],
  orgao: [],
  ano_de: null,
  ano_ate: null,
  nivel: [],
  dificuldade: [],
  situacao: [],
  concurso: null,
}

const LIST_KEYS = ['banca', 'orgao', 'nivel', 'dificuldade', 'situacao'] as const
const ID_KEYS = ['disciplina_id', 'assunto_id'] as const

/** The marker of a filtered practice in the practice screen's URL (`?filtro=1&banca=…`). */
export const FILTERED_PARAM = 'filtro'

/** The filter as a query string's pairs: lists as the key repeated, nothing for what does not filter. */
export function bankFilterParams(filter: BankFilter): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of ID_KEYS) for (const id of filter[key]) params.append(key, String(id))
  for (const key of LIST_KEYS) for (const value of filter[key]) params.append(key, value)
  if (filter.ano_de !== null) params.set('ano_de', String(filter.ano_de))
  if (filter.ano_ate !== null) params.set('ano_ate', String(filter.ano_ate))
  if (filter.concurso !== null) params.set('concurso', filter.concurso)
  return params
}

const positiveInts = (values: string[]) =>
  values
    .flatMap((value) => value.split(','))
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)

const yearOf = (value: string | null) => {
  const year = Number(value)
  return value !== null && value !== '' && Number.isInteger(year) ? year : null
}

/** Reads a filter back from a URL's or a saved caderno's query pairs. */
export function bankFilterFrom(params: URLSearchParams): BankFilter {
  const concurso = params.get('concurso')
  const texts = (key: (typeof LIST_KEYS)[number]) => params.getAll(key).filter((value) => value.trim() !== '')
  return {
    disciplina_id: positiveInts(params.getAll('disciplina_id')),
    assunto_id: positiveInts(params.getAll('assunto_id')),
    banca: texts('banca'),
    orgao: texts('orgao'),
    ano_de: yearOf(params.get('ano_de')),
    ano_ate: yearOf(params.get('ano_ate')),
    nivel: texts('nivel') as BankFilter['nivel'],
    dificuldade: texts('dificuldade') as BankFilter['dificuldade'],
    situacao: texts('situacao') as BankFilter['situacao'],
    concurso: concurso === 'sim' || concurso === 'nao' ? concurso : null,
  }
}

/** A caderno's saved filter (the server's JSON of the query fields) as the screens hold it. */
export function bankFilterOfSaved(saved: Record<string, unknown> | null): BankFilter {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(saved ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string' || typeof item === 'number') params.append(key, String(item))
    }
  }
  return bankFilterFrom(params)
}

/** The body's `filtro` of "Salvar filtro como caderno": only the fields that filter. */
export function savedFilterOf(filter: BankFilter): Record<string, unknown> {
  const saved: Record<string, unknown> = {}
  for (const key of [...ID_KEYS, ...LIST_KEYS]) if (filter[key].length > 0) saved[key] = filter[key]
  if (filter.ano_de !== null) saved.ano_de = filter.ano_de
  if (filter.ano_ate !== null) saved.ano_ate = filter.ano_ate
  if (filter.concurso !== null) saved.concurso = filter.concurso
  return saved
}

/** "1.284 questões", "1 questão" (pt-BR thousands separator). */
export function questionCountText(total: number): string {
  return total === 1 ? '1 questão' : `${total.toLocaleString('pt-BR')} questões`
}
