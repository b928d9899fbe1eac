import { API } from '@gabarito/core'
import type { Concept } from '@gabarito/core/contract'
import { useReport } from './report-query'

export type { Concept } from '@gabarito/core/contract'

/** `GET …/disciplina/{d}[/assunto/{a}]/conceitos/principais`, once a subject is searched. */
export function useConcepts(courseId: number, search: { disciplina: number; assunto: number | null } | null) {
  // Before a search the query waits (disabled), keyed by no path.
  const path = !search
    ? ''
    : search.assunto
      ? API.reports.topicConcepts({ id: courseId, d: search.disciplina, a: search.assunto })
      : API.reports.subjectConcepts({ id: courseId, d: search.disciplina })
  return useReport<Concept[]>(courseId, path, search !== null)
}
