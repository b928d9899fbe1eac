import { API } from '@gabarito/core'
import type { ResetConfirmInput } from '@gabarito/core/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** `token` is the one of the link mailed by /recuperar_senha. */
export function confirmPasswordReset(input: ResetConfirmInput): Promise<{ message: string }> {
  return api.post<{ message: string }>(API.accounts.confirmPasswordReset(), input)
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset })
}
