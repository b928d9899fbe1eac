import { API } from '@gabarito/core'
import type { UserPlan } from '@gabarito/core/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export function getMyPlans(): Promise<UserPlan[]> {
  return api.get<UserPlan[]>(API.profile.plans(), { auth: true })
}

export const myPlansQueryOptions = queryOptions({
  queryKey: ['profile', 'meus-planos'],
  queryFn: getMyPlans,
})

/** Failures are silent (SPEC section 8): the screen simply shows no plan. */
export function useMyPlans() {
  return useQuery(myPlansQueryOptions)
}
