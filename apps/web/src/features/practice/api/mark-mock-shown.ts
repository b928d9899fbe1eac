import { API } from '@gabarito/core'
import type { MockViewBody } from '@gabarito/core/contract'
import { api } from '@/lib/api-client'

/**
 * Weekly mock: the question now on the student's screen (issue 29). The server stamps the moment; a question's time
 * is the time it was on screen up to its answer. 423 when the mock is not open, 404 for a question not in it.
 */
export function markMockShown(body: MockViewBody): Promise<{ exibida_em: string }> {
  // A small report beside the card: no loading overlay for it.
  return api.post<{ exibida_em: string }>(API.mock.shown(), body, {
    auth: true,
    background: true,
  })
}
