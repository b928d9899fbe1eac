import { API } from '@gabarito/core'
import type { SubjectToday } from '@gabarito/core/contract'
import { useQuery } from '@tanstack/react-query'
import { courseKey } from '@/lib/api/query-keys'
import { api } from '@/lib/api-client'
import { queryClient } from '@/lib/query-client'

export type { SubjectToday } from '@gabarito/core/contract'

function todayKey(courseId: number, subjectId: number) {
  return [...courseKey(courseId), 'subjects', subjectId, 'today'] as const
}

/** The caller's answers in the subject today (São Paulo): the partial counters of subject practice (issue 26). */
export function getSubjectToday(courseId: number, subjectId: number): Promise<SubjectToday> {
  return api.get<SubjectToday>(API.practice.subjectToday({ id: courseId, d: subjectId }), {
    auth: true,
    // A small figure beside the question: no loading overlay over the screen for it.
    background: true,
  })
}

/** Asked whenever the screen opens (a reload, another device's answers); undefined while it loads. */
export function useSubjectToday(courseId: number, subjectId: number | null) {
  return useQuery({
    queryKey: todayKey(courseId, subjectId ?? 0),
    queryFn: () => getSubjectToday(courseId, subjectId ?? 0),
    enabled: subjectId !== null,
    staleTime: 0,
  })
}

/**
 * An answer the server just recorded: the figure grows (and the free answers left shrink) at once, without asking. When the figure is on its way (it
 * may or may not hold the answer) or missing (its call failed), it is asked again instead.
 */
export function countTodayAnswer(
  courseId: number,
  subjectId: number,
  correct: boolean,
  freeLeft: number | null = null,
): void {
  const queryKey = todayKey(courseId, subjectId)
  if (queryClient.isFetching({ queryKey }) > 0 || !queryClient.getQueryData(queryKey)) {
    void queryClient.invalidateQueries({ queryKey })
    return
  }
  queryClient.setQueryData<SubjectToday>(queryKey, (old) =>
    old
      ? {
          ...old,
          acertos: old.acertos + (correct ? 1 : 0),
          erros: old.erros + (correct ? 0 : 1),
          total: old.total + 1,
          // The answer's own figure of the free answers left in the course (null with a plan).
          gratuitas_restantes: freeLeft ?? old.gratuitas_restantes,
        }
      : old,
  )
}

/** A new batch: the server's figure again (answers given elsewhere, a new day after midnight). */
export function refreshSubjectToday(courseId: number, subjectId: number): void {
  const queryKey = todayKey(courseId, subjectId)
  if (queryClient.isFetching({ queryKey }) === 0) void queryClient.invalidateQueries({ queryKey })
}
