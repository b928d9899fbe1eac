import { API } from '@gabarito/core'
import type { ChangePasswordInput } from '@gabarito/core/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { storeToken } from '@/lib/session'

export interface ChangePasswordResponse {
  message: string
  /** The tokens issued before stop working: this one replaces the stored token. */
  access_token: string
}

export function changePassword(input: ChangePasswordInput): Promise<ChangePasswordResponse> {
  return api.post<ChangePasswordResponse>(API.accounts.changePassword(), input, { auth: true })
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (data) => storeToken(data.access_token),
  })
}
