import { API } from '@gabarito/core'
import type { MeAnswer } from '@gabarito/core/contract'
import { api } from '@/lib/api-client'

/** Who holds this token; 401 when it is not valid (any more). */
export function getMe(token: string): Promise<MeAnswer> {
  return api.get<MeAnswer>(API.auth.me(), { token, logoutOnUnauthorized: false })
}
