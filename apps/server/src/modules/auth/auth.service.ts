import { messages } from '@gabarito/core'
import type { Deps } from '../../deps.ts'
import { unauthorized } from '../../lib/errors.ts'
import { DUMMY_HASH, verifyPassword } from '../../lib/passwords.ts'
import type { TokenClaims } from '../../lib/tokens.ts'
import { perApp } from '../../lib/ttl-cache.ts'
import { findUserByCpf, findUserById, type UserRow } from '../accounts/users.repo.ts'

export const LOGIN_FAILED = 'CPF ou senha inválidos.'

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
  const user = await findUserByCpf(deps.db, cpf)
  // Verify against a dummy hash for unknown CPFs so timing does not tell which CPFs exist.
  const valid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password)
  if (!user || !valid) throw unauthorized(LOGIN_FAILED)
  await deps.limiter.reset(`login:cpf:${cpf}`)
  return issueToken(deps, user)
}

// Every authenticated request needs the caller's row; keeping it 60 seconds takes a query off the hot answer
// path (a student answers every 20-60 s). A password change makes every instance forget it at once (through
// Redis when several share it); should that message be lost, the copy still expires in 60 s.
const userCache = perApp<Deps, number, UserRow | undefined>(60_000)
const USER_KEY = /^user:(\d+)$/

/** Drops the cached copies of a user's row that tokens are checked against, on every instance. */
export function forgetCachedUser(deps: Deps, userId: number): Promise<void> {
  return deps.cacheEvents.publish(`user:${userId}`)
}

/** Makes this app drop its copy of a user's row when any instance announces a change. */
export function listenForUserChanges(deps: Deps): void {
  deps.cacheEvents.onChange((key) => {
    const userId = USER_KEY.exec(key)?.[1]
    if (userId) userCache(deps).delete(Number(userId))
  })
}

/** Turns a bearer token into the caller, refusing tokens issued before the last password change. */
export async function authenticate(deps: Deps, token: string): Promise<Caller> {
  const claims = await deps.tokens.verify(token)
  const user = await userCache(deps).get(claims.user.id, () => findUserById(deps.db, claims.user.id))
  if (!user || user.tokenVersion !== claims.tv) throw unauthorized(messages.sessionExpired)
  return { id: user.id, nome: user.name, email: user.email, apelido: user.nickname, perfis: user.roles }
}
