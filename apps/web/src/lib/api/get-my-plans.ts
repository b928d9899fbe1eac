import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export interface MyPlan {
  id: number
  nome: string
  curso: { id: number; nome: string } | null
  pivot: { data_fim: string }
}

export function getMyPlans(): Promise<MyPlan[]> {
  return api.get<MyPlan[]>('/api/v1/profile/meus/planos', { auth: true })
}

export const myPlansQueryOptions = queryOptions({
  queryKey: ['profile', 'meus-planos'],
  queryFn: getMyPlans,
})

/** Failures are silent (SPEC section 8): the screen simply shows no plan. */
export function useMyPlans() {
  return useQuery(myPlansQueryOptions)
}
