// The oracle of bank.test.ts: which seeded questions a filter matches, from the seeded data and the student's answers.

export interface Seeded {
  id: number
  subjectId: number
  topicId: number | null
  examId: number | null
  banca: string | null
  orgao: string | null
  year: number
  level: string | null
  alternatives: { id: number }[]
}
export type Filter = Record<string, string | string[]>

/** The student's answers, by index of `seeded`: what the situations are checked against. */
export const WRONG = [0, 4]
export const RIGHT = [1, 2]
export const GUESSED = [2, 4]
export const SKIPPED = [3]
/**
 * The difficulty labels (SPEC section 5): set by hand on 6 and 7; the two answered right once are 100% right; the
 * rest have at most 3 answers and none right: 'Médio'.
 */
const DIFFICULTY: Record<number, string> = {
  1: 'Muito Facil',
  2: 'Muito Facil',
  6: 'Lendária',
  7: 'Muito Facil',
}
export const answered = (i: number) => WRONG.includes(i) || RIGHT.includes(i)

export function expected(seeded: Seeded[], filter: Filter): number[] {
  const list = (key: string) => {
    const value = filter[key]
    return value === undefined ? null : (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(','))
  }
  return seeded
    .map((q, i) => ({ q, i }))
    .filter(({ q, i }) => {
      const situations = list('situacao')
      const inSituation = (s: string) =>
        (s === 'nao_resolvidas' && !answered(i)) ||
        (s === 'errei' && WRONG.includes(i)) ||
        (s === 'acertei' && RIGHT.includes(i)) ||
        (s === 'chutei' && GUESSED.includes(i))
      return (
        (list('disciplina_id')?.includes(String(q.subjectId)) ?? true) &&
        (list('assunto_id')?.includes(String(q.topicId)) ?? true) &&
        (list('banca')?.includes(q.banca ?? '') ?? true) &&
        (list('orgao')?.includes(q.orgao ?? '') ?? true) &&
        (filter.ano_de === undefined || q.year >= Number(filter.ano_de)) &&
        (filter.ano_ate === undefined || q.year <= Number(filter.ano_ate)) &&
        (list('nivel')?.includes(q.level ?? '') ?? true) &&
        (filter.concurso === undefined || (filter.concurso === 'sim') === (q.examId !== null)) &&
        (list('dificuldade')?.includes(DIFFICULTY[i] ?? 'Médio') ?? true) &&
        (situations?.some(inSituation) ?? true)
      )
    })
    .map(({ q }) => q.id)
    .sort((a, b) => a - b)
}
