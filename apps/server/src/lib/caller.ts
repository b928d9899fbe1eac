import type { Role } from '@gabarito/core'
import type { FastifyRequest } from 'fastify'
import { unauthorized } from './errors.ts'

/**
 * Who is calling: the signed-in user as the token check read them (roles from the user row, not the token's copy).
 * It lives in the ground layer because every module takes one; only modules/auth makes one (decision 0011).
 */
export interface Caller {
  id: number
  nome: string
  email: string
  apelido: string
  perfis: Role[]
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null
  }
}

/** The signed-in caller of a route guarded by `requireCaller`. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized('Entre para continuar.')
  return request.caller
}
