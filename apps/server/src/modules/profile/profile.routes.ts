import { API } from '@gabarito/core'
import { myDeletionRequestJson } from '@gabarito/core/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { callerRoute } from '../../lib/caller-route.ts'
import { myDeletionRequest, requestDeletion } from '../users/account-deletion.service.ts'
import { userPlansResponse } from './profile.schemas.ts'
import { myPlans } from './profile.service.ts'

export const profileRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const route = callerRoute(app.requireCaller, ['Perfil'])

  app.get(
    API.profile.plans.pattern,
    route({ summary: 'Meus planos', response: { 200: userPlansResponse } }),
    async (request) => myPlans(deps, callerOf(request)),
  )

  app.get(
    API.profile.deletion.pattern,
    route({
      summary: 'Meu pedido de exclusão da conta (LGPD), se houver',
      response: { 200: myDeletionRequestJson },
    }),
    async (request) => myDeletionRequest(deps, callerOf(request)),
  )

  app.post(
    API.profile.deletion.pattern,
    route({
      summary: 'Pedir a exclusão da minha conta (LGPD): um Admin a executa',
      response: { 201: myDeletionRequestJson },
    }),
    async (request, reply) => reply.code(201).send(await requestDeletion(deps, callerOf(request))),
  )
}
