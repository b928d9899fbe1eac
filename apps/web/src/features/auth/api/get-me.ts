import type { MeAnswer } from '@gabarito/core/contract'
import { api } from '@/lib/api-client'

/** Who holds this token; 401 when it is not valid (any more). */
export function getMe(token: string): Promise<MeAnswer> {
  return api.get<MeAnswer>('/api/v1/seguranca/auth/me', { token, logoutOnUnauthorized: false })
}
