import { API } from '@gabarito/core'
import type { HourRow } from '@gabarito/core/contract'
import { useReport } from './report-query'

/** `GET …/dia/hora`: hours 0 to 23. */
export const useHours = (courseId: number) =>
  useReport<HourRow[]>(courseId, API.reports.hours({ id: courseId }))
