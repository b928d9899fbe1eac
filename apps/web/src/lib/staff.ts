import type { StoredUser } from './stored-user'

/** The staff roles as the server spells them in `perfis` (server `ROLES`, decision 0016). */
export const STAFF_ROLES = ['Admin', 'Gerente'] as const

export type StaffRole = (typeof STAFF_ROLES)[number]

/** One of the given roles (by default any staff role) is in the stored user's perfis. */
export function hasStaffRole(
  user: Pick<StoredUser, 'perfis'> | null,
  roles: readonly StaffRole[] = STAFF_ROLES,
): boolean {
  return user !== null && roles.some((role) => user.perfis.includes(role))
}

/** Admin or Gerente: sees the staff area (`#/admin`) and its sidebar link. */
export const isStaff = (user: Pick<StoredUser, 'perfis'> | null): boolean => hasStaffRole(user)
