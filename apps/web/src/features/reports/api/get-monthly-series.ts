import { API } from '@gabarito/core'
import type { MonthlySeries } from '@gabarito/core/contract'
import { useReport } from './report-query'

export type { MonthlySeries, ReportPoint } from '@gabarito/core/contract'

/** `GET …/tentativas/mes/270`: my months and everyone's over the last 270 days. */
export const useMonthlySeries = (courseId: number) =>
  useReport<MonthlySeries>(courseId, API.reports.monthly({ id: courseId }))
