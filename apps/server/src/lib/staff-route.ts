import type { Permission } from '@gabarito/core/permissions'
import type { FastifySchema } from 'fastify'

const tags = ['Administração']

/**
 * The options of a staff route (decision 0051): the permission it needs, read by the staff group's onRoute hook
 * (`guardByPermission`), and its schema under the back office's OpenAPI tag. The handler stays beside it, one line
 * that passes the caller to the service, which checks the same permission and writes the audit log.
 */
export function staffRoute<S extends FastifySchema & { summary: string }>(permission: Permission, schema: S) {
  return { config: { permission }, schema: { tags, ...schema } }
}
