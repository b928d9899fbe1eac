import { API } from '@gabarito/core'
import type { LoginAnswer, LoginInput } from '@gabarito/core/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { clearSession, storeToken } from '@/lib/session'

export function login(input: LoginInput): Promise<LoginAnswer> {
  return api.post<LoginAnswer>(API.auth.login(), input)
}

/** A successful login stores the token (the route guard then leaves the login screen). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => storeToken(data.access_token),
    onError: () => clearSession(),
  })
}
