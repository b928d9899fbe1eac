import { APP_VERSION } from '@gabarito/core'
import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'

export const healthRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/healthz',
    { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok'), version: z.string() }) } } },
    async () => ({ status: 'ok' as const, version: APP_VERSION }),
  )
  // Ready only when the database answers, so a load balancer sends no traffic before.
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await deps.db.execute(sql`select 1`)
      return { status: 'ready' }
    } catch (error) {
      app.log.warn({ err: error }, 'database not ready')
      return reply.code(503).send({ message: 'Banco de dados indisponível.' })
    }
  })
}
