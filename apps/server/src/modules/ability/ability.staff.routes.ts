import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { staffRoute } from '../../lib/staff-route.ts'
import { itemParametersPageJson, parametersQuery } from './ability.schemas.ts'
import { parametersTable } from './ability.service.ts'

/** The items' parameters from the calibration (issue 32), mounted by the back office under /api/v1/admin. */
export const abilityStaffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/perguntas/parametros',
    staffRoute('item-stats.review', {
      summary: 'Parâmetros da TRI (a, b, c) das questões calibradas do curso (protocolo DataTables)',
      querystring: parametersQuery,
      response: { 200: itemParametersPageJson },
    }),
    async (request) => parametersTable(deps, callerOf(request), request.query, request.query.modulo_id),
  )
}
