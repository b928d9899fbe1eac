import { API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { callerRoute } from '../../lib/caller-route.ts'
import { myDataExport } from './personal-data.service.ts'

export const personalDataRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const route = callerRoute(app.requireCaller, ['Perfil'])

  // A download link may carry the token as `?token=`, as the PDFs do.
  app.get(
    API.profile.data.pattern,
    route({
      summary:
        'Meus dados (LGPD): conta, planos, pagamentos, comentários, discussões, resumos, cadernos, simulados, ' +
        'desempenho, revisão, habilidade e todas as respostas, em JSON',
    }),
    async (request, reply) => {
      const stream = await myDataExport(deps, callerOf(request))
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', 'attachment; filename="meus-dados-gabarito.json"')
        .header('cache-control', 'no-store')
        .send(stream)
    },
  )
}
