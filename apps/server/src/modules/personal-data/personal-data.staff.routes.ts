import { STAFF_API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { staffRoute } from '../../lib/staff-route.ts'
import { deletionParams, messageJson } from '../users/users.staff.schemas.ts'
import { carryOutDeletion } from './personal-data.service.ts'

/** Mounted under /api/v1/admin: an LGPD deletion carried out (Admin only; the requests are listed by users). */
export const personalDataStaffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    STAFF_API.deletions.execute.pattern,
    staffRoute('users.delete', {
      summary: 'Atender um pedido de exclusão: apaga ou anonimiza os dados pessoais (somente Admin)',
      params: deletionParams,
      response: { 200: messageJson },
    }),
    async (request) => carryOutDeletion(deps, callerOf(request), request.params.id),
  )
}
