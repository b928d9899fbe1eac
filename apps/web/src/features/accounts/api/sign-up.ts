import { API } from '@gabarito/core'
import type { SignUpInput } from '@gabarito/core/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export function signUp(input: SignUpInput): Promise<{ message: string }> {
  return api.post<{ message: string }>(API.accounts.signUp(), input)
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp })
}
