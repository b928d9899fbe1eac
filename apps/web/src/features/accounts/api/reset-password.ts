import { API } from '@gabarito/core'
import type { ResetPasswordInput } from '@gabarito/core/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export function resetPassword(cpf: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(API.accounts.resetPassword(), { cpf } satisfies ResetPasswordInput)
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
