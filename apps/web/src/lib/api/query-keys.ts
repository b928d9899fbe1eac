import { queryClient } from '../query-client'

/**
 * Roots of the query keys that several features share (decision 0054): each feature extends them in its own
 * api/ folder, and invalidating a root refreshes every piece at once (a plan bought changes every course's pages).
 */

/** Everything about courses: the lists, one course and what it holds (news, texts, subjects, reports). */
export const coursesKey = ['courses'] as const

export function courseKey(courseId: number) {
  return [...coursesKey, courseId] as const
}

/** A course's weekly mocks: the open one (practice), its summary, history and reviews (mock), its ranking. */
export function mockKey(courseId: number) {
  return ['simulado', courseId] as const
}

/** The summaries: the feature's lists and shares, and the picker of "Salvar no meu resumo". */
export const summariesKey = ['summaries'] as const

/** Every summaries list, summary and picker reads afresh (after a save, a share, a deactivation...). */
export function refreshSummaries(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: summariesKey })
}

/** A change to a summary: once the server has it, every summaries query reads afresh; answers the change's answer. */
export async function refreshingSummaries<T>(change: Promise<T>): Promise<T> {
  const answer = await change
  await refreshSummaries()
  return answer
}

/** Every course query reads afresh (a plan bought changes the access end each one shows). */
export function refreshCourses(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: coursesKey })
}
