import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export interface ConfirmPasswordResetInput {
  /** The token of the link mailed by /recuperar_senha. */
  token: string
  password: string
  passwordConfirm: string
}

export function confirmPasswordReset(input: ConfirmPasswordResetInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/v1/cadastro/reset/senha/confirmar', input)
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset })
}
