import type { Deps } from '../../deps.ts'
import { locked } from '../../lib/errors.ts'
import { accessEndsAt } from './access.repo.ts'

/**
 * The one access rule for everything PRO or plan-bound: a user has a course while a plan for that course,
 * or the unlimited subscription, ends in the future.
 */
export async function hasCourseAccess(deps: Deps, userId: number, courseId: number): Promise<boolean> {
  const endsAt = await accessEndsAt(deps.db, userId, courseId)
  return endsAt !== null && endsAt > deps.clock()
}

export async function requireCourseAccess(deps: Deps, userId: number, courseId: number, message: string) {
  if (!(await hasCourseAccess(deps, userId, courseId))) throw locked(message)
}
