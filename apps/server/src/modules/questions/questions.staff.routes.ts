import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { callerOf } from '../../lib/caller.ts'
import { dataTableBody } from '../../lib/datatables.ts'
import { staffRoute } from '../../lib/staff-route.ts'
import { mediaStaffRoutes } from '../media/media.staff.routes.ts'
import { answerKeyStaffRoutes } from './answer-key.staff.routes.ts'
import { examStaffRoutes } from './exams.staff.routes.ts'
import {
  createQuestionBody,
  questionListQuery,
  questionParams,
  staffQuestionJson,
  staffQuestionPageJson,
  updateQuestionBody,
} from './questions.staff.schemas.ts'
import {
  createStaffQuestion,
  getStaffQuestion,
  questionTable,
  updateStaffQuestion,
} from './questions.staff.service.ts'

/**
 * The question bank in the back office (mounted under /api/v1/admin; Admin and Gerente): questions, past exams,
 * the editors' image upload and what a new answer key would change (the import, above questions, is mounted by admin).
 */
export const questionStaffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/perguntas',
    staffRoute('questions.edit', {
      summary:
        'Questões de um curso (protocolo DataTables): filtros disciplina, assunto, concurso e situação; busca no enunciado, no id e na ref',
      querystring: dataTableBody.and(questionListQuery),
      response: { 200: staffQuestionPageJson },
    }),
    async (request) => {
      const q = request.query
      return questionTable(deps, callerOf(request), q, {
        courseId: q.modulo_id,
        subjectId: q.disciplina_id,
        topicId: q.assunto_id,
        examId: q.concurso_id,
        status: q.status,
      })
    },
  )

  app.post(
    '/perguntas',
    staffRoute('questions.edit', {
      summary:
        'Criar uma questão (enunciado, 2 a 6 alternativas, a correta, explicação, conceitos, situação)',
      body: createQuestionBody,
      response: { 201: staffQuestionJson },
    }),
    async (request, reply) =>
      reply.code(201).send(await createStaffQuestion(deps, callerOf(request), request.body)),
  )

  app.get(
    '/perguntas/:id',
    staffRoute('questions.edit', {
      summary: 'Uma questão como o editor a lê (com a correta e quantas vezes cada alternativa foi marcada)',
      params: questionParams,
      response: { 200: staffQuestionJson },
    }),
    async (request) => getStaffQuestion(deps, callerOf(request), request.params.id),
  )

  app.patch(
    '/perguntas/:id',
    staffRoute('questions.edit', {
      summary:
        'Alterar uma questão (só os campos enviados); as alternativas enviadas com id mantêm o id e as respostas',
      params: questionParams,
      body: updateQuestionBody,
      response: { 200: staffQuestionJson },
    }),
    async (request) => updateStaffQuestion(deps, callerOf(request), request.params.id, request.body),
  )

  await app.register(examStaffRoutes, { deps })
  await app.register(mediaStaffRoutes, { deps })
  await app.register(answerKeyStaffRoutes, { deps })
}
