import { messages } from '@gabarito/core'
import type { Deps } from '../../deps.ts'
import { AppError, unauthorized } from '../../lib/errors.ts'
import { DUMMY_HASH, verifyPassword } from '../../lib/passwords.ts'
import type { TokenClaims } from '../../lib/tokens.ts'
import { findUserByCpf, findUserForToken, recordLogin, type UserRow } from '../users/users.service.ts'

export const LOGIN_FAILED = 'CPF ou senha inválidos.'
/** A blocked account's answer to the right password (decision 0026); a wrong one still gets LOGIN_FAILED. */
export const ACCOUNT_BLOCKED = 'Esta conta está bloqueada. Fale com o suporte pela página de contato.'

/** Login attempts: per CPF (guessing one account's password) and per address (trying many accounts). */
export const LOGIN_LIMITS = {
  perCpf: { limit: 10, windowSeconds: 15 * 60 },
  // Generous: a whole barracks or school may share one address on exam eve.
  perAddress: { limit: 100, windowSeconds: 15 * 60 },
}

export interface Caller {
  id: number
  nome: string
  email: string
  apelido: string
  perfis: string[]
}

export function issueToken(deps: Deps, user: UserRow): Promise<string> {
  const claims: TokenClaims = {
    user: { id: user.id, nome: user.name, email: user.email, apelido: user.nickname },
    perfis: user.roles,
    endereco: null,
    tv: user.tokenVersion,
  }
  return deps.tokens.sign(claims)
}

export async function login(deps: Deps, cpf: string, password: string, address: string): Promise<string> {
  await deps.limiter.consume(`login:addr:${address}`, LOGIN_LIMITS.perAddress)
  await deps.limiter.consume(`login:cpf:${cpf}`, LOGIN_LIMITS.perCpf)
  const user = await findUserByCpf(deps, cpf)
  // Verify against a dummy hash for unknown CPFs so timing does not tell which CPFs exist.
  const valid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password)
  if (!user || !valid) throw unauthorized(LOGIN_FAILED)
  if (user.blockedAt) throw new AppError(403, ACCOUNT_BLOCKED)
  await deps.limiter.reset(`login:cpf:${cpf}`)
  await recordLogin(deps, user.id, deps.clock())
  return issueToken(deps, user)
}

/**
 * Turns a bearer token into the caller, refusing tokens issued before the last password change or block, and
 * any token of a blocked account.
 */
export async function authenticate(deps: Deps, token: string): Promise<Caller> {
  const claims = await deps.tokens.verify(token)
  const user = await findUserForToken(deps, claims.user.id)
  if (!user || user.tokenVersion !== claims.tv || user.blockedAt) throw unauthorized(messages.sessionExpired)
  return { id: user.id, nome: user.name, email: user.email, apelido: user.nickname, perfis: user.roles }
}
