import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export interface SignUpInput {
  nome: string
  email: string
  /** CPF, digits only. */
  id: string
  apelido: string
  password: string
  passwordConfirm: string
}

export function signUp(input: SignUpInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/v1/cadastro', input)
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp })
}
