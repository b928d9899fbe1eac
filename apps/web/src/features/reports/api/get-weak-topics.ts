import { API } from '@gabarito/core'
import type { WeakTopic } from '@gabarito/core/contract'
import { useReport } from './report-query'

export type { WeakTopic } from '@gabarito/core/contract'

/** `GET …/assuntos/fracos`: where I lose most points; a 423 still tells the hub the caller has no plan. */
export const useWeakTopics = (courseId: number, enabled = true) =>
  useReport<WeakTopic[]>(courseId, API.reports.weakTopics({ id: courseId }), enabled)
