import type { Role } from '@gabarito/core'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { perApp } from '../../lib/ttl-cache.ts'
import { REMOVED_NAME } from './account-deletion.repo.ts'
import * as repo from './users.repo.ts'

export type { NewUser, UserRow } from './users.repo.ts'

/** The users module needs only a database, or the transaction a caller is in. */
interface UsersDeps {
  db: Executor
}

export const findUserByCpf = (deps: UsersDeps, cpf: string) => repo.findUserByCpf(deps.db, cpf)

export const emailTaken = (deps: UsersDeps, email: string) => repo.emailTaken(deps.db, email)

export const insertUser = (deps: UsersDeps, user: repo.NewUser) => repo.insertUser(deps.db, user)

/**
 * Whether another live account's nickname reads like this one (case, accents, invisible characters and repeated
 * spaces aside; decision 0063), or it reads like the name every erased account shows.
 */
export const nicknameTaken = (deps: UsersDeps, nickname: string) =>
  repo.nicknameTaken(deps.db, nickname, REMOVED_NAME)

/** The unique index that refuses a nickname read like a live account's (a sign-up that raced another). */
export const NICKNAME_INDEX = 'users_nickname_key'

/** Sets a new password hash and raises the token version, so every older token stops working. */
export const replacePassword = (deps: UsersDeps, id: number, passwordHash: string) =>
  repo.replacePassword(deps.db, id, passwordHash)

/** Keeps the time of the last login with CPF and password (the staff's user page shows it). */
export const recordLogin = (deps: UsersDeps, id: number, at: Date) => repo.recordLogin(deps.db, id, at)

export const hasUserWithRole = (deps: UsersDeps, role: Role) => repo.hasUserWithRole(deps.db, role)

// Every authenticated request needs the caller's row; keeping it 60 seconds takes a query off the hot answer
// path (a student answers every 20-60 s). A password change makes every instance forget it at once (through
// Redis when several share it); should that message be lost, the copy still expires in 60 s.
const userCache = perApp<Deps, number, repo.TokenUser | undefined>(60_000)
const USER_KEY = /^user:(\d+)$/

/** The user row a token is checked against (its token version and roles), from this app's 60-second copy. */
export function findUserForToken(deps: Deps, id: number): Promise<repo.TokenUser | undefined> {
  return userCache(deps).get(id, () => repo.findTokenUser(deps.db, id))
}

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
