import type { Concept } from '@gabarito/core/contract'
import { useReport } from './report-query'

export type { Concept } from '@gabarito/core/contract'

/** `GET …/disciplina/{d}[/assunto/{a}]/conceitos/principais`, once a subject is searched. */
export function useConcepts(courseId: number, search: { disciplina: number; assunto: number | null } | null) {
  const path = search
    ? `/disciplina/${search.disciplina}${search.assunto ? `/assunto/${search.assunto}` : ''}/conceitos/principais`
    : '/conceitos'
  return useReport<Concept[]>(courseId, path, search !== null)
}
