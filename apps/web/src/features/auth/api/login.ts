import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { clearSession, storeToken } from '@/lib/session'

export interface LoginInput {
  /** CPF, digits only. */
  id: string
  password: string
}

export interface LoginResponse {
  access_token: string
}

export function login(input: LoginInput): Promise<LoginResponse> {
  return api.post<LoginResponse>('/api/v1/seguranca/auth/login', input)
}

/** A successful login stores the token (the route guard then leaves the login screen). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => storeToken(data.access_token),
    onError: () => clearSession(),
  })
}
