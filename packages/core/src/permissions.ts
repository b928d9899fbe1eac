import { ROLES } from './roles.ts'

// Plain values (no zod), like roles.ts: the server checks them and the web reads them to show or hide staff pages.

/**
 * Who may do what in the back office (decision 0051): each staff operation, named after what it does, and the
 * roles that may do it. The one place a role is tied to an operation: a route declares its permission where it is
 * registered, its service checks it with `requirePermission`, the web's staff pages name one, and the role test
 * walks this table. Admin may do everything; Gerente the course content.
 */
export const PERMISSIONS = {
  /** Enter the staff area: `/admin/eu` and the web's staff menu. */
  'staff.enter': [ROLES.admin, ROLES.manager],
  'audit.read': [ROLES.admin],
  'courses.create': [ROLES.admin],
  /** A course's fields, image, subjects and topics, and the course pickers of the staff forms. */
  'courses.edit': [ROLES.admin, ROLES.manager],
  /** Prices, the unlimited subscription's prices and a course's sale fields (decision 0016). */
  'courses.sell': [ROLES.admin],
  'news.edit': [ROLES.admin, ROLES.manager],
  'material.edit': [ROLES.admin, ROLES.manager],
  'concepts.edit': [ROLES.admin, ROLES.manager],
  /** Questions, past exams, the answer key and its rescoring, images and the import. */
  'questions.edit': [ROLES.admin, ROLES.manager],
  'mocks.edit': [ROLES.admin, ROLES.manager],
  'item-stats.review': [ROLES.admin, ROLES.manager],
  'comments.moderate': [ROLES.admin, ROLES.manager],
  'site.edit': [ROLES.admin, ROLES.manager],
  /** The site texts marked Admin-only (the legal pages). */
  'site.edit-restricted': [ROLES.admin],
  'users.read': [ROLES.admin],
  'users.plans': [ROLES.admin],
  'users.roles': [ROLES.admin],
  'users.block': [ROLES.admin],
  'users.reset-password': [ROLES.admin],
  'users.delete': [ROLES.admin],
  'payments.read': [ROLES.admin],
  'payments.settle': [ROLES.admin],
} as const satisfies Record<string, readonly StaffRole[]>

/** The staff roles, Admin first; a student (Aluno) holds neither. */
export const STAFF_ROLES = [ROLES.admin, ROLES.manager] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export type Permission = keyof typeof PERMISSIONS

/** Whether one of the roles (a user's `perfis`) may do the operation. */
export function allows(roles: readonly string[], permission: Permission): boolean {
  const allowed: readonly string[] = PERMISSIONS[permission]
  return allowed.some((role) => roles.includes(role))
}

/** Whether the roles hold a staff role: such an account sees the staff area and is kept from self-deletion. */
export function holdsStaffRole(roles: readonly string[]): boolean {
  return STAFF_ROLES.some((role) => roles.includes(role))
}

/** Whether a role is the one that may do everything (the last of them cannot be removed). */
export const isAdminRole = (role: string): boolean => role === ROLES.admin
