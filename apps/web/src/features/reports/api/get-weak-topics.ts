import type { WeakTopic } from '@gabarito/core/contract'
import { useReport } from './report-query'

export type { WeakTopic } from '@gabarito/core/contract'

/** `GET …/assuntos/fracos`: where I lose most points. Also tells the hub whether the caller has the plan (423). */
export const useWeakTopics = (courseId: number) => useReport<WeakTopic[]>(courseId, '/assuntos/fracos')
