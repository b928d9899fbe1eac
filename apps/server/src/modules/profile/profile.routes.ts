import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../auth/auth.plugin.ts'
import { userPlansResponse } from './profile.schemas.ts'
import { myPlans } from './profile.service.ts'

export const profileRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/profile/meus/planos',
    {
      onRequest: app.requireCaller,
      schema: { tags: ['Perfil'], summary: 'Meus planos', response: { 200: userPlansResponse } },
    },
    async (request) => myPlans(deps, callerOf(request)),
  )
}
