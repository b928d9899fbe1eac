import { API } from '@gabarito/core'
import type { Mock, OpenMock } from '@gabarito/core/contract'
import { useQuery } from '@tanstack/react-query'
import { mockKey } from '@/lib/api/query-keys'
import { api } from '@/lib/api-client'

/** What the terms page says of the week's mock: its name, how many questions it has, when it closes, its key mode. */
export interface OpenMockSummary extends Pick<Mock, 'nome' | 'fecha' | 'gabarito'> {
  questoes: number
}

/**
 * The course's open weekly mock, summed up for the terms page (the mock screen asks for the same call under its own
 * key, always afresh). Nothing when no mock is open (404) or the course has none (403).
 */
export function useOpenMockSummary(courseId: number) {
  return useQuery({
    queryKey: [...mockKey(courseId), 'resumo'],
    queryFn: async (): Promise<OpenMockSummary> => {
      const open = await api.get<OpenMock>(API.mock.open({ id: courseId }), {
        auth: true,
        background: true,
      })
      const { nome, fecha, gabarito } = open.simulado
      return { nome, questoes: open.perguntas.length, fecha, gabarito }
    },
    retry: false,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  })
}
