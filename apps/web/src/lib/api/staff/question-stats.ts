import { STAFF_API } from '@gabarito/core'
import type { QuestionStats } from '@gabarito/core/contract'
import { useQuery } from '@tanstack/react-query'
import { adminApi } from './admin-api'

/** One question's item statistics (decision 0024), shown by the question editor and the comment screen. */
export const questionStatsKey = (id: number) => ['admin', 'pergunta', id, 'estatisticas'] as const

export function useQuestionStats(id: number) {
  return useQuery({
    queryKey: questionStatsKey(id),
    queryFn: ({ signal }) => adminApi.get<QuestionStats>(STAFF_API.questions.stats({ id }), { signal }),
    refetchOnMount: 'always',
  })
}
