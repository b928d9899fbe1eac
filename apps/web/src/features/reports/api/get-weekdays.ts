import { API } from '@gabarito/core'
import type { WeekdayRow } from '@gabarito/core/contract'
import { useReport } from './report-query'

/** `GET …/dia/semana`: Sunday first. */
export const useWeekdays = (courseId: number) =>
  useReport<WeekdayRow[]>(courseId, API.reports.weekdays({ id: courseId }))
