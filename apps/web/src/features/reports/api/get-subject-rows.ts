import { API } from '@gabarito/core'
import type { SubjectRow } from '@gabarito/core/contract'
import { useReport } from './report-query'

export type { SubjectRow } from '@gabarito/core/contract'

/** `GET …/disciplina`: my answers and hits per subject. */
export const useMySubjects = (courseId: number) =>
  useReport<SubjectRow[]>(courseId, API.reports.subjects({ id: courseId }))
