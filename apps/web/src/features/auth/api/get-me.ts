import { api } from '@/lib/api-client'

export interface MeResponse {
  user: { id: number; nome: string; email: string; apelido: string }
  perfis: string[]
  endereco: unknown
}

/** Who holds this token; 401 when it is not valid (any more). */
export function getMe(token: string): Promise<MeResponse> {
  return api.get<MeResponse>('/api/v1/seguranca/auth/me', { token, logoutOnUnauthorized: false })
}
