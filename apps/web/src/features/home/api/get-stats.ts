import { API } from '@gabarito/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** Usage figures shown on the home page. */
export interface UsageStats {
  perguntas_respondidas: number
  perguntas: number
  usuarios: number
}

export function getStats(): Promise<UsageStats> {
  return api.get<UsageStats>(API.stats())
}

export const statsQueryOptions = queryOptions({
  queryKey: ['geral', 'estatisticas'],
  queryFn: getStats,
  staleTime: 10 * 60 * 1000,
})

export function useStats() {
  return useQuery(statsQueryOptions)
}
