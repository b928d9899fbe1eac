import { ROLES } from '@gabarito/core'
import type { StoredUser } from './stored-user'

/** The staff roles as the server spells them in `perfis` (core's `ROLES`, decision 0016). */
export const STAFF_ROLES = [ROLES.admin, ROLES.manager] as const

export type StaffRole = (typeof STAFF_ROLES)[number]

/** The staff areas and actions only an Admin opens (payments, prices, users, audit; a course's sale). */
export const ADMIN_ONLY: readonly StaffRole[] = [ROLES.admin]

/** One of the given roles (by default any staff role) is in the stored user's perfis. */
export function hasStaffRole(
  user: Pick<StoredUser, 'perfis'> | null,
  roles: readonly StaffRole[] = STAFF_ROLES,
): boolean {
  return user !== null && roles.some((role) => user.perfis.includes(role))
}

/** A staff role among a user's perfis (the badges of the users' list). */
export const isStaffRole = (role: string): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role)

/** Admin or Gerente: sees the staff area (`#/admin`) and its sidebar link. */
export const isStaff = (user: Pick<StoredUser, 'perfis'> | null): boolean => hasStaffRole(user)

/** An Admin: sees what `ADMIN_ONLY` guards (the server checks again). */
export const isAdmin = (user: Pick<StoredUser, 'perfis'> | null): boolean => hasStaffRole(user, ADMIN_ONLY)
