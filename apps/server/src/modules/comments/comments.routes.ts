import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { dataTableBody } from '../../lib/datatables.ts'
import { myCommentPageJson } from './comments.schemas.ts'
import { myCommentsTable } from './comments.service.ts'

/** The student's own comments and the staff replies ("Meus comentários" on the profile; decision 0023). */
export const commentRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/profile/meus/comentarios',
    {
      onRequest: app.requireCaller,
      schema: {
        tags: ['Perfil'],
        summary: 'Meus comentários e as respostas da equipe (protocolo DataTables)',
        querystring: dataTableBody,
        response: { 200: myCommentPageJson },
      },
    },
    async (request) => myCommentsTable(deps, callerOf(request), request.query),
  )
}
