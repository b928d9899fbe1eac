import type { FastifyRequest } from 'fastify'
import { callerOf } from '../../lib/caller.ts'
import { requireRole, type StaffRole } from './access.service.ts'

/**
 * A hook for a route group that only staff may call: 401 without a caller, 403 (`ROLE_REQUIRED`) for a caller
 * without one of the roles. Add it after `app.requireCaller`, both as onRequest hooks, so that a student is
 * refused before any body is parsed or validated.
 */
export function roleHook(...roles: [StaffRole, ...StaffRole[]]) {
  return async (request: FastifyRequest) => {
    requireRole(callerOf(request), ...roles)
  }
}
