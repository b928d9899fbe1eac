import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { dataTableBody } from '../../lib/datatables.ts'
import { staffRoute } from '../../lib/staff-route.ts'
import {
  commentListQuery,
  commentParams,
  commentPatch,
  staffCommentDetailJson,
  staffCommentPageJson,
  staffCommentRowJson,
} from './comments.schemas.ts'
import { commentTable, getStaffComment, moderateComment } from './comments.staff.service.ts'

/** Comment moderation, mounted under /api/v1/admin (Admin and Gerente; decision 0023). */
export const commentStaffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/comentarios',
    staffRoute('comments.moderate', {
      summary:
        'Comentários dos alunos (protocolo DataTables): filtros modulo_id, disciplina_id, status, de e ate (dias em São Paulo, aaaa-mm-dd); busca no comentário, na resposta, no aluno e na questão',
      querystring: dataTableBody.and(commentListQuery),
      response: { 200: staffCommentPageJson },
    }),
    async (request) => commentTable(deps, callerOf(request), request.query, request.query),
  )

  app.get(
    '/comentarios/:id',
    staffRoute('comments.moderate', {
      summary: 'Um comentário ao lado da sua questão (com a correta) e os outros comentários dela',
      params: commentParams,
      response: { 200: staffCommentDetailJson },
    }),
    async (request) => getStaffComment(deps, callerOf(request), request.params.id),
  )

  app.patch(
    '/comentarios/:id',
    staffRoute('comments.moderate', {
      summary:
        'Responder um comentário e/ou mudar a situação (Criada, Em análise, Respondida, Arquivada); responder marca Respondida',
      params: commentParams,
      body: commentPatch,
      response: { 200: staffCommentRowJson },
    }),
    async (request) => moderateComment(deps, callerOf(request), request.params.id, request.body),
  )
}
