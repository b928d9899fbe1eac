import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ROLES } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { roleHook } from '../access/access.hooks.ts'
import { callerOf } from '../auth/auth.plugin.ts'
import { staffMemberResponse } from './admin.schemas.ts'

/**
 * The staff back office, under /api/v1/admin: every route needs an Admin or a Gerente (anyone else gets 403).
 * A route only Admins may call adds `roleHook(ROLES.admin)` of its own (docs/decisions/0011).
 */
export const adminRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app) => {
  app.addHook('onRequest', app.requireCaller)
  app.addHook('onRequest', roleHook(ROLES.admin, ROLES.manager))

  app.get(
    '/eu',
    {
      schema: {
        tags: ['Administração'],
        summary: 'Quem sou eu na equipe e com quais perfis (Admin ou Gerente)',
        response: { 200: staffMemberResponse },
      },
    },
    async (request) => {
      const { id, nome, apelido, perfis } = callerOf(request)
      return { id, nome, apelido, perfis }
    },
  )
}
