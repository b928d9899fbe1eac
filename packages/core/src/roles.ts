// Plain values (no zod): the web reads them at run time to show or hide the staff area.

/** The roles a user row holds in `perfis` (SPEC section 2): staff are Admin and Gerente; every user is Aluno. */
export const ROLES = { admin: 'Admin', manager: 'Gerente', student: 'Aluno' } as const
export type Role = (typeof ROLES)[keyof typeof ROLES]
/** Every role, staff first: the values `users.roles` may hold (its CHECK, decision 0052). */
export const ROLE_NAMES = [ROLES.admin, ROLES.manager, ROLES.student] as const
