import { allows, type Permission } from '@gabarito/core/permissions'
import type { Deps } from '../../deps.ts'
import type { Caller } from '../../lib/caller.ts'
import { forbidden, locked, notFound } from '../../lib/errors.ts'
import { latestAccessEnd, listUserPlans, planEnds, unlimitedRunsPast } from './access.repo.ts'

/** What the course-access checks need: the database and the clock. */
type AccessDeps = Pick<Deps, 'db' | 'clock'>

/**
 * The one access rule for everything PRO or plan-bound: a user has a course while a plan for that course,
 * or the unlimited subscription, ends in the future. The answer statement runs the same rule in SQL
 * (`courseAccessSql`, access.sql.ts).
 */
export async function hasCourseAccess(deps: AccessDeps, userId: number, courseId: number): Promise<boolean> {
  const endsAt = await latestAccessEnd(deps.db, userId, courseId)
  return endsAt !== null && endsAt > deps.clock()
}

/** 423 with the caller's message unless the user has the course. */
export async function requireCourseAccess(
  deps: AccessDeps,
  userId: number,
  courseId: number,
  message: string,
) {
  if (!(await hasCourseAccess(deps, userId, courseId))) throw locked(message)
}

/** Whether the user's unlimited subscription (the plan sold as "course" 1) runs past now. */
export function hasUnlimitedAccess(deps: AccessDeps, userId: number): Promise<boolean> {
  return unlimitedRunsPast(deps.db, userId, deps.clock())
}

/** Every plan the user holds or held (course null for the unlimited subscription), the newest end date first. */
export function plansOfUser(deps: Pick<Deps, 'db'>, userId: number) {
  return listUserPlans(deps.db, userId)
}

/**
 * Each course's access end date for the user, past ones included: the later of its own plan and the unlimited
 * subscription; null when the user never had either.
 */
export async function accessEndsAtByCourse(
  deps: AccessDeps,
  userId: number,
): Promise<(courseId: number) => Date | null> {
  const { unlimited, byCourse } = await planEnds(deps.db, userId)
  return (courseId: number) => {
    const own = byCourse.get(courseId) ?? null
    if (!own) return unlimited
    if (!unlimited) return own
    return new Date(Math.max(own.getTime(), unlimited.getTime()))
  }
}

/**
 * The record when it belongs to the user. Someone else's record answers the same 404 (with the record's own
 * message) as one that does not exist, so ids of others cannot be probed.
 */
export function requireOwner<T extends { userId: number }>(
  record: T | null | undefined,
  userId: number,
  message: string,
): T {
  if (!record || record.userId !== userId) throw notFound(message)
  return record
}

export const ROLE_REQUIRED = 'Você não tem permissão para acessar esta área.'

/** Whether the caller's roles (the `perfis` of their user row, as on the token) allow the operation. */
export function can(caller: Pick<Caller, 'perfis'>, permission: Permission): boolean {
  return allows(caller.perfis, permission)
}

/**
 * 403 unless the caller may do the operation (the table is `PERMISSIONS`, decision 0051). Every staff service
 * calls it first, as its route's onRequest hook did, so a call from elsewhere (a command, another module) is
 * checked the same way.
 */
export function requirePermission(caller: Pick<Caller, 'perfis'>, permission: Permission): void {
  if (!can(caller, permission)) throw forbidden(ROLE_REQUIRED)
}
