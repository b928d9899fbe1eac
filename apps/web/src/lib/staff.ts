import {
  allows,
  holdsStaffRole,
  type Permission,
  STAFF_ROLES,
  type StaffRole,
} from '@gabarito/core/permissions'
import type { StoredUser } from './stored-user'

// The web's one reader of core's permission table (decision 0051): the staff area's menu, its pages and the
// controls only some roles see ask here; the server checks every call again.

export type { Permission, StaffRole }
export { STAFF_ROLES }

type User = Pick<StoredUser, 'perfis'> | null

/** Whether the stored user's perfis may do the operation (`'audit.read'`, `'courses.sell'`…). */
export const canDo = (user: User, permission: Permission): boolean =>
  user !== null && allows(user.perfis, permission)

/** Admin or Gerente: sees the staff area (`#/admin`) and its sidebar link. */
export const isStaff = (user: User): boolean => user !== null && holdsStaffRole(user.perfis)

/** A staff role among a user's perfis (the badges of the users' list). */
export const isStaffRole = (role: string): role is StaffRole => holdsStaffRole([role])
