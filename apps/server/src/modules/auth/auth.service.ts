import { messages } from '@gabarito/core'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import { AppError, unauthorized } from '../../lib/errors.ts'
import { DUMMY_HASH, verifyPassword } from '../../lib/passwords.ts'
import type { RateRule } from '../../lib/rate-limit.ts'
import type { TokenClaims } from '../../lib/tokens.ts'
import { findUserByCpf, findUserForToken, recordLogin, type UserRow } from '../users/users.service.ts'
import { issueDeviceToken, trustedDevice } from './device-tokens.ts'

export const LOGIN_FAILED = 'CPF ou senha inválidos.'
/** A blocked account's answer to the right password (decision 0026); a wrong one still gets LOGIN_FAILED. */
export const ACCOUNT_BLOCKED = 'Esta conta está bloqueada. Fale com o suporte pela página de contato.'

/**
 * Login attempts (decision 0037). Every attempt counts against its address. The rest depends on the device: one
 * that presents a device token for this CPF (it logged in to it before) is counted by itself, so guesses from
 * elsewhere cannot lock it out; every other attempt is counted against the CPF, which a distributed guesser
 * locks for untrusted devices only. Retry-After and a pt-BR message on each 429.
 */
export const LOGIN_LIMITS = {
  /** Attempts on a CPF from devices that never logged in to it; a success does not count. */
  perCpf: { limit: 10, windowSeconds: 15 * 60 },
  /** Attempts of one trusted device on its CPF; a success clears them. */
  perDevice: { limit: 10, windowSeconds: 15 * 60 },
  // Generous: a whole barracks or school may share one address on exam eve.
  perAddress: { limit: 100, windowSeconds: 15 * 60 },
}

const RESET_HINT =
  'Se esqueceu a senha, use “Esqueci minha senha” para receber por e-mail um link de redefinição.'
const UNTRUSTED_HINT =
  'Se a conta é sua, entre por um aparelho em que já entrou antes ou use “Esqueci minha senha” para receber por ' +
  'e-mail um link de redefinição.'

/** Counts the attempt; a 429 keeps its wait and Retry-After and says what the owner can do meanwhile. */
async function consumeLogin(deps: Deps, key: string, rule: RateRule, hint: string): Promise<void> {
  try {
    await deps.limiter.consume(key, rule)
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 429) throw error
    throw new AppError(429, `${error.message} ${hint}`, error.extra, error.headers)
  }
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

export interface LoginAttempt {
  cpf: string
  password: string
  address: string
  /** The device tokens the client presented (body, then cookie); any of them may be forged or another CPF's. */
  deviceTokens: readonly string[]
}

/** A session token, and a fresh device token that marks this device as trusted for the CPF. */
export async function login(
  deps: Deps,
  { cpf, password, address, deviceTokens }: LoginAttempt,
): Promise<{ accessToken: string; deviceToken: string }> {
  await deps.limiter.consume(`login:addr:${address}`, LOGIN_LIMITS.perAddress)
  const device = trustedDevice(deps.config.JWT_SECRET, cpf, deviceTokens, deps.clock())
  const counter = device ? `login:device:${device}` : `login:cpf:${cpf}`
  if (device) await consumeLogin(deps, counter, LOGIN_LIMITS.perDevice, RESET_HINT)
  else await consumeLogin(deps, counter, LOGIN_LIMITS.perCpf, UNTRUSTED_HINT)
  const user = await findUserByCpf(deps, cpf)
  // Verify against a dummy hash for unknown CPFs so timing does not tell which CPFs exist.
  const valid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password)
  if (!user || !valid) throw unauthorized(LOGIN_FAILED)
  if (user.blockedAt) throw new AppError(403, ACCOUNT_BLOCKED)
  // The owner's success takes nothing off a guesser's count on the CPF: it only gives back its own attempt.
  if (device) await deps.limiter.reset(counter)
  else await deps.limiter.refund(counter)
  await recordLogin(deps, user.id, deps.clock())
  return {
    accessToken: await issueToken(deps, user),
    deviceToken: issueDeviceToken(deps.config.JWT_SECRET, cpf, deps.clock()),
  }
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
