import { API } from '@gabarito/core'
import type { SubjectRow } from '@gabarito/core/contract'
import { useReport } from './report-query'

/** `GET …/disciplina/todos`: everyone's answers and hits per subject. */
export const useEveryoneSubjects = (courseId: number) =>
  useReport<SubjectRow[]>(courseId, API.reports.everyoneSubjects({ id: courseId }))
