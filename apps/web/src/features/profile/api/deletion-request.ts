import { API } from '@gabarito/core'
import type { MyDeletionRequest } from '@gabarito/core/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryClient } from '@/lib/query-client'

const key = ['profile', 'exclusao'] as const

/** `GET /api/v1/profile/exclusao`: my open request to delete the account, if any. */
export function useDeletionRequest() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<MyDeletionRequest>(API.profile.deletion(), { auth: true, signal }),
  })
}

/** `POST /api/v1/profile/exclusao`: asks for the account's deletion (LGPD); an Admin carries it out. */
export async function requestDeletion(): Promise<MyDeletionRequest> {
  const answer = await api.post<MyDeletionRequest>(API.profile.deletion(), {}, { auth: true })
  queryClient.setQueryData(key, answer)
  return answer
}
