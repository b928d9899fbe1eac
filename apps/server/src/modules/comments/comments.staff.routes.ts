import { STAFF_API } from '@gabarito/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { dataTableBody } from '../../lib/datatables.ts'
import { staffCrudRoutes } from '../../lib/staff-crud.ts'
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
  staffCrudRoutes(app, deps, {
    permission: 'comments.moderate',
    collection: { url: STAFF_API.comments.list.pattern },
    item: { url: STAFF_API.comments.one.pattern, params: commentParams },
    row: staffCommentRowJson,
    list: {
      summary:
        'Comentários dos alunos (protocolo DataTables): filtros modulo_id, disciplina_id, status, de e ate (dias em São Paulo, aaaa-mm-dd); busca no comentário, na resposta, no aluno e na questão',
      query: dataTableBody.and(commentListQuery),
      page: staffCommentPageJson,
      run: (deps, caller, { query }) => commentTable(deps, caller, query, query),
    },
    get: {
      summary: 'Um comentário ao lado da sua questão (com a correta) e os outros comentários dela',
      row: staffCommentDetailJson,
      run: getStaffComment,
    },
    update: {
      summary:
        'Responder um comentário e/ou mudar a situação (Criada, Em análise, Respondida, Arquivada); responder marca Respondida',
      body: commentPatch,
      run: moderateComment,
    },
  })
}
