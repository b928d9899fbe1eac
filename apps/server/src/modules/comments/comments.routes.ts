import { API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { callerRoute } from '../../lib/caller-route.ts'
import { dataTableBody } from '../../lib/datatables.ts'
import { commentBody, myCommentPageJson } from './comments.schemas.ts'
import { createComment, myCommentsTable } from './comments.service.ts'

/** A student's comment on a question, and their own comments with the staff replies ("Meus comentários"; 0023). */
export const commentRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    API.profile.comments.pattern,
    callerRoute(app.requireCaller, ['Perfil'])({
      summary: 'Meus comentários e as respostas da equipe (protocolo DataTables)',
      querystring: dataTableBody,
      response: { 200: myCommentPageJson },
    }),
    async (request) => myCommentsTable(deps, callerOf(request), request.query),
  )

  app.post(
    API.practice.comment.pattern,
    callerRoute(app.requireCaller, ['Questões'])({
      summary: 'Comentar uma questão (um por questão)',
      body: commentBody,
      response: { 201: z.object({ message: z.string() }) },
    }),
    async (request, reply) => {
      const { modulo_id, pergunta_id, texto } = request.body
      return reply.code(201).send(await createComment(deps, callerOf(request), modulo_id, pergunta_id, texto))
    },
  )
}
