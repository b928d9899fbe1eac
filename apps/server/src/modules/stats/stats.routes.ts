import { API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { usageFigures } from './stats.service.ts'

export const statsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const figures = usageFigures(deps)
  app.get(
    API.stats.pattern,
    {
      schema: {
        tags: ['Cursos'],
        summary: 'Números de uso da plataforma (página inicial)',
        response: {
          200: z.object({ perguntas_respondidas: z.number(), perguntas: z.number(), usuarios: z.number() }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300')
      return figures()
    },
  )
}
