import { API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { callerRoute } from '../../lib/caller-route.ts'
import { courseParams, proficiencyJson } from './ability.schemas.ts'
import { proficiency } from './proficiency.service.ts'

/** The student's estimated score and chance of passing (issue 32), among the course's reports. */
export const abilityRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const route = callerRoute(app.requireCaller, ['Relatórios'])
  app.get(
    API.reports.proficiency.pattern,
    route({
      summary:
        'Minha nota estimada na prova de referência, com intervalo de 80%, e a chance de aprovação (teoria de resposta ao item)',
      params: courseParams,
      response: { 200: proficiencyJson },
    }),
    async (request) => proficiency(deps, callerOf(request), request.params.id),
  )
}
