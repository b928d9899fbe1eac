import type { Permission } from '@gabarito/core/permissions'
import type { FastifyRequest, FastifySchema, onRequestHookHandler, RouteOptions } from 'fastify'
import { callerOf } from '../../lib/caller.ts'
import { requirePermission } from './access.service.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The operation a staff route performs, from `PERMISSIONS` (decision 0051). */
    permission?: Permission
  }
}

/** The onRequest check of one permission: 401 without a caller, 403 (`ROLE_REQUIRED`) without the permission. */
export function permissionHook(permission: Permission) {
  return async (request: FastifyRequest) => {
    requirePermission(callerOf(request), permission)
  }
}

/**
 * An onRoute hook for a route group that only staff may call (`/api/v1/admin`): every route must declare
 * `config.permission`, or the server does not start; the route gets that permission's check as an onRequest
 * hook, which runs after the group's `requireCaller`, so a student is refused before any body is parsed. The
 * permission is also written in the OpenAPI document (`x-permission`), which the role test walks.
 */
export function guardByPermission(route: RouteOptions): void {
  const permission = route.config?.permission
  if (!permission) {
    throw new Error(`${route.method} ${route.url}: a staff route declares config.permission (decision 0051)`)
  }
  const hooks: onRequestHookHandler[] = []
  route.onRequest = hooks.concat(route.onRequest ?? [], permissionHook(permission) as onRequestHookHandler)
  // An OpenAPI extension (the `x-` keys pass through to the document), not a validation schema.
  route.schema = { ...route.schema, 'x-permission': permission } as FastifySchema
}
