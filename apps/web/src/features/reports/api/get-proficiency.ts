import { API } from '@gabarito/core'
import type { Proficiency } from '@gabarito/core/contract'
import { useReport } from './report-query'

export type { Proficiency } from '@gabarito/core/contract'

/** `GET …/proficiencia`: the ability estimate, the chance of passing, its weeks and the subjects to practise. */
export const useProficiency = (courseId: number, enabled = true) =>
  useReport<Proficiency>(courseId, API.reports.proficiency({ id: courseId }), enabled)
